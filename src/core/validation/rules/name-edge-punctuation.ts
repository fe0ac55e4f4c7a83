import { joinPointer } from '../../model/pointer';
import type { Rule } from './rule';

export const nameEdgePunctuation: Rule = {
  code: 'name-edge-punctuation',
  severity: 'warning',
  scope: 'tool',
  title: 'Tool names do not start or end with "-" or ".".',
  rationale:
    'The MCP TypeScript and Python SDKs warn about a leading or trailing "-" or "." (typescript-sdk toolNameValidation; modelcontextprotocol/python-sdk#1655).',
  check({ tool, entry, report }) {
    if (typeof tool.name !== 'string' || tool.name.length === 0) return;
    if (/^[-.]|[-.]$/.test(tool.name)) {
      report({
        pointer: joinPointer(entry.pointer, 'name'),
        message: `The name "${tool.name}" starts or ends with "-" or "."; MCP SDKs warn about such names.`,
      });
    }
  },
};
