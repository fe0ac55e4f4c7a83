import { joinPointer } from '../../model/pointer';
import type { Rule } from './rule';

/**
 * Text that stands in for a description: a template's own prompt, or a writer's note to self. A
 * model reads it as the description, so a tool that still says it is undocumented in practice.
 */
const PLACEHOLDERS: readonly RegExp[] = [
  /^describe what the (tool|parameter) does\b/i,
  /^(a )?(short )?description( goes)?( here)?\.?$/i,
  /^(todo|tbd|fixme|xxx)\b/i,
  /\blorem ipsum\b/i,
];

const isPlaceholder = (text: unknown): text is string =>
  typeof text === 'string' && PLACEHOLDERS.some((pattern) => pattern.test(text.trim()));

export const descriptionPlaceholder: Rule = {
  code: 'description-placeholder',
  severity: 'warning',
  scope: 'tool',
  title: 'No description is a leftover placeholder.',
  rationale:
    'A template\'s prompt ("Describe what the tool does…"), "TODO" or "lorem ipsum" reaches the model as the description itself, so the tool or parameter is undocumented in practice (MCP: "description: A human-readable description of the tool", https://modelcontextprotocol.io/specification/2025-06-18/server/tools).',
  check({ tool, entry, inputKey, report }) {
    if (isPlaceholder(tool.description))
      report({
        pointer: joinPointer(entry.pointer, 'description'),
        message:
          'The description is still placeholder text. Say in a sentence what the tool does, starting with a verb.',
      });
    const schema = tool[inputKey];
    if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return;
    const properties = (schema as Record<string, unknown>).properties;
    if (properties === null || typeof properties !== 'object' || Array.isArray(properties)) return;
    for (const [name, property] of Object.entries(properties as Record<string, unknown>)) {
      if (property === null || typeof property !== 'object' || Array.isArray(property)) continue;
      if (isPlaceholder((property as Record<string, unknown>).description))
        report({
          pointer: joinPointer(entry.pointer, inputKey, 'properties', name, 'description'),
          message: `The description of "${name}" is still placeholder text. Say what the model should pass, with units or an example.`,
        });
    }
  },
};
