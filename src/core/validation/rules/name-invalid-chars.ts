import { joinPointer } from '../../model/pointer';
import { setValueEdits } from '../../model/json-edits';
import type { Rule } from './rule';

const NAME_CHARACTERS = /^[A-Za-z0-9_.-]*$/;

/** The name with every character outside `[A-Za-z0-9_.-]` replaced by `_`. */
function sanitizeToolName(name: string): string {
  return name.replace(/[^A-Za-z0-9_.-]/g, '_');
}

export const nameInvalidChars: Rule = {
  code: 'name-invalid-chars',
  severity: 'error',
  scope: 'tool',
  title: 'Tool names use only letters, digits, "_", "." and "-".',
  rationale:
    'MCP 2025-11-25 "Tool Names" (SEP-986) and toolfoundation allow only [A-Za-z0-9_.-] (docs/tool-record.md#name).',
  check({ tool, entry, document, report }) {
    if (typeof tool.name !== 'string' || NAME_CHARACTERS.test(tool.name)) return;
    const bad = [...new Set(tool.name.replace(/[A-Za-z0-9_.-]/g, ''))]
      .map((c) => JSON.stringify(c))
      .join(' ');
    const pointer = joinPointer(entry.pointer, 'name');
    const suggestion = sanitizeToolName(tool.name);
    report({
      pointer,
      message: `The name "${tool.name}" contains ${bad}; tool names may use only letters, digits, "_", "." and "-". Try "${suggestion}".`,
      fix: {
        title: `Rename to "${suggestion}"`,
        edits: setValueEdits(document, pointer, suggestion),
      },
    });
  },
};
