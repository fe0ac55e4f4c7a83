import type { CostFigures, CostQuery } from '../core';
import { COST_TIMEOUT_MS } from '../core';
import type { CostRequest, CostResponse, CostWorkerLike } from './cost-protocol';
import { createNewestQuestionClient } from './newest-question-client';

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

export function createCostClient(options: {
  createWorker: () => CostWorkerLike;
  timeoutMs?: number;
}): CostClient {
  const client = createNewestQuestionClient<CostQuery, CostFigures, CostRequest, CostResponse>({
    createWorker: options.createWorker,
    timeoutMs: options.timeoutMs ?? COST_TIMEOUT_MS,
    request: (id, query) => ({ id, query }),
    read: (data) => ('figures' in data ? { answer: data.figures } : { failure: data.failure }),
    activity: 'Counting',
  });
  return {
    count: (query) =>
      client
        .ask(query)
        .then((outcome) =>
          outcome.status === 'done' ? { status: 'done', figures: outcome.answer } : outcome,
        ),
    dispose: client.dispose,
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
