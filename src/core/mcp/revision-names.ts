/**
 * The MCP specification revisions the studio knows, by name: all the page's first chunk reads
 * (the status bar's choice, the stored setting, the revision an imported tool's server
 * negotiated). What each revision says is in revisions.ts.
 */

export const MCP_REVISIONS = ['2025-06-18', '2025-11-25', '2026-07-28'] as const;
export type McpRevision = (typeof MCP_REVISIONS)[number];
/** The newest released revision is the default (https://modelcontextprotocol.io/specification/2026-07-28/changelog). */
export const DEFAULT_MCP_REVISION: McpRevision = '2026-07-28';

export function isMcpRevision(value: unknown): value is McpRevision {
  return typeof value === 'string' && (MCP_REVISIONS as readonly string[]).includes(value);
}

/**
 * The revision whose rules a client of the negotiated `protocolVersion` applies: the newest the
 * studio knows that is not newer than it, the oldest it knows for an older date (2025-03-26
 * results are objects, as in 2025-06-18), and the default for an unreadable one.
 */
export function revisionForProtocol(protocolVersion: string | undefined): McpRevision {
  if (protocolVersion === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(protocolVersion))
    return DEFAULT_MCP_REVISION;
  const known = MCP_REVISIONS.filter((revision) => revision <= protocolVersion);
  return known[known.length - 1] ?? MCP_REVISIONS[0];
}
