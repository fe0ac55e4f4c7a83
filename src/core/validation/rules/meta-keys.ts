import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import { metaKeyMessage, metaKeyProblem } from '../../mcp/meta-keys';
import { specUrl } from '../../mcp/revisions';
import type { Rule } from './rule';

export const metaKeyInvalid: Rule = {
  code: 'meta-key-invalid',
  severity: 'warning',
  scope: 'tool',
  title: '_meta keys follow the specification grammar and avoid the reserved prefixes.',
  rationale:
    'MCP basic "_meta": an optional reverse-DNS prefix ending in "/", with the "modelcontextprotocol" and "mcp" second labels reserved; names begin and end with a letter or digit.',
  source: `${specUrl('2025-11-25', 'basic')}#meta`,
  check({ tool, entry, report }) {
    if (!isPlainObject(tool._meta)) return;
    for (const key of Object.keys(tool._meta)) {
      const problem = metaKeyProblem(key);
      if (problem)
        report({
          pointer: joinPointer(entry.pointer, '_meta', key),
          key: true,
          message: metaKeyMessage(key, problem),
        });
    }
  },
};
