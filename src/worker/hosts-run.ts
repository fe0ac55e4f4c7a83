import { createToolsetReader, errorMessage, evaluateHosts } from '../core';
import type { HostsRequest, HostsResponse } from './hosts-protocol';

/**
 * The hosts worker's answer to one request, apart from the worker's entry so it is tested in
 * Node: each document read once per text (the reader lives as long as the worker).
 */
export function createHostsRunner(): (request: HostsRequest) => HostsResponse {
  const read = createToolsetReader();
  return ({ id, documents, serverName }) => {
    try {
      const { tools, sources } = read(documents);
      return { id, run: { sources, reports: evaluateHosts(tools, { serverName }) } };
    } catch (error) {
      return { id, failure: `The hosts could not be judged (${errorMessage(error)}).` };
    }
  };
}
