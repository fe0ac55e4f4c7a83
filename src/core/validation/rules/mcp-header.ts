import { joinPointer } from '../../model/pointer';
import { revisionsWhere, specUrl } from '../../mcp/revisions';
import { DROPPED_VERDICT, SECRET_NAME, scanMcpHeaders } from '../../mcp/x-mcp-header';
import type { Rule } from './rule';

const REVISIONS = revisionsWhere('mcpHeaders');
const SOURCE = `${specUrl('2026-07-28', 'server/tools')}#x-mcp-header`;

export const mcpHeaderInvalid: Rule = {
  code: 'mcp-header-invalid',
  severity: 'error',
  scope: 'tool',
  title:
    'Each x-mcp-header is a unique RFC 9110 token on a string, integer or boolean property reached through "properties" alone.',
  rationale:
    'MCP 2026-07-28 server/tools "x-mcp-header" (SEP-2243): a Streamable HTTP client drops a tool whose header declarations break these rules from tools/list, silently.',
  revisions: REVISIONS,
  source: SOURCE,
  check({ tool, inputKey, entry, report }) {
    const scan = scanMcpHeaders(tool[inputKey], joinPointer(entry.pointer, inputKey));
    for (const violation of scan.violations)
      report({ pointer: violation.pointer, message: `${violation.detail} ${DROPPED_VERDICT}` });
  },
};

export const mcpHeaderSecret: Rule = {
  code: 'mcp-header-secret',
  severity: 'warning',
  scope: 'tool',
  title: 'No secret is mirrored into a header.',
  rationale:
    'MCP 2026-07-28 server/tools "x-mcp-header": secrets SHOULD NOT be mirrored, since proxies and logs see headers.',
  revisions: REVISIONS,
  source: SOURCE,
  check({ tool, inputKey, entry, report }) {
    const scan = scanMcpHeaders(tool[inputKey], joinPointer(entry.pointer, inputKey));
    for (const declaration of scan.declarations)
      if (SECRET_NAME.test(declaration.property) || SECRET_NAME.test(declaration.header))
        report({
          pointer: joinPointer(declaration.pointer, 'x-mcp-header'),
          message: `"${declaration.property}" looks like a secret; mirrored into the Mcp-Param-${declaration.header} header it is seen by every proxy and log on the way. Leave x-mcp-header off it.`,
        });
  },
};
