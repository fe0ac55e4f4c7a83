import type { HintName } from '../model/types';
import { isPlainObject, REGISTRY_HINT_NAMES } from '../model/types';
import {
  affirmedWords,
  DESTRUCTIVE_WORDS,
  nameWords,
  OPEN_WORLD_WORDS,
  wordsOf,
  WRITE_WORDS,
} from './wording';

/** A hint value that the text must not contradict, and the words that would. */
const CONTRADICTIONS: readonly {
  hint: HintName;
  value: boolean;
  words: readonly string[];
  claim: string;
  says: string;
}[] = [
  {
    hint: 'readOnlyHint',
    value: true,
    words: WRITE_WORDS,
    claim: 'read-only',
    says: 'it changes something',
  },
  {
    hint: 'destructiveHint',
    value: false,
    words: DESTRUCTIVE_WORDS,
    claim: 'not destructive',
    says: 'it deletes or replaces data',
  },
  {
    hint: 'openWorldHint',
    value: false,
    words: OPEN_WORLD_WORDS,
    claim: 'closed-world',
    says: 'it reaches the web or other outside systems',
  },
];

/** The tool's own text that says what it does, by where it was found. */
function textSources(tool: Record<string, unknown>): { where: string; text: string }[] {
  const sources: { where: string; text: string }[] = [];
  if (typeof tool.name === 'string')
    sources.push({ where: 'name', text: nameWords(tool.name).join(' ') });
  if (typeof tool.title === 'string') sources.push({ where: 'title', text: tool.title });
  const annotations = tool.annotations;
  if (isPlainObject(annotations) && typeof annotations.title === 'string')
    sources.push({ where: 'annotations title', text: annotations.title });
  if (typeof tool.description === 'string')
    sources.push({ where: 'description', text: tool.description });
  return sources;
}

export interface HintContradiction {
  /** The hint as spelt in the document (`readOnlyHint`, or `readOnly` in a registry entry). */
  key: string;
  value: boolean;
  claim: string;
  says: string;
  evidence: { where: string; found: string[] }[];
}

/** Every hint whose value the tool's name, title or description contradicts, with the words that do. */
export function hintContradictions(
  tool: Record<string, unknown>,
  registry: boolean,
): HintContradiction[] {
  const annotations = tool.annotations;
  if (!isPlainObject(annotations)) return [];
  // Each text is split into words once, and only when a hint could be contradicted.
  let sources: { where: string; words: { word: string }[] }[] | undefined;
  const found: HintContradiction[] = [];
  for (const { hint, value, words, claim, says } of CONTRADICTIONS) {
    const key = registry ? REGISTRY_HINT_NAMES[hint] : hint;
    if (annotations[key] !== value) continue;
    sources ??= textSources(tool).map(({ where, text }) => ({ where, words: wordsOf(text) }));
    const evidence = sources
      .map(({ where, words: said }) => ({ where, found: affirmedWords(said, words) }))
      .filter((e) => e.found.length > 0);
    if (evidence.length > 0) found.push({ key, value, claim, says, evidence });
  }
  return found;
}
