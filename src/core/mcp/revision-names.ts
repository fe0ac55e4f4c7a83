/**
 * The MCP specification revisions the studio knows, by name: all the page's first chunk reads
 * (the status bar's choice, the stored setting). What each revision says is in revisions.ts.
 */

export const MCP_REVISIONS = ['2025-06-18', '2025-11-25', '2026-07-28'] as const;
export type McpRevision = (typeof MCP_REVISIONS)[number];
/** The newest released revision is the default (https://modelcontextprotocol.io/specification/2026-07-28/changelog). */
export const DEFAULT_MCP_REVISION: McpRevision = '2026-07-28';

export function isMcpRevision(value: unknown): value is McpRevision {
  return typeof value === 'string' && (MCP_REVISIONS as readonly string[]).includes(value);
}
