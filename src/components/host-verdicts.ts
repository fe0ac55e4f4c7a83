/**
 * Each workspace document's verdict at one host, for the Tools list's badges: loaded with
 * `import()` when a host is first chosen for the rows, since the profiles are not needed before.
 */
import { evaluateHosts, worstVerdict } from '../core';
import type { HostId, HostVerdict } from '../core';
import { hostToolset } from './host-toolset';

export interface DocumentHostVerdict {
  status: HostVerdict;
  /** What the row says, e.g. "Cursor: dropped (mcp_acme_search_everything)". */
  text: string;
}

export const VERDICT_WORDS: Record<HostVerdict, string> = {
  accepted: 'accepted as is',
  changed: 'changed',
  cut: 'cut',
  dropped: 'dropped',
  rejected: 'rejected',
};

/**
 * The verdict of `host` on each document (the worst of its tools'), judged with the whole
 * workspace as the toolset, so a budget that leaves a tool out marks its row.
 */
export function documentHostVerdicts(
  documents: readonly { id: string; text: string }[],
  host: HostId,
  serverName: string,
): Map<string, DocumentHostVerdict> {
  const { tools, sources } = hostToolset(documents);
  const [report] = evaluateHosts(tools, { serverName, hosts: [host] });
  const byDocument = new Map<string, HostVerdict[]>();
  report?.tools.forEach((tool, i) => {
    const id = sources[i]!.documentId;
    byDocument.set(id, [...(byDocument.get(id) ?? []), tool.status]);
  });
  const label = report?.label ?? host;
  const verdicts = new Map<string, DocumentHostVerdict>();
  for (const [id, statuses] of byDocument) {
    const status = worstVerdict(statuses);
    verdicts.set(id, { status, text: `${label}: ${VERDICT_WORDS[status]}` });
  }
  return verdicts;
}
