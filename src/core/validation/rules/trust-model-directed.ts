import { parsePointer } from '../../model/pointer';
import { collectStrings, rangeInString } from '../../trust/strings';
import { modelDirectedPhrases } from '../../trust/wording';
import type { Rule } from './rule';

/** Prose a model reads as instructions: descriptions and titles at any depth. */
function isProse(segments: readonly string[]): boolean {
  const last = segments[segments.length - 1];
  return last === 'description' || last === 'title';
}

export const textAddressesModel: Rule = {
  code: 'text-addresses-model',
  severity: 'warning',
  scope: 'tool',
  title: 'Descriptions describe the tool; they do not give the model orders ("ignore previous instructions", "do not tell the user").',
  rationale: 'Every client puts descriptions into the model\'s context, so text aimed at the model rather than describing the tool is how tool poisoning works (invariantlabs-ai/mcp-scan; OWASP LLM01 prompt injection).',
  check({ document, tool, entry, report }) {
    for (const item of collectStrings(tool, entry.pointer)) {
      if (item.key || !isProse(parsePointer(item.pointer.slice(entry.pointer.length)))) continue;
      for (const { match, index, label } of modelDirectedPhrases(item.text)) {
        const range = rangeInString(document, item.pointer, false, index, index + match.length);
        report({
          pointer: item.pointer,
          ...(range ? { range } : {}),
          message: `"${match}" ${label} rather than describing the tool. Say what the tool does and when to use it; a client may treat this text as an attack.`,
        });
      }
    }
  },
};
