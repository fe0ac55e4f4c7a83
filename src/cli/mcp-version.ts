import { MCP_REVISIONS, isMcpRevision } from '../core';
import type { McpRevision } from '../core';
import { CliUsageError } from './io';

/** The usage line of `--mcp-version`, shared by the commands that take it. */
export const MCP_VERSION_USAGE = `--mcp-version ${MCP_REVISIONS.join('|')}`;

/** The revision named by `--mcp-version` (or the older spelling `--mcp-revision`), checked. */
export function parseMcpVersion(
  value: string | undefined,
  flag = '--mcp-version',
): McpRevision | undefined {
  if (value === undefined) return undefined;
  if (!isMcpRevision(value))
    throw new CliUsageError(`${flag} is one of ${MCP_REVISIONS.join(', ')}, not "${value}".`);
  return value;
}
