import { joinPointer } from '../../model/pointer';
import type { Rule } from './rule';

const MAX_TOOL_NAME_LENGTH = 128;

export const nameLength: Rule = {
  code: 'name-length',
  severity: 'error',
  scope: 'tool',
  title: `Tool names are 1 to ${MAX_TOOL_NAME_LENGTH} characters long.`,
  rationale:
    'MCP 2025-11-25 "Tool Names" and toolfoundation: a name is 1 to 128 characters (docs/tool-record.md#name).',
  check({ tool, entry, report }) {
    if (typeof tool.name !== 'string') return;
    const pointer = joinPointer(entry.pointer, 'name');
    if (tool.name.length === 0)
      report({ pointer, message: 'The tool name is empty; give it a name such as "get_weather".' });
    else if (tool.name.length > MAX_TOOL_NAME_LENGTH) {
      report({
        pointer,
        message: `The tool name is ${tool.name.length} characters long; the limit is ${MAX_TOOL_NAME_LENGTH}.`,
      });
    }
  },
};
