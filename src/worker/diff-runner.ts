import type { TextComparison } from '../core';
import { DIFF_TIMEOUT_MS } from '../core';

export interface DiffRequest {
  id: number;
  oldText: string;
  newText: string;
  labels: { old: string; new: string };
}

export type DiffResponse =
  { id: number; comparison: TextComparison } | { id: number; failure: string };

/** What the runner needs from a Worker; tests pass a fake. */
export interface DiffWorkerLike {
  postMessage(message: DiffRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<DiffResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export type DiffOutcome =
  | { status: 'done'; comparison: TextComparison }
  /** A newer comparison replaced this one. */
  | { status: 'superseded' }
  | { status: 'timed-out'; message: string }
  | { status: 'failed'; message: string };

export interface DiffRunner {
  /** Compares in the worker; a newer call supersedes an unfinished one (its worker is stopped). */
  run(oldText: string, newText: string, labels: { old: string; new: string }): Promise<DiffOutcome>;
  dispose(): void;
}

export function diffTimeoutMessage(timeoutMs: number): string {
  return (
    `The comparison took longer than ${timeoutMs / 1000} s and was stopped. The usual cause is a "pattern" that backtracks ` +
    'catastrophically while a witness value is checked, or a very large toolset. Both texts are untouched.'
  );
}

export function createDiffRunner(options: {
  createWorker: () => DiffWorkerLike;
  timeoutMs?: number;
}): DiffRunner {
  const timeoutMs = options.timeoutMs ?? DIFF_TIMEOUT_MS;
  let worker: DiffWorkerLike | undefined;
  let nextId = 1;
  let pending:
    | {
        id: number;
        settle: (outcome: DiffOutcome) => void;
        watchdog: ReturnType<typeof setTimeout>;
      }
    | undefined;

  const stop = () => {
    worker?.terminate();
    worker = undefined;
  };
  const settle = (outcome: DiffOutcome) => {
    const current = pending;
    if (!current) return;
    clearTimeout(current.watchdog);
    pending = undefined;
    current.settle(outcome);
  };

  const ensureWorker = (): DiffWorkerLike => {
    if (worker) return worker;
    const created = options.createWorker();
    created.onmessage = (event) => {
      const data = event.data;
      if (!pending || data.id !== pending.id) return;
      settle(
        'comparison' in data
          ? { status: 'done', comparison: data.comparison }
          : { status: 'failed', message: data.failure },
      );
    };
    created.onerror = (event) => {
      stop();
      settle({
        status: 'failed',
        message: `The comparison stopped with an error (${event.message || 'unknown'}).`,
      });
    };
    worker = created;
    return created;
  };

  return {
    run(oldText, newText, labels) {
      if (pending) {
        // The worker is busy with an older pair: stop it rather than wait for an answer nobody wants.
        stop();
        settle({ status: 'superseded' });
      }
      const id = nextId++;
      return new Promise<DiffOutcome>((resolve) => {
        const watchdog = setTimeout(() => {
          stop();
          settle({ status: 'timed-out', message: diffTimeoutMessage(timeoutMs) });
        }, timeoutMs);
        pending = { id, settle: resolve, watchdog };
        ensureWorker().postMessage({ id, oldText, newText, labels });
      });
    },
    dispose() {
      stop();
      settle({ status: 'superseded' });
    },
  };
}
