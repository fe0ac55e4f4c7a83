/**
 * Loads the o200k_base tokenizer on first use. It is about 1 MB compressed, so the page fetches it
 * only when a cost figure is shown, and nothing imports it statically.
 */
import { countMergedTokens } from './bpe-merge';
import type { RankOf } from './bpe-merge';
import type { CountTokens } from './types';

/** Chunks whose count is remembered: words repeat across descriptions and tools. */
const CHUNK_CACHE_SIZE = 20_000;

/**
 * The parts of gpt-tokenizer's encoder the linear count reads: its vocabulary lookups. They are
 * not in its published types, so they are checked at load; without them the library counts.
 */
interface EncoderRanks {
  getBpeRankFromString(text: string): number | undefined;
  getBpeRankFromBytes(bytes: Uint8Array): number | undefined;
}

function encoderRanks(api: unknown): EncoderRanks | undefined {
  const core = (api as { bytePairEncodingCoreProcessor?: Partial<EncoderRanks> } | undefined)
    ?.bytePairEncodingCoreProcessor;
  if (
    typeof core?.getBpeRankFromString !== 'function' ||
    typeof core.getBpeRankFromBytes !== 'function'
  )
    return undefined;
  return core as EncoderRanks;
}

/**
 * Counts as gpt-tokenizer's `countTokens` does with no special tokens allowed (every chunk of its
 * pre-tokenizer, merged byte pair by byte pair), with the merge of `bpe-merge.ts`: the same tokens
 * in O(n log n) per chunk instead of O(n²).
 */
function linearCounter(ranks: EncoderRanks, splitPattern: RegExp): (text: string) => number {
  const encoder = new TextEncoder();
  const rankOf: RankOf = (bytes, start, end) =>
    ranks.getBpeRankFromBytes(bytes.subarray(start, end));
  const cache = new Map<string, number>();
  const split = new RegExp(splitPattern.source, 'gu');
  return (text) => {
    let total = 0;
    for (const [chunk] of text.matchAll(split)) {
      if (ranks.getBpeRankFromString(chunk) !== undefined) {
        total++;
        continue;
      }
      let count = cache.get(chunk);
      if (count === undefined) {
        count = countMergedTokens(encoder.encode(chunk), rankOf);
        if (cache.size >= CHUNK_CACHE_SIZE) cache.clear();
        cache.set(chunk, count);
      }
      total += count;
    }
    return total;
  };
}

let loading: Promise<CountTokens> | undefined;

export function loadO200k(): Promise<CountTokens> {
  loading ??= Promise.all([
    import('gpt-tokenizer/encoding/o200k_base'),
    import('gpt-tokenizer/encodingParams/constants'),
  ]).then(([m, constants]) => {
    const ranks = encoderRanks(m.default);
    if (ranks) return linearCounter(ranks, constants.O200K_TOKEN_SPLIT_REGEX);
    // Text such as "<|endoftext|>" in a description is sent as text, not as a control token;
    // the tokenizer's default is to throw on it.
    const options = { disallowedSpecial: new Set<string>() };
    return (text: string) => m.countTokens(text, options);
  });
  return loading;
}
