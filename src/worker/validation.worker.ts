import { handleRequest, WorkerTexts } from './handle-request';
import { answerOnceReady } from './worker-parts';
import type { WorkerRequest, WorkerResponse } from './protocol';

// The thin worker entry. Its one state is the text of each key, so the page can send edits;
// compiled validators are cached inside the core (by schema content) for as long as this worker
// lives, so they persist across edits until the watchdog restarts the worker.
const texts = new WorkerTexts();
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
};
// A request that needs a part of the worker not yet in (RE2 for a pattern, the import preview)
// waits for it; each part loads on the first request that needs it (worker-parts.ts).
const onRequest = answerOnceReady(
  (request) => handleRequest(request, texts),
  (response) => scope.postMessage(response),
  texts,
);
scope.onmessage = (event) => onRequest(event.data);
