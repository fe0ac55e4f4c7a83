import { nameFindingsOfTargets } from '../../export/target-name-rules';
import { joinPointer } from '../../model/pointer';
import type { Rule } from './rule';

export const nameTargetIncompatible: Rule = {
  code: 'name-target-incompatible',
  severity: 'info',
  scope: 'tool',
  title: "Says which export targets would refuse the tool's name, while drafting.",
  rationale:
    'MCP names may hold "." and be 128 long; OpenAI, Anthropic and Bedrock allow ^[a-zA-Z0-9_-]{1,64}$ and Gemini has its own rule (the providers\' function-calling references).',
  check({ tool, entry, report }) {
    if (typeof tool.name !== 'string' || tool.name === '') return;
    const refusing = nameFindingsOfTargets({ name: tool.name }).filter(
      (f) => f.severity === 'error',
    );
    if (refusing.length === 0) return;
    const bySuggestion = new Map<string, string[]>();
    for (const finding of refusing)
      bySuggestion.set(finding.suggestion, [
        ...(bySuggestion.get(finding.suggestion) ?? []),
        finding.target,
      ]);
    const suggestions = [...bySuggestion]
      .map(([name, targets]) => `"${name}" for ${targets.join(', ')}`)
      .join('; ');
    report({
      pointer: joinPointer(entry.pointer, 'name'),
      message: `${refusing.map((f) => f.target).join(', ')} would refuse the name "${tool.name}". ${refusing[0]!.reason} A valid name there: ${suggestions}.`,
    });
  },
};
