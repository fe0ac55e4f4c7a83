import { handleRequest } from './handle-request';
import type { WorkerRequest, WorkerResponse } from './protocol';

// The thin worker entry: no state of its own. Compiled validators are cached inside the core
// (by schema content) for as long as this worker lives, so they persist across edits until the
// watchdog restarts the worker.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
};
scope.onmessage = (event) => {
  scope.postMessage(handleRequest(event.data));
};
