/**
 * How alike two tool descriptions are, in a measure a user can check by hand: the Jaccard
 * similarity of their word sets (distinct words both share ÷ distinct words either uses), after
 * lower-casing, splitting on anything that is not a letter or digit, and setting aside a short
 * list of common words. Word order and repetition do not count.
 *
 * Finding every pair over a threshold uses prefix filtering (Bayardo et al., "Scaling Up All
 * Pairs Similarity Search", WWW 2007): with each set's words ordered rarest first, two sets with
 * Jaccard ≥ t must share a word among the first |A| − ⌈t·|A|⌉ + 1 of each. Only pairs that share
 * such a word are compared, and identical sets are matched by a hash, so a toolset of distinct
 * descriptions costs about one pass over its words.
 */

/** Words that carry no meaning of their own in a tool description; kept short on purpose. */
const COMMON_WORDS: readonly string[] = [
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'to',
  'in',
  'on',
  'for',
  'from',
  'by',
  'with',
  'at',
  'as',
  'is',
  'are',
  'be',
  'it',
  'its',
  'this',
  'that',
];
const COMMON = new Set(COMMON_WORDS);

/** The distinct words of a text that the measure compares, in order of first use. */
export function wordSet(text: string): string[] {
  const words = new Set<string>();
  for (const word of text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u))
    if (word !== '' && !COMMON.has(word)) words.add(word);
  return [...words];
}

/** Jaccard similarity of two word lists taken as sets. */
export function jaccard(a: readonly string[], b: readonly string[]): number {
  const setA = new Set(a);
  const setB = new Set(b);
  let shared = 0;
  for (const word of setA) if (setB.has(word)) shared++;
  const union = setA.size + setB.size - shared;
  return union === 0 ? 0 : shared / union;
}

export interface SimilarMatch {
  /** Index of the earlier text this one is most like. */
  other: number;
  score: number;
}

export interface SimilarityResult {
  /** For each text that has an earlier one at or above the threshold: the most similar (earliest on ties). */
  matches: Map<number, SimilarMatch>;
  /** How many pairs were compared in full: the measure of the work done. */
  compared: number;
}

/** ⌈t·n⌉ without floating-point noise (0.8 × 5 is 4.000000000000001). */
const ceilTimes = (t: number, n: number) => Math.ceil(t * n - 1e-9);

/**
 * For each text, the earlier text whose word set is most similar to its own, when that
 * similarity is at least `threshold` (0 < threshold ≤ 1). Texts that are undefined or have no
 * words are left out. Each text is compared with at most `maxCandidates` earlier ones.
 */
export function similarTexts(
  texts: readonly (string | undefined)[],
  threshold: number,
  maxCandidates: number,
): SimilarityResult {
  const matches = new Map<number, SimilarMatch>();
  const sets = texts.map((text) => (text === undefined ? [] : wordSet(text)));
  // Rarest first: the words that appear in the fewest texts make the shortest candidate lists.
  const frequency = new Map<string, number>();
  for (const words of sets)
    for (const word of words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const rank = (word: string) => frequency.get(word)!;
  const byKey = new Map<string, number>();
  const index = new Map<string, number[]>();
  const lookups: Set<string>[] = [];
  let compared = 0;
  sets.forEach((words, i) => {
    if (words.length === 0) return;
    const ordered = [...words].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
    const key = [...words].sort().join('\u0000');
    const same = byKey.get(key);
    if (same !== undefined) {
      // Identical word sets: matched by hash, never indexed twice.
      matches.set(i, { other: same, score: 1 });
      return;
    }
    byKey.set(key, i);
    const mine = new Set(words);
    lookups[i] = mine;
    const n = words.length;
    const prefix = n - ceilTimes(threshold, n) + 1;
    const candidates = new Set<number>();
    for (let p = 0; p < prefix && candidates.size < maxCandidates; p++)
      for (const j of index.get(ordered[p]!) ?? []) {
        const m = lookups[j]!.size;
        // Size filter: Jaccard ≤ min/max of the sizes.
        if (Math.min(m, n) < ceilTimes(threshold, Math.max(m, n))) continue;
        candidates.add(j);
        if (candidates.size >= maxCandidates) break;
      }
    let best: SimilarMatch | undefined;
    for (const j of candidates) {
      compared++;
      const theirs = lookups[j]!;
      let shared = 0;
      for (const word of mine) if (theirs.has(word)) shared++;
      const score = shared / (mine.size + theirs.size - shared);
      if (
        score >= threshold &&
        (!best || score > best.score || (score === best.score && j < best.other))
      )
        best = { other: j, score };
    }
    if (best) matches.set(i, best);
    for (let p = 0; p < prefix; p++) {
      const list = index.get(ordered[p]!);
      if (list) list.push(i);
      else index.set(ordered[p]!, [i]);
    }
  });
  return { matches, compared };
}
