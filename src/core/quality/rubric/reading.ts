import { englishReader } from './nlp';

/**
 * What the rubric's components read in one description, found once per description. The cue
 * words are matched against wink-nlp's lemmas, so "returns", "returned" and "returning" count
 * as one cue; negation comes from wink-nlp's negation scopes, not from a list of "not"s.
 */
export interface DescriptionReading {
  text: string;
  chars: number;
  sentences: string[];
  /** Word tokens (wink-nlp's `word` type). */
  words: number;
  verbs: number;
  /** Word tokens inside a negation scope ("do not use for …", "never returns …"). */
  negated: number;
  /** Lemma counts per cue list below. */
  cues: Record<CueKind, number>;
  /** Lines shaped like `name: meaning`, `- name (type): meaning` or `@param name`. */
  parameterLines: number;
  /** Lines that look like code or a literal example (JSON, a call, a shell line, backticks). */
  exampleLines: number;
  /** Share of letters outside the Latin script (a description in another language). */
  nonLatinShare: number;
  /** True when the text says it has no description ("No description", "TODO", empty). */
  placeholder: boolean;
}

const CUE_LEMMAS = {
  /** What the tool gives back. */
  returns: [
    'return',
    'retrieve',
    'fetch',
    'list',
    'output',
    'provide',
    'yield',
    'response',
    'result',
  ],
  /** When to pick it (and when not). */
  usage: [
    'use',
    'useful',
    'ideal',
    'when',
    'instead',
    'prefer',
    'should',
    'recommend',
    'suitable',
    'before',
    'after',
    'call',
    'invoke',
  ],
  /** Caveats and bounds. */
  limitation: [
    'only',
    'limit',
    'maximum',
    'max',
    'minimum',
    'least',
    'most',
    'cannot',
    'must',
    'require',
    'note',
    'warning',
    'caveat',
    'unsupported',
    'support',
    'exceed',
    'timeout',
    'restrict',
    'unless',
    'except',
    'fail',
    'error',
  ],
  /** Inputs. */
  parameter: [
    'parameter',
    'param',
    'argument',
    'arg',
    'args',
    'input',
    'optional',
    'required',
    'default',
    'require',
    'specify',
    'provide',
    'pass',
    'option',
    'field',
    'value',
  ],
  /** Examples. */
  example: ['example', 'e.g.', 'eg', 'instance', 'sample', 'such', 'like'],
} as const;
export type CueKind = keyof typeof CUE_LEMMAS;
const CUE_KINDS = Object.keys(CUE_LEMMAS) as CueKind[];
const CUE_SETS = new Map(CUE_KINDS.map((k) => [k, new Set<string>(CUE_LEMMAS[k])]));

const PARAMETER_LINE =
  /^\s*(?:[-*•]\s*)?(?:@param\s+)?[`'"]?[A-Za-z_][\w.-]*[`'"]?\s*(?:\([^)]{0,40}\))?\s*[:–—-]\s+\S/;
const EXAMPLE_LINE = /^\s*(?:[{[]|```|\$ |>>>|[\w.]+\([^)]*\)\s*$)|`[^`]+`/;
const PLACEHOLDER = /^(?:no description|none|n\/a|todo|tbd|description)?\.?$/i;
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/gu;
const ANY_LETTER = /\p{L}/gu;

export function readDescription(description: string): DescriptionReading {
  const text = description.trim();
  const nlp = englishReader();
  const its = nlp.its;
  const cues = Object.fromEntries(CUE_KINDS.map((k) => [k, 0])) as Record<CueKind, number>;
  const sentences: string[] = [];
  let words = 0;
  let verbs = 0;
  let negated = 0;
  const lines = text.split('\n');
  // Line by line: wink-nlp's sentence boundaries run on across line breaks, and a bullet or an
  // "Args:" entry is a statement of its own to a reader.
  for (const line of lines) {
    if (line.trim() === '') continue;
    const doc = nlp.readDoc(line);
    sentences.push(...doc.sentences().out());
    const types = doc.tokens().out(its.type);
    const pos = doc.tokens().out(its.pos);
    const negation = doc.tokens().out(its.negationFlag);
    // wink-nlp's types give `lemma` an addons parameter `out` does not promise; it is a token function.
    const lemmas = doc.tokens().out(its.lemma as unknown as typeof its.normal);
    types.forEach((type, i) => {
      if (type !== 'word') return;
      words += 1;
      if (pos[i] === 'VERB') verbs += 1;
      if (negation[i]) negated += 1;
      const lemma = (lemmas[i] ?? '').toLowerCase();
      for (const kind of CUE_KINDS) if (CUE_SETS.get(kind)?.has(lemma)) cues[kind] += 1;
    });
  }
  const letters = text.match(ANY_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  return {
    text,
    chars: text.length,
    sentences,
    words,
    verbs,
    negated,
    cues,
    parameterLines: lines.filter((l) => PARAMETER_LINE.test(l)).length,
    exampleLines: lines.filter((l) => EXAMPLE_LINE.test(l)).length,
    nonLatinShare: letters ? 1 - latin / letters : 0,
    placeholder: PLACEHOLDER.test(text),
  };
}
