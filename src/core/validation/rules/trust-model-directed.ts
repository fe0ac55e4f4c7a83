import { parsePointer } from '../../model/pointer';
import { isPlainAsciiText, rangeInString, toolStrings } from '../../trust/strings';
import { MAY_ADDRESS_MODEL, modelDirectedPhrases } from '../../trust/wording';
import type { Rule } from './rule';

/** Prose a model reads as instructions: descriptions and titles at any depth. */
const mayAddress = new WeakMap<object, boolean>();

/** False when no string of the document can hold a phrase: plain ASCII text in which no trigger word occurs at all. */
function documentMayAddressModel(document: { text: string }): boolean {
  let known = mayAddress.get(document);
  if (known === undefined) {
    known = !isPlainAsciiText(document) || MAY_ADDRESS_MODEL.test(document.text);
    mayAddress.set(document, known);
  }
  return known;
}

function isProse(segments: readonly string[]): boolean {
  const last = segments[segments.length - 1];
  return last === 'description' || last === 'title';
}

export const textAddressesModel: Rule = {
  code: 'text-addresses-model',
  severity: 'warning',
  scope: 'tool',
  title:
    'Descriptions describe the tool; they do not give the model orders ("ignore previous instructions", "do not tell the user").',
  rationale:
    "Every client puts descriptions into the model's context, so text aimed at the model rather than describing the tool is how tool poisoning works (invariantlabs-ai/mcp-scan; OWASP LLM01 prompt injection).",
  check({ document, tool, entry, report }) {
    if (!documentMayAddressModel(document)) return;
    for (const item of toolStrings(tool, entry.pointer)) {
      if (
        item.key ||
        !MAY_ADDRESS_MODEL.test(item.text) ||
        !isProse(parsePointer(item.pointer.slice(entry.pointer.length)))
      )
        continue;
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
