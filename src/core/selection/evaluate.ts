import type { SelectionCase } from './cases';
import { confusablePairs } from './confusable';
import type { ConfusablePair } from './confusable';
import { placeOf, toolRanker } from './rank';
import type { RankedTool } from './rank';
import { toolText } from './tool-text';

export interface SelectionCaseResult {
  prompt: string;
  tool: string;
  /** Every tool, best first. */
  ranked: RankedTool[];
  /** The expected tool's place (undefined when the toolset has no tool of that name). */
  rank: number | undefined;
  tied: boolean;
  /** Ranked first, alone. */
  ok: boolean;
}

export interface SelectionReport {
  cases: SelectionCaseResult[];
  confusable: ConfusablePair[];
}

export const SELECTION_DISCLAIMER =
  "A lexical proxy for a model's choice (BM25 over names, titles, descriptions and parameters): it sees shared words, not meaning.";

/** Ranks the tools for each case and lists the confusable pairs. Pure and deterministic. */
export function evaluateSelection(
  tools: readonly Record<string, unknown>[],
  cases: readonly SelectionCase[],
): SelectionReport {
  const texts = tools.map(toolText);
  const ranker = toolRanker(texts);
  return {
    cases: cases.map((c) => {
      const ranked = ranker.rank(c.prompt);
      const place = placeOf(ranked, c.tool);
      return {
        prompt: c.prompt,
        tool: c.tool,
        ranked,
        rank: place?.rank,
        tied: place?.tied ?? false,
        ok: place !== undefined && place.rank === 1 && !place.tied,
      };
    }),
    confusable: confusablePairs(texts),
  };
}

/** "1st", "2nd", "3rd", "11th": the place words the studio and the CLI print. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}
