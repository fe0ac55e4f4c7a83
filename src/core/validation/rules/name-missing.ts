import { joinPointer } from '../../model/pointer';
import type { Rule } from './rule';

export const nameMissing: Rule = {
  code: 'name-missing',
  severity: 'error',
  scope: 'tool',
  title: 'Every tool has a name.',
  rationale:
    "MCP Tool.name is required, and so is a Spark ToolSpec's name (docs/tool-record.md#fields).",
  check({ tool, entry, report }) {
    if (tool.name === undefined)
      report({
        pointer: joinPointer(entry.pointer, 'name'),
        message: 'The tool has no "name". Add one, e.g. "name": "search_code".',
      });
    else if (typeof tool.name !== 'string')
      report({
        pointer: joinPointer(entry.pointer, 'name'),
        message: 'The tool\'s "name" must be a string.',
      });
  },
};
