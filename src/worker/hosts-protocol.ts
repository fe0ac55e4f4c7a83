import type { HostReport, WorkspaceToolSource } from '../core';

/**
 * Messages between the Hosts tab and the hosts worker: the page asks for every host's report on
 * one state of the workspace; the worker answers with the same id exactly once.
 */
export interface HostsRequest {
  id: number;
  documents: { id: string; text: string }[];
  serverName: string;
}

/** Every host's report, and where each tool of the toolset sits in the workspace. */
export interface HostsRun {
  sources: WorkspaceToolSource[];
  reports: HostReport[];
}

export type HostsResponse = { id: number; run: HostsRun } | { id: number; failure: string };

/** What the client needs from a Worker; tests pass a fake. */
export interface HostsWorkerLike {
  postMessage(message: HostsRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<HostsResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}
