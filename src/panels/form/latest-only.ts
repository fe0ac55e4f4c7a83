/**
 * Sends a request at once when none is in flight; while one is, keeps only the latest request and
 * sends it when the answer arrives. An answer is delivered only when no newer request waits, so
 * a field's errors follow the keystroke (no fixed pause) and never step back to an older value.
 */
export interface LatestOnly<Request> {
  submit(request: Request): void;
  /** Drops the waiting request and any answer still to come (the component went away). */
  cancel(): void;
}

export function latestOnly<Request, Answer>(
  send: (request: Request) => Promise<Answer>,
  deliver: (request: Request, answer: Answer) => void,
): LatestOnly<Request> {
  let busy = false;
  let waiting: { request: Request } | undefined;
  let generation = 0;
  const run = (request: Request) => {
    busy = true;
    const mine = generation;
    void send(request).then((answer) => {
      if (mine !== generation) return;
      busy = false;
      const next = waiting;
      waiting = undefined;
      if (next) run(next.request);
      else deliver(request, answer);
    });
  };
  return {
    submit(request) {
      if (busy) waiting = { request };
      else run(request);
    },
    cancel() {
      generation++;
      busy = false;
      waiting = undefined;
    },
  };
}
