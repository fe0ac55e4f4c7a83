/**
 * The live connection to one MCP server, for this page's session only: its state in a small
 * zustand store (read by the toolbar, the status bar and the Form tab's Run) and the
 * few synchronous actions. What talks to the server is live-actions.ts, a lazy chunk (with the
 * SDK a further one, sdk-session.ts), so the page's first chunk carries only this file. Headers
 * and tokens stay in the SDK session's closure and are never put in this state, so nothing that
 * saves or shares the workspace can see them.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Diagnosis, DriftEntry, LogLine, SampleIssue } from '../../core';
import type {
  CallOutcome,
  ElicitAnswer,
  ElicitRequest,
  NegotiatedInfo,
  TransportKind,
} from './session-types';

/**
 * `lost`: it was connected, and the other side went away: the bridge's stdio server exited
 * (`failure` holds the bridge's message), or the server forgot the session (404 for its id).
 * Either way the user connects again.
 */
export type ConnectionStatus = 'offline' | 'connecting' | 'connected' | 'failed' | 'lost';

/** How the result's structuredContent fared against the tool's outputSchema (checked in the worker). */
export type StructuredCheck =
  | { status: 'valid' }
  | { status: 'invalid'; issues: SampleIssue[] }
  | { status: 'not-checked'; reason: string };

export interface CallRecord {
  id: number;
  toolName: string;
  /** The arguments sent, as JSON text (exactly the form's value). */
  args: string;
  startedAt: number;
  outcome: CallOutcome;
  /**
   * What the result does wrong by the negotiated revision's rules (no structuredContent despite
   * an outputSchema, a bare value without its text copy, a malformed result), each in a sentence.
   */
  problems?: string[];
  structuredCheck?: StructuredCheck;
}

export interface RunningCall {
  id: number;
  startedAt: number;
  progress?: { progress: number; total?: number; message?: string };
}

/** One line of the session's Log: a server notification, when it came. */
export interface LogEntry extends LogLine {
  id: number;
  at: number;
}

export interface PendingElicitation {
  id: number;
  request: ElicitRequest;
  /**
   * The tools whose calls were running when the request came: the call that asks is one of them
   * (the SDK does not say which, so several calls at once name several).
   */
  during: string[];
}

export interface LiveState {
  status: ConnectionStatus;
  /** The server's URL as shown (no credentials, query or fragment). */
  url: string | undefined;
  transport: TransportKind;
  info: NegotiatedInfo | undefined;
  /**
   * The URL being tried, or last tried and failed, while the working connection is kept (it is
   * dropped only when the new one succeeds).
   */
  attempt: string | undefined;
  /** Why connecting failed, in a sentence, and the doctor's reading once the probes have run. */
  failure: string | undefined;
  /** While `lost`: what went away, the bridge's server or the server's memory of the session. */
  lostBy?: 'server-gone' | 'session-forgotten';
  diagnosis: Diagnosis | undefined;
  diagnosing: boolean;
  /** The tool definitions the server served at the last fetch, by name. */
  served: Record<string, unknown> | undefined;
  /**
   * What changed on the server since import, from the last fetch (the fingerprints at import are
   * kept with each workspace tool, `WorkspaceTool.provenance`).
   */
  drift: { entries: DriftEntry[]; added: string[] } | undefined;
  running: Record<string, RunningCall>;
  /** The session's calls per workspace tool id, newest first. */
  history: Record<string, CallRecord[]>;
  /** The server's elicitation requests awaiting an answer, oldest first: each is answered on its own. */
  elicitations: PendingElicitation[];
  /** Set when the server asked for sampling (declined). */
  samplingNote: string | undefined;
  /** The session's server notifications and log messages, oldest first (MAX_LOG_ENTRIES). */
  log: LogEntry[];
}

const initial: LiveState = {
  status: 'offline',
  url: undefined,
  transport: 'streamable-http',
  info: undefined,
  attempt: undefined,
  failure: undefined,
  diagnosis: undefined,
  diagnosing: false,
  served: undefined,
  drift: undefined,
  running: {},
  history: {},
  elicitations: [],
  samplingNote: undefined,
  log: [],
};

export const liveStore = createStore<LiveState>()(() => initial);

export function useLive<T>(selector: (state: LiveState) => T): T {
  return useStore(liveStore, selector);
}

/** The calls in flight (by workspace tool id) and the elicitation requests awaiting an answer. */
export const liveHandles = {
  aborts: new Map<string, AbortController>(),
  elicitAnswers: new Map<number, (answer: ElicitAnswer) => void>(),
};

export function answerElicitation(id: number, answer: ElicitAnswer): void {
  liveHandles.elicitAnswers.get(id)?.(answer);
}

/**
 * Whether the tool has a call in flight, drawn as running or not yet (live-actions.ts draws a
 * call as running only once it has taken RUNNING_DISPLAY_DELAY_MS).
 */
export function callInFlight(toolId: string): boolean {
  return liveHandles.aborts.has(toolId);
}

/** Cancels the tool's call in flight: the SDK sends `notifications/cancelled`. */
export function cancelRun(toolId: string): void {
  liveHandles.aborts.get(toolId)?.abort();
}

export interface ConnectRequest {
  url: string;
  transport: TransportKind;
  headers: Record<string, string>;
}
