/** How profiles write their sources and dates, so every rule cites a public page the same way. */
import type { HostSource } from './types';

/** The date the profiles' rules were checked against their sources. */
export const HOSTS_CHECKED = '2026-11-28';
/** The date the facts were first gathered, for the ones not re-read since. */
export const HOSTS_GATHERED = '2026-11-27';

/** A GitHub issue or pull request: `owner/repo#N`. */
export function thread(repo: string, number: number): HostSource {
  return { label: `${repo}#${number}`, url: `https://github.com/${repo}/issues/${number}` };
}

/** A file in a public repository, on its default branch. */
export function repoFile(repo: string, path: string, branch = 'main'): HostSource {
  return { label: `${repo} ${path}`, url: `https://github.com/${repo}/blob/${branch}/${path}` };
}

/** A documentation page. */
export function page(label: string, url: string): HostSource {
  return { label, url };
}

/**
 * MCPJam's host catalogue, captured by probing each host (2026-07 to 2026-08): protocol
 * revisions, elicitation, MCP Apps rendering and visibility.
 */
export const MCPJAM_HOST_CATALOG = repoFile(
  'MCPJam/inspector',
  'sdk/src/host-compat/catalog.generated.ts',
);

/** Apify's community list of MCP clients and what they declare. */
export const APIFY_CLIENT_LIST = repoFile(
  'apify/mcp-client-capabilities',
  'src/mcp_client_capabilities/mcp-clients.json',
);
