import { joinPointer } from '../../model/pointer';
import type { Rule } from './rule';

export const arrayItemsMissing: Rule = {
  code: 'array-items-missing',
  severity: 'warning',
  scope: 'schema',
  title: 'Every array schema says what its items are.',
  rationale:
    'OpenAI rejects "array schema missing items" even in non-strict mode (sigoden/aichat#1049, streamnative/streamnative-mcp-server#26), and the model cannot know what to put in the array.',
  check({ subschemas, report }) {
    for (const { schema: node, pointer } of subschemas) {
      const isArray =
        node.type === 'array' || (Array.isArray(node.type) && node.type.includes('array'));
      if (isArray && node.items === undefined && node.prefixItems === undefined) {
        report({
          pointer: joinPointer(pointer, 'type'),
          message:
            'This array has no "items"; say what each item is, e.g. "items": {"type": "string"}. OpenAI refuses arrays without items.',
        });
      }
    }
  },
};
