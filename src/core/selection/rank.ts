import MiniSearch from 'minisearch';
import { termOf, wordsOf } from './terms';
import type { ToolText } from './tool-text';

/**
 * Ranks a toolset's tools for a prompt with BM25 (MiniSearch's BM25+) over each tool's name,
 * title, description and parameter text. A lexical proxy for a model's choice: it sees shared
 * words, not meaning, so it finds what the words give away and misses what only sense tells.
 */
export interface RankedTool {
  tool: string;
  score: number;
}

/**
 * A tool's name and title weigh more than its description (a model reads them first and they
 * are short), its parameter text less (it says what the tool needs, not what it is for).
 */
const FIELD_BOOST = { name: 2, title: 1.5, description: 1, parameters: 0.5 } as const;
/** Scores are rounded to this many decimals, so a report is the same on every machine. */
const SCORE_DECIMALS = 3;

export interface ToolRanker {
  rank: (prompt: string) => RankedTool[];
}

export function toolRanker(tools: readonly ToolText[]): ToolRanker {
  const index = new MiniSearch<ToolText & { id: number }>({
    fields: ['name', 'title', 'description', 'parameters'],
    tokenize: wordsOf,
    processTerm: (word) => termOf(word) ?? null,
    searchOptions: { boost: { ...FIELD_BOOST }, combineWith: 'OR', prefix: false, fuzzy: false },
  });
  index.addAll(tools.map((t, id) => ({ ...t, id })));
  const round = 10 ** SCORE_DECIMALS;
  return {
    rank(prompt) {
      const scores = new Array<number>(tools.length).fill(0);
      for (const hit of index.search(prompt))
        scores[hit.id as number] = Math.round(hit.score * round) / round;
      return tools
        .map((t, i) => ({ tool: t.name, score: scores[i]!, i }))
        .sort((a, b) => b.score - a.score || a.i - b.i)
        .map(({ tool, score }) => ({ tool, score }));
    },
  };
}

/**
 * The expected tool's place: 1 + the tools scored strictly higher; `tied` when another tool has
 * the same score (a coin toss for a model is not a first place). Undefined when no tool has
 * that name.
 */
export function placeOf(
  ranked: readonly RankedTool[],
  tool: string,
): { rank: number; tied: boolean } | undefined {
  const own = ranked.find((r) => r.tool === tool);
  if (!own) return undefined;
  return {
    rank: 1 + ranked.filter((r) => r.score > own.score).length,
    tied: ranked.some((r) => r !== own && r.score === own.score),
  };
}
