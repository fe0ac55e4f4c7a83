/**
 * What an MCP client of the chosen revision does with the exported tool list before any model
 * sees it. 2026-07-28 Streamable HTTP clients scan `x-mcp-header` declarations and drop a tool
 * whose declarations break the rules (SEP-2243), without an error: the preflight says so.
 */
import { REVISION_FACTS, revisionOrDefault, specUrl } from '../../mcp/revisions';
import { MCP_HEADER_KEYWORD, scanMcpHeaders } from '../../mcp/x-mcp-header';
import type { PreflightRule } from './rule';
import { RULES_VERIFIED, nodesOf } from './rule';

export const MCP_REVISION_RULES: readonly PreflightRule[] = [
  {
    id: 'mcp-header-dropped',
    family: 'mcp-clients',
    scope: 'tool',
    targets: ['mcp', 'mcp-list'],
    modes: ['default'],
    severity: 'error',
    title:
      'MCP clients (2026-07-28): this tool would be dropped (an x-mcp-header breaks the rules).',
    reply:
      'MCP clients (2026-07-28): this tool would be dropped. {name} is left out of tools/list without an error: its x-mcp-header at {path} is invalid ({problem}).',
    verbatim: false,
    advice:
      'Make every x-mcp-header a unique RFC 9110 token on a string, integer or boolean property reached through "properties" alone, or remove it.',
    sources: [
      `${specUrl('2026-07-28', 'server/tools')}#x-mcp-header`,
      'https://github.com/modelcontextprotocol/inspector/blob/main/core/json/xMcpHeader.ts',
    ],
    lastVerified: RULES_VERIFIED,
    check: (tool, context) => {
      const revision = revisionOrDefault(context.options.mcpRevision);
      if (!REVISION_FACTS[revision].mcpHeaders) return [];
      const input = tool.schemas.find((s) => s.source === '/inputSchema');
      // Only a node holding the keyword can break the rules, and the walk the other rules read
      // reaches every node the scan does: most tools hold none and need no scan of their own.
      if (!input || !nodesOf(input).some(({ node }) => Object.hasOwn(node, MCP_HEADER_KEYWORD)))
        return [];
      return scanMcpHeaders(input.value, input.pointer).violations.map((violation) => ({
        pointer: violation.pointer,
        position: tool.position,
        values: { path: violation.pointer, problem: violation.problem },
      }));
    },
  },
];
