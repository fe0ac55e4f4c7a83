import type { HostsRequest, HostsRun, HostsWorkerLike } from './hosts-protocol';

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

interface Waiting {
  question: Omit<HostsRequest, 'id'>;
  settle: (outcome: HostsOutcome) => void;
}

export function createHostsClient(options: {
  createWorker: () => HostsWorkerLike;
  timeoutMs?: number;
}): HostsClient {
  const timeoutMs = options.timeoutMs ?? HOSTS_TIMEOUT_MS;
  let worker: HostsWorkerLike | undefined;
  let nextId = 1;
  let inFlight: (Waiting & { id: number; watchdog: ReturnType<typeof setTimeout> }) | undefined;
  let waiting: Waiting | undefined;

  const stop = () => {
    worker?.terminate();
    worker = undefined;
  };

  const finish = (outcome: HostsOutcome) => {
    const current = inFlight;
    if (!current) return;
    clearTimeout(current.watchdog);
    inFlight = undefined;
    current.settle(outcome);
    const next = waiting;
    waiting = undefined;
    if (next) send(next);
  };

  const ensureWorker = (): HostsWorkerLike => {
    if (worker) return worker;
    const created = options.createWorker();
    created.onmessage = (event) => {
      const data = event.data;
      if (!inFlight || data.id !== inFlight.id) return;
      finish(
        'run' in data
          ? { status: 'done', run: data.run }
          : { status: 'failed', message: data.failure },
      );
    };
    created.onerror = (event) => {
      stop();
      finish({
        status: 'failed',
        message: `Judging the hosts stopped with an error (${event.message || 'unknown'}).`,
      });
    };
    worker = created;
    return created;
  };

  const send = (item: Waiting) => {
    const id = nextId++;
    const watchdog = setTimeout(() => {
      stop();
      finish({
        status: 'failed',
        message: `Judging the hosts took longer than ${timeoutMs / 1000} s and was stopped.`,
      });
    }, timeoutMs);
    inFlight = { ...item, id, watchdog };
    ensureWorker().postMessage({ id, ...item.question });
  };

  return {
    judge(question) {
      return new Promise<HostsOutcome>((settle) => {
        if (!inFlight) return send({ question, settle });
        waiting?.settle({ status: 'superseded' });
        waiting = { question, settle };
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
