import type { CostFigures, CostQuery } from '../core';

/**
 * Messages between the page and the Cost worker: the page asks for the figures of one state of
 * the workspace, and the worker answers with the same id exactly once.
 */
export interface CostRequest {
  id: number;
  query: CostQuery;
}

export type CostResponse =
  | { id: number; figures: CostFigures }
  /** The tokenizer did not load, or the core threw: said to the user, not shown as a count. */
  | { id: number; failure: string };

/** What the client needs from a Worker; tests pass a fake. */
export interface CostWorkerLike {
  postMessage(message: CostRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<CostResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}
