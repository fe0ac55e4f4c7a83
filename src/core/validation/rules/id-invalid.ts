import { joinPointer } from '../../model/pointer';
import type { Rule } from './rule';

export const idInvalid: Rule = {
  code: 'id-invalid',
  severity: 'error',
  scope: 'tool',
  title: 'A tool ID (namespace:name) has one ":" and non-empty parts.',
  rationale:
    'toolfoundation "Tool ID rules" (docs/tool-record.md#id-and-namespace): only one ":" in an ID; namespace and name both non-empty when used.',
  check({ tool, entry, report }) {
    if (!('namespace' in tool)) return;
    const pointer = joinPointer(entry.pointer, 'namespace');
    const namespace = tool.namespace;
    if (typeof namespace !== 'string')
      report({ pointer, message: 'The "namespace" must be a string.' });
    else if (namespace.length === 0)
      report({
        pointer,
        message:
          'The "namespace" is empty; remove it or give it a value, since the tool ID would be ":name".',
      });
    else if (namespace.includes(':'))
      report({
        pointer,
        message: `The namespace "${namespace}" contains ":"; a tool ID "namespace:name" may hold only one ":".`,
      });
    else if (typeof tool.name === 'string' && tool.name.length === 0)
      report({
        pointer: joinPointer(entry.pointer, 'name'),
        message: 'With a namespace set, the name must not be empty.',
      });
  },
};
