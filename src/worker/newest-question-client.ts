/**
 * A client for a worker that answers one question at a time, where only the newest question
 * matters (the Cost tab's counts, the Hosts tab's verdicts): one question is in flight; while it
 * is, only the newest further question waits, and an older waiting one is answered `superseded`.
 * A worker that errs or does not answer within the timeout is stopped, and the next question
 * starts a new one.
 */

export type QuestionOutcome<Answer> =
  | { status: 'done'; answer: Answer }
  /** A newer question was asked before this one was sent. */
  | { status: 'superseded' }
  | { status: 'failed'; message: string };

/** The part of a Worker the client uses (tests pass a fake). */
export interface QuestionWorkerLike<Request, Response> {
  postMessage(message: Request): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<Response>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface NewestQuestionClient<Question, Answer> {
  ask(question: Question): Promise<QuestionOutcome<Answer>>;
  dispose(): void;
}

export function createNewestQuestionClient<
  Question,
  Answer,
  Request,
  Response extends { id: number },
>(options: {
  createWorker: () => QuestionWorkerLike<Request, Response>;
  timeoutMs: number;
  /** The request that carries a question under its id. */
  request: (id: number, question: Question) => Request;
  /** The answer a response carries, or the worker's message when it failed. */
  read: (response: Response) => { answer: Answer } | { failure: string };
  /** What the worker does, as the start of a sentence: "Counting", "Judging the hosts". */
  activity: string;
}): NewestQuestionClient<Question, Answer> {
  interface Waiting {
    question: Question;
    settle: (outcome: QuestionOutcome<Answer>) => void;
  }
  let worker: QuestionWorkerLike<Request, Response> | undefined;
  let nextId = 1;
  let inFlight: (Waiting & { id: number; watchdog: ReturnType<typeof setTimeout> }) | undefined;
  let waiting: Waiting | undefined;

  const stop = () => {
    worker?.terminate();
    worker = undefined;
  };

  const finish = (outcome: QuestionOutcome<Answer>) => {
    const current = inFlight;
    if (!current) return;
    clearTimeout(current.watchdog);
    inFlight = undefined;
    current.settle(outcome);
    const next = waiting;
    waiting = undefined;
    if (next) send(next);
  };

  const ensureWorker = () => {
    if (worker) return worker;
    const created = options.createWorker();
    created.onmessage = (event) => {
      const data = event.data;
      if (!inFlight || data.id !== inFlight.id) return;
      const read = options.read(data);
      finish(
        'answer' in read
          ? { status: 'done', answer: read.answer }
          : { status: 'failed', message: read.failure },
      );
    };
    created.onerror = (event) => {
      stop();
      finish({
        status: 'failed',
        message: `${options.activity} stopped with an error (${event.message || 'unknown'}).`,
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
        message: `${options.activity} took longer than ${options.timeoutMs / 1000} s and was stopped.`,
      });
    }, options.timeoutMs);
    inFlight = { ...item, id, watchdog };
    ensureWorker().postMessage(options.request(id, item.question));
  };

  return {
    ask(question) {
      return new Promise<QuestionOutcome<Answer>>((settle) => {
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
