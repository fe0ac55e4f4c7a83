import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jaccard, similarTexts, wordSet } from './similarity';

const here = import.meta.dirname;
const realDescriptions = readdirSync(`${here}/../__fixtures__/real-tools`)
  .sort()
  .map((f) => JSON.parse(readFileSync(`${here}/../__fixtures__/real-tools/${f}`, 'utf8')))
  .map((tool: { description?: unknown }) =>
    typeof tool.description === 'string' ? tool.description : undefined,
  );

/** Every pair's best earlier match by brute force: what prefix filtering must reproduce. */
function bruteForce(texts: (string | undefined)[], threshold: number) {
  const found = new Map<number, { other: number; score: number }>();
  texts.forEach((text, i) => {
    if (text === undefined || wordSet(text).length === 0) return;
    let best: { other: number; score: number } | undefined;
    for (let j = 0; j < i; j++) {
      const other = texts[j];
      if (other === undefined) continue;
      const score = jaccard(wordSet(text), wordSet(other));
      if (score >= threshold && (!best || score > best.score)) best = { other: j, score };
    }
    if (best) found.set(i, best);
  });
  return found;
}

describe('word-set similarity', () => {
  it('compares distinct words, ignoring case, punctuation, order and common words', () => {
    expect(wordSet('Get the weather, for a CITY. Get it now!')).toEqual([
      'get',
      'weather',
      'city',
      'now',
    ]);
    // {create, multiple, new, entities, knowledge, graph} against the same with "relations":
    // 6 shared of 7 distinct.
    expect(
      jaccard(
        wordSet('Create multiple new entities in the knowledge graph'),
        wordSet('Create multiple new entities and relations in the knowledge graph'),
      ),
    ).toBeCloseTo(6 / 7);
    expect(jaccard(wordSet('Delete a file.'), wordSet('Delete a folder.'))).toBeCloseTo(1 / 3);
  });

  it('finds the same pairs as comparing every pair, on real descriptions and near copies of them', () => {
    // Real descriptions, then for each one a copy with one word changed and one with a word added:
    // pairs at every level of similarity, including some just under and over each threshold.
    const base = realDescriptions.filter((d): d is string => d !== undefined);
    const texts = [
      ...base,
      ...base.map((d) => d.replace(/\b\w+\b/, 'Fetch')),
      ...base.map((d) => `${d} Also paginates.`),
    ];
    for (const threshold of [0.5, 0.7, 0.8, 0.9]) {
      const { matches } = similarTexts(texts, threshold, 1_000);
      const expected = bruteForce(texts, threshold);
      expect([...matches.keys()].sort((a, b) => a - b)).toEqual(
        [...expected.keys()].sort((a, b) => a - b),
      );
      for (const [i, match] of matches) expect(match.score).toBeCloseTo(expected.get(i)!.score);
    }
  });

  it('matches identical word sets by hash and compares distinct descriptions only where they share a rare word', () => {
    const distinct = realDescriptions.filter((d): d is string => d !== undefined);
    // 600 descriptions: the real ones repeated, as a tools/list of 15 servers' worth of copies.
    const repeated = Array.from({ length: 600 }, (_, i) => distinct[i % distinct.length]);
    const { matches, compared } = similarTexts(repeated, 0.8, 256);
    // Every copy after the first is matched to the first, by hash, with no comparison.
    expect(matches.size).toBe(600 - distinct.length);
    for (const [i, match] of matches)
      expect(match).toEqual({ other: i % distinct.length, score: 1 });
    // The 41 distinct ones are compared only where they share a rare word: fewer full comparisons
    // than descriptions (0 when measured), against 820 pairs for comparing every pair.
    expect(compared).toBe(similarTexts(distinct, 0.8, 256).compared);
    expect(compared).toBeLessThan(distinct.length);
  });

  it('bounds the comparisons per description', () => {
    // 300 descriptions that all share the same 20 words and differ in one: every pair is a candidate.
    const common = Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ');
    const texts = Array.from({ length: 300 }, (_, i) => `${common} unique${i}`);
    const { compared, matches } = similarTexts(texts, 0.8, 16);
    expect(compared).toBeLessThanOrEqual(300 * 16);
    expect(matches.size).toBe(299);
  });
});
