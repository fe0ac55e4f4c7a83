import { createHostsRunner } from './hosts-run';
import type { HostsRequest, HostsResponse } from './hosts-protocol';

// The Hosts tab's worker: every profile over the whole workspace runs here, never on the page.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<HostsRequest>) => void) | null;
  postMessage(message: HostsResponse): void;
};
const run = createHostsRunner();
scope.onmessage = (event) => scope.postMessage(run(event.data));
