import type { CostFigures, CostQuery } from '../core';
import { COST_TIMEOUT_MS } from '../core';
import type { CostRequest, CostWorkerLike } from './cost-protocol';

export type CostOutcome =
  | { status: 'done'; figures: CostFigures }
  /** A newer question was asked before this one was sent. */
  | { status: 'superseded' }
  | { status: 'failed'; message: string };

export interface CostClient {
  /**
   * Counts in the worker. One question is in flight at a time; while it is, only the newest
   * further question waits (an older waiting one is answered `superseded`).
   */
  count(query: CostQuery): Promise<CostOutcome>;
  dispose(): void;
}

interface Waiting {
  query: CostQuery;
  settle: (outcome: CostOutcome) => void;
}

export function createCostClient(options: {
  createWorker: () => CostWorkerLike;
  timeoutMs?: number;
}): CostClient {
  const timeoutMs = options.timeoutMs ?? COST_TIMEOUT_MS;
  let worker: CostWorkerLike | undefined;
  let nextId = 1;
  let inFlight: (Waiting & { id: number; watchdog: ReturnType<typeof setTimeout> }) | undefined;
  let waiting: Waiting | undefined;

  const stop = () => {
    worker?.terminate();
    worker = undefined;
  };

  const finish = (outcome: CostOutcome) => {
    const current = inFlight;
    if (!current) return;
    clearTimeout(current.watchdog);
    inFlight = undefined;
    current.settle(outcome);
    const next = waiting;
    waiting = undefined;
    if (next) send(next);
  };

  const ensureWorker = (): CostWorkerLike => {
    if (worker) return worker;
    const created = options.createWorker();
    created.onmessage = (event) => {
      const data = event.data;
      if (!inFlight || data.id !== inFlight.id) return;
      finish(
        'figures' in data
          ? { status: 'done', figures: data.figures }
          : { status: 'failed', message: data.failure },
      );
    };
    created.onerror = (event) => {
      stop();
      finish({
        status: 'failed',
        message: `Counting stopped with an error (${event.message || 'unknown'}).`,
      });
    };
    worker = created;
    return created;
  };

  const send = (item: Waiting) => {
    const id = nextId++;
    const watchdog = setTimeout(() => {
      // A worker that does not answer holds nothing worth keeping: the next question starts anew.
      stop();
      finish({
        status: 'failed',
        message: `Counting took longer than ${timeoutMs / 1000} s and was stopped.`,
      });
    }, timeoutMs);
    inFlight = { ...item, id, watchdog };
    const request: CostRequest = { id, query: item.query };
    ensureWorker().postMessage(request);
  };

  return {
    count(query) {
      return new Promise<CostOutcome>((settle) => {
        if (!inFlight) return send({ query, settle });
        waiting?.settle({ status: 'superseded' });
        waiting = { query, settle };
      });
    },
    dispose() {
      waiting?.settle({ status: 'superseded' });
      waiting = undefined;
      stop();
      finish({ status: 'superseded' });
    },
  };
}

let studioClient: CostClient | undefined;

/**
 * The studio's Cost client, with its own worker, created when first used. Kept out of `./index`
 * so the page's first chunk does not carry it: only the lazy Cost tab imports it.
 */
export function getCostClient(): CostClient {
  studioClient ??= createCostClient({
    createWorker: () =>
      new Worker(new URL('./cost.worker.ts', import.meta.url), {
        type: 'module',
        name: 'cost',
      }) as unknown as CostWorkerLike,
  });
  return studioClient;
}
