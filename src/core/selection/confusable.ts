import { termOf, wordsOf } from './terms';
import type { ToolText } from './tool-text';

/**
 * Confusable siblings: pairs of tools whose descriptions a model is likely to mix up, because
 * they say nearly the same words (TF-IDF cosine over the toolset) or one's words all appear in
 * the other's. Each pair says why, and which words only one of them has (the words that would
 * separate them, or none).
 */
export interface ConfusablePair {
  tools: [string, string];
  /** TF-IDF cosine of the two descriptions (title included), 0–1, two decimals. */
  similarity: number;
  why: string;
  /** Words only the first / only the second tool's description has, most telling first. */
  separating: [string[], string[]];
}

/** Descriptions at least this alike (cosine) are named as confusable. */
const CONFUSABLE_SIMILARITY = 0.7;
/** A description covered word for word by another's needs this many terms to count (not "Get"). */
const MIN_TERMS_TO_COVER = 3;
/** Words shown per side as the ones that separate a pair. */
const SEPARATING_WORDS = 4;
/** Pairs are compared among at most this many tools (n² pairs); the rest are not compared. */
const MAX_CONFUSABLE_TOOLS = 2000;

interface Bag {
  terms: Map<string, number>;
  /** A term's first spelling in the text, to show words rather than stems. */
  spelling: Map<string, string>;
  normalized: string;
}

function bagOf(tool: ToolText): Bag {
  const terms = new Map<string, number>();
  const spelling = new Map<string, string>();
  for (const word of wordsOf(`${tool.title} ${tool.description}`)) {
    const term = termOf(word);
    if (!term) continue;
    terms.set(term, (terms.get(term) ?? 0) + 1);
    if (!spelling.has(term)) spelling.set(term, word.toLowerCase());
  }
  return {
    terms,
    spelling,
    normalized: tool.description.trim().toLowerCase().replace(/\s+/g, ' '),
  };
}

export function confusablePairs(tools: readonly ToolText[]): ConfusablePair[] {
  const compared = tools.slice(0, MAX_CONFUSABLE_TOOLS);
  const bags = compared.map(bagOf);
  const df = new Map<string, number>();
  for (const bag of bags)
    for (const term of bag.terms.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const idf = (term: string) => Math.log(1 + bags.length / (df.get(term) ?? 1));
  const vectors = bags.map((bag) => {
    const v = new Map<string, number>();
    let norm = 0;
    for (const [term, tf] of bag.terms) {
      const w = tf * idf(term);
      v.set(term, w);
      norm += w * w;
    }
    return { v, norm: Math.sqrt(norm) };
  });
  const pairs: ConfusablePair[] = [];
  for (let i = 0; i < compared.length; i += 1) {
    for (let j = i + 1; j < compared.length; j += 1) {
      const a = bags[i]!;
      const b = bags[j]!;
      if (a.terms.size === 0 || b.terms.size === 0) continue;
      const va = vectors[i]!;
      const vb = vectors[j]!;
      let dot = 0;
      for (const [term, w] of va.v) dot += w * (vb.v.get(term) ?? 0);
      const similarity = dot / (va.norm * vb.norm);
      const onlyA = [...a.terms.keys()].filter((t) => !b.terms.has(t));
      const onlyB = [...b.terms.keys()].filter((t) => !a.terms.has(t));
      const covered =
        (onlyA.length === 0 && a.terms.size >= MIN_TERMS_TO_COVER) ||
        (onlyB.length === 0 && b.terms.size >= MIN_TERMS_TO_COVER);
      if (similarity < CONFUSABLE_SIMILARITY && !covered) continue;
      const [nameA, nameB] = [compared[i]!.name, compared[j]!.name];
      const why =
        a.normalized === b.normalized
          ? 'the same description'
          : onlyA.length === 0 && a.terms.size >= MIN_TERMS_TO_COVER
            ? `every word of ${nameA}'s description is in ${nameB}'s`
            : onlyB.length === 0 && b.terms.size >= MIN_TERMS_TO_COVER
              ? `every word of ${nameB}'s description is in ${nameA}'s`
              : `descriptions ${Math.round(similarity * 100)}% alike`;
      const telling = (only: string[], bag: Bag) =>
        [...only]
          .sort((x, y) => idf(y) - idf(x) || x.localeCompare(y))
          .slice(0, SEPARATING_WORDS)
          .map((t) => bag.spelling.get(t) ?? t);
      pairs.push({
        tools: [nameA, nameB],
        similarity: Math.round(similarity * 100) / 100,
        why,
        separating: [telling(onlyA, a), telling(onlyB, b)],
      });
    }
  }
  return pairs.sort((x, y) => y.similarity - x.similarity);
}
