import { joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import { getAtPointer } from '../../model/pointer';
import { setValueEdits } from '../../model/json-edits';
import type { Rule } from './rule';
import { toolsetRule } from './toolset-rule';

export const toolNameDuplicate = toolsetRule(
  {
    code: 'tool-name-duplicate',
    severity: 'error',
    title: 'Tool names are unique within a document.',
    rationale:
      'MCP: names SHOULD be unique within a server; Gemini throws on duplicate names and providers cannot tell the tools apart (MCP 2025-11-25 "Tool Names"; the @google/genai MCP bridge).',
  },
  ({ tools, container, report }) => {
    const first = new Map<string, number>();
    tools.forEach((tool, index) => {
      const name = tool.value.name;
      if (typeof name !== 'string') return;
      const id =
        typeof tool.value.namespace === 'string' ? `${tool.value.namespace}:${name}` : name;
      const earlier = first.get(id);
      if (earlier === undefined) first.set(id, index);
      else
        report(index, {
          pointer: joinPointer(tool.pointer, 'name'),
          message: `Another tool in this ${container} is already named "${id}"${tools[earlier]!.where ? ` (${tools[earlier]!.where})` : ''}.`,
        });
    });
  },
);

export const registryToolsMismatch: Rule = {
  code: 'registry-tools-mismatch',
  severity: 'warning',
  scope: 'document',
  title: 'A registry entry\'s "tools" list matches the names in its "tool_definitions".',
  rationale:
    'ToolHive RFC-0015 (stacklok/toolhive#2733): tool_definitions is authoritative and tools is the quick lookup; its open question 1 asks for this check.',
  check({ document, report }) {
    const entryPointers = new Set(
      document.tools.map((t) => t.registryEntryPointer).filter((p): p is string => p !== undefined),
    );
    for (const entryPointer of entryPointers) {
      const entry = getAtPointer(document.value, entryPointer);
      if (!isPlainObject(entry) || !Array.isArray(entry.tool_definitions)) continue;
      const defined = entry.tool_definitions
        .map((d) => (isPlainObject(d) ? d.name : undefined))
        .filter((n): n is string => typeof n === 'string');
      const listed = Array.isArray(entry.tools) ? entry.tools : undefined;
      const toolsPointer = joinPointer(entryPointer, 'tools');
      const fix = {
        title: 'Set "tools" to the defined names',
        edits: setValueEdits(document, toolsPointer, defined),
      };
      if (!listed) {
        report({
          pointer: joinPointer(entryPointer, 'tool_definitions'),
          key: true,
          message:
            'The registry entry has "tool_definitions" but no "tools" list; consumers that read only "tools" will see nothing.',
          fix,
        });
        continue;
      }
      const missing = defined.filter((n) => !listed.includes(n));
      const extra = listed.filter((n) => typeof n !== 'string' || !defined.includes(n));
      if (missing.length > 0 || extra.length > 0) {
        const parts = [
          missing.length > 0
            ? `defined but not listed: ${missing.map((n) => `"${n}"`).join(', ')}`
            : '',
          extra.length > 0
            ? `listed but not defined: ${extra.map((n) => JSON.stringify(n)).join(', ')}`
            : '',
        ].filter(Boolean);
        report({
          pointer: toolsPointer,
          message: `"tools" does not match "tool_definitions" (${parts.join('; ')}).`,
          fix,
        });
      }
    }
  },
};
