import type { HostsRequest, HostsResponse, HostsRun, HostsWorkerLike } from './hosts-protocol';
import { createNewestQuestionClient } from './newest-question-client';

/** A run that takes longer than this is stopped and said to the user; the next starts anew. */
const HOSTS_TIMEOUT_MS = 10_000;

export type HostsOutcome =
  | { status: 'done'; run: HostsRun }
  /** A newer question was asked before this one was sent. */
  | { status: 'superseded' }
  | { status: 'failed'; message: string };

export interface HostsClient {
  /**
   * Judges in the worker. One question is in flight at a time; while it is, only the newest
   * further question waits (an older waiting one is answered `superseded`).
   */
  judge(question: Omit<HostsRequest, 'id'>): Promise<HostsOutcome>;
  dispose(): void;
}

export function createHostsClient(options: {
  createWorker: () => HostsWorkerLike;
  timeoutMs?: number;
}): HostsClient {
  const client = createNewestQuestionClient<
    Omit<HostsRequest, 'id'>,
    HostsRun,
    HostsRequest,
    HostsResponse
  >({
    createWorker: options.createWorker,
    timeoutMs: options.timeoutMs ?? HOSTS_TIMEOUT_MS,
    request: (id, question) => ({ id, ...question }),
    read: (data) => ('run' in data ? { answer: data.run } : { failure: data.failure }),
    activity: 'Judging the hosts',
  });
  return {
    judge: (question) =>
      client
        .ask(question)
        .then((outcome) =>
          outcome.status === 'done' ? { status: 'done', run: outcome.answer } : outcome,
        ),
    dispose: client.dispose,
  };
}

let studioClient: HostsClient | undefined;

/** The studio's hosts client, with its own worker, created when the Hosts tab first asks. */
export function getHostsClient(): HostsClient {
  studioClient ??= createHostsClient({
    createWorker: () =>
      new Worker(new URL('./hosts.worker.ts', import.meta.url), {
        type: 'module',
        name: 'hosts',
      }) as unknown as HostsWorkerLike,
  });
  return studioClient;
}
