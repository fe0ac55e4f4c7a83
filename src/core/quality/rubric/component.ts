import type { DescriptionReading } from './reading';
import { signalsOf } from './signals';
import type { Signal } from './signals';

export const RUBRIC_COMPONENT_IDS = [
  'purpose',
  'usageGuideline',
  'limitation',
  'parameterExplanation',
  'examplesBalance',
  'lengthCompleteness',
] as const;
export type RubricComponentId = (typeof RUBRIC_COMPONENT_IDS)[number];

/** Scores run 1 (missing) to 5 (complete), as in the paper's rubric. */
export const RUBRIC_MIN = 1;
export const RUBRIC_MAX = 5;

/**
 * A line fitted on the judges' calibration set (non-negative least squares, so no signal can
 * lower a score), and four cut points that split it into 1–5 with the same shares of each score
 * as the judges' median gave on that set. `docs/quality.md` tells how they were fitted.
 */
export interface RubricFit {
  weights: Partial<Record<Signal, number>>;
  intercept: number;
  cuts: readonly [number, number, number, number];
}

/**
 * What a tool offers beside its description: its parameters and which of them are described.
 * Without `parameters` the schema is unknown (a description scored alone, as the judges saw it).
 */
export interface RubricContext {
  parameters?: { name: string; described: boolean }[];
}

/** An edit the author could make, and how the description's reading would change with it. */
export interface RubricEdit {
  advice: string;
  apply: (reading: DescriptionReading) => DescriptionReading;
  /** The tool's context after the edit, when the edit is to the schema rather than the text. */
  context?: RubricContext;
}

export interface RubricComponent {
  id: RubricComponentId;
  label: string;
  fit: RubricFit;
  /** The score; components that read more than the fitted line (the schema, a cap) override it. */
  score?: (reading: DescriptionReading, context: RubricContext, fitted: number) => number;
  why: (reading: DescriptionReading, context: RubricContext, score: number) => string;
  edit: (reading: DescriptionReading, context: RubricContext) => RubricEdit;
}

export function fittedValue(fit: RubricFit, reading: DescriptionReading): number {
  const signals = signalsOf(reading);
  let value = fit.intercept;
  for (const [signal, weight] of Object.entries(fit.weights) as [Signal, number][])
    value += weight * signals[signal];
  return value;
}

export function toScale(value: number, cuts: RubricFit['cuts']): number {
  return RUBRIC_MIN + cuts.filter((cut) => value > cut).length;
}

/** The reading with one more sentence of about `chars` characters carrying the given cues. */
export function withSentence(
  reading: DescriptionReading,
  chars: number,
  add: Partial<
    Pick<DescriptionReading, 'verbs' | 'negated' | 'parameterLines'> & DescriptionReading['cues']
  >,
): DescriptionReading {
  const { verbs = 0, negated = 0, parameterLines = 0, ...cues } = add;
  const next = { ...reading.cues };
  for (const [kind, n] of Object.entries(cues) as [keyof typeof next, number][]) next[kind] += n;
  return {
    ...reading,
    chars: reading.chars + chars,
    sentences: [...reading.sentences, 'x'.repeat(chars)],
    words: reading.words + Math.round(chars / AVERAGE_WORD_CHARS),
    verbs: reading.verbs + verbs,
    negated: reading.negated + negated,
    parameterLines: reading.parameterLines + parameterLines,
    cues: next,
  };
}

/** Characters per English word with its space, to turn an edit's length into words. */
const AVERAGE_WORD_CHARS = 6;

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
