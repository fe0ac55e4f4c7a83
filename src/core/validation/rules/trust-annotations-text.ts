import { joinPointer } from '../../model/pointer';
import type { HintName } from '../../model/types';
import { isPlainObject, REGISTRY_HINT_NAMES } from '../../model/types';
import { affirmedWords, DESTRUCTIVE_WORDS, nameWords, OPEN_WORLD_WORDS, wordsOf, WRITE_WORDS } from '../../trust/wording';
import type { Rule } from './rule';

/** A hint value that the text must not contradict, and the words that would. */
const CONTRADICTIONS: readonly { hint: HintName; value: boolean; words: readonly string[]; claim: string; says: string }[] = [
  { hint: 'readOnlyHint', value: true, words: WRITE_WORDS, claim: 'read-only', says: 'it changes something' },
  { hint: 'destructiveHint', value: false, words: DESTRUCTIVE_WORDS, claim: 'not destructive', says: 'it deletes or replaces data' },
  { hint: 'openWorldHint', value: false, words: OPEN_WORLD_WORDS, claim: 'closed-world', says: 'it reaches the web or other outside systems' },
];

/** The words of a tool's own text that say what it does, by where they were found. */
function textSources(tool: Record<string, unknown>): { where: string; text: string }[] {
  const sources: { where: string; text: string }[] = [];
  if (typeof tool.name === 'string') sources.push({ where: 'name', text: nameWords(tool.name).join(' ') });
  if (typeof tool.title === 'string') sources.push({ where: 'title', text: tool.title });
  const annotations = tool.annotations;
  if (isPlainObject(annotations) && typeof annotations.title === 'string') sources.push({ where: 'annotations title', text: annotations.title });
  if (typeof tool.description === 'string') sources.push({ where: 'description', text: tool.description });
  return sources;
}

export const annotationsContradictText: Rule = {
  code: 'annotations-contradict-text',
  severity: 'warning',
  scope: 'tool',
  title: 'Behaviour hints agree with the name and description (read-only tools do not "delete", closed-world tools do not reach the "web").',
  rationale: 'Clients use the hints to decide what to confirm with the user (MCP ToolAnnotations); a read-only hint on a tool whose text says it deletes skips that confirmation. Reviewers of MCP servers check both.',
  check({ tool, entry, report }) {
    const annotations = tool.annotations;
    if (!isPlainObject(annotations)) return;
    const registry = entry.registryEntryPointer !== undefined;
    // Each text is split into words once, and only when a hint could be contradicted.
    let sources: { where: string; words: { word: string }[] }[] | undefined;
    for (const { hint, value, words, claim, says } of CONTRADICTIONS) {
      const key = registry ? REGISTRY_HINT_NAMES[hint] : hint;
      if (annotations[key] !== value) continue;
      sources ??= textSources(tool).map(({ where, text }) => ({ where, words: wordsOf(text) }));
      const evidence = sources
        .map(({ where, words: said }) => ({ where, found: affirmedWords(said, words) }))
        .filter(({ found }) => found.length > 0);
      if (evidence.length === 0) continue;
      const said = evidence.map(({ where, found }) => `the ${where} says ${found.map((w) => `"${w}"`).join(', ')}`).join(' and ');
      report({
        pointer: joinPointer(entry.pointer, 'annotations', key),
        message: `"${key}" is ${value}, so clients treat the tool as ${claim}, but ${said}: ${says}. Correct the hint, or reword the text if it is wrong.`,
      });
    }
  },
};
