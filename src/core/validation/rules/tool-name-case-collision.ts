import { joinPointer } from '../../model/pointer';
import { describeTool, toolName, toolsetRule } from './toolset-rule';

export const toolNameCaseCollision = toolsetRule(
  {
    code: 'tool-name-case-collision',
    severity: 'warning',
    title: 'No two tools have names that differ only in letter case.',
    rationale:
      'MCP tool names are case-sensitive (MCP 2025-11-25 "Tool Names"), so both are valid; but a model picks a tool by writing its name, and one letter in the wrong case then calls the other tool.',
  },
  ({ tools, container, report }) => {
    const exact = new Set<string>();
    const byFolded = new Map<string, number>();
    tools.forEach((tool, index) => {
      const name = toolName(tool);
      if (name === undefined) return;
      const namespace = typeof tool.value.namespace === 'string' ? `${tool.value.namespace}:` : '';
      const id = namespace + name;
      // An exact repeat is tool-name-duplicate's finding, not this one.
      if (exact.has(id)) return;
      exact.add(id);
      const folded = id.toLowerCase();
      const earlier = byFolded.get(folded);
      if (earlier === undefined) {
        byFolded.set(folded, index);
        return;
      }
      report(index, {
        pointer: joinPointer(tool.pointer, 'name'),
        message: `"${name}" differs from ${describeTool(tools[earlier]!)} only in letter case. A model that gets the case wrong calls the other tool; give the two tools names that differ in words (this ${container} has both).`,
      });
    });
  },
);
