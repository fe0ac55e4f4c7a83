import { joinPointer } from '../../model/pointer';
import { hintContradictions } from '../../trust/contradictions';
import type { Rule } from './rule';

export const annotationsContradictText: Rule = {
  code: 'annotations-contradict-text',
  severity: 'warning',
  scope: 'tool',
  title:
    'Behaviour hints agree with the name and description (read-only tools do not "delete", closed-world tools do not reach the "web").',
  rationale:
    'Clients use the hints to decide what to confirm with the user (MCP ToolAnnotations); a read-only hint on a tool whose text says it deletes skips that confirmation. Reviewers of MCP servers check both.',
  check({ tool, entry, report }) {
    for (const { key, value, claim, says, evidence } of hintContradictions(
      tool,
      entry.registryEntryPointer !== undefined,
    )) {
      const said = evidence
        .map(({ where, found }) => `the ${where} says ${found.map((w) => `"${w}"`).join(', ')}`)
        .join(' and ');
      report({
        pointer: joinPointer(entry.pointer, 'annotations', key),
        message: `"${key}" is ${value}, so clients treat the tool as ${claim}, but ${said}: ${says}. Correct the hint, or reword the text if it is wrong.`,
      });
    }
  },
};
