import { CLAUDE_CODE_DESCRIPTION_CUT } from '../../hosts/description-cut';
import { descriptionOf, parametersOf } from '../checks';
import { fittedValue, RUBRIC_MIN, toScale } from './component';
import type { RubricComponent, RubricComponentId, RubricContext } from './component';
import { examplesBalance } from './examples-balance';
import { lengthCompleteness } from './length-completeness';
import { limitation } from './limitation';
import { parameterExplanation } from './parameter-explanation';
import { purpose } from './purpose';
import { readDescription } from './reading';
import type { DescriptionReading } from './reading';
import { usageGuideline } from './usage-guideline';

/**
 * The six-component rubric of arXiv 2602.14878 ("MCP tool descriptions are smelly"), scored
 * offline: each component is a line fitted to three model judges' published scores, read from
 * what wink-nlp finds in the description. It estimates what those judges would say; it is not
 * a judge, and the judges are models, not people.
 */
export const RUBRIC_COMPONENTS: readonly RubricComponent[] = [
  purpose,
  usageGuideline,
  limitation,
  parameterExplanation,
  examplesBalance,
  lengthCompleteness,
];

/** A description read past this many characters adds nothing the rubric could use. */
const MAX_READ_CHARS = 20_000;

export interface ComponentScore {
  id: RubricComponentId;
  label: string;
  /** 1–5. */
  score: number;
  /** What the score was read from. */
  why: string;
  /** The edit worth most for this component, and what it would add (0 at the top score). */
  edit: string;
  gain: number;
}

export type RubricScores = Record<RubricComponentId, number>;

export interface ToolRubric {
  components: ComponentScore[];
  scores: RubricScores;
  /** The single edit that would add the most points over all components; undefined at full marks. */
  bestEdit: { component: RubricComponentId; advice: string; gain: number } | undefined;
  /**
   * The description as Claude Code sees it: it cuts at CLAUDE_CODE_DESCRIPTION_CUT (the hosts'
   * fact), and the rubric rewards length; this is where length stops paying.
   */
  compact: {
    chars: number;
    cut: number;
    /** The scores of the text that survives the cut; equal to `scores` when nothing is cut. */
    scores: RubricScores;
    /** Components that lose points to the cut. */
    lost: RubricComponentId[];
  };
}

function contextOf(tool: Record<string, unknown>, inputKey: string): RubricContext {
  return {
    parameters: parametersOf(tool[inputKey]).map(([name, p]) => ({
      name,
      described: typeof p.description === 'string' && p.description.trim() !== '',
    })),
  };
}

function componentScore(
  component: RubricComponent,
  reading: DescriptionReading,
  context: RubricContext,
): number {
  if (reading.placeholder) return RUBRIC_MIN;
  const fitted = toScale(fittedValue(component.fit, reading), component.fit.cuts);
  return component.score ? component.score(reading, context, fitted) : fitted;
}

function scoresOf(reading: DescriptionReading, context: RubricContext): RubricScores {
  return Object.fromEntries(
    RUBRIC_COMPONENTS.map((c) => [c.id, componentScore(c, reading, context)]),
  ) as RubricScores;
}

/** Scores one description against the rubric; `context` adds what the schema explains. */
export function rubricOf(description: string, context: RubricContext): ToolRubric {
  const text = description.slice(0, MAX_READ_CHARS);
  const reading = readDescription(text);
  const components = RUBRIC_COMPONENTS.map((c): ComponentScore => {
    const score = componentScore(c, reading, context);
    const edit = c.edit(reading, context);
    const after = componentScore(c, edit.apply(reading), edit.context ?? context);
    return {
      id: c.id,
      label: c.label,
      score,
      why: reading.placeholder
        ? 'the description is a placeholder'
        : c.why(reading, context, score),
      edit: edit.advice,
      gain: Math.max(0, after - score),
    };
  });
  const scores = Object.fromEntries(components.map((c) => [c.id, c.score])) as RubricScores;
  // The biggest gain wins; on a tie, the lower score (the worse smell), then the rubric's order.
  let best: ComponentScore | undefined;
  for (const c of components)
    if (
      c.gain > 0 &&
      (!best || c.gain > best.gain || (c.gain === best.gain && c.score < best.score))
    )
      best = c;
  const cutText = text.slice(0, CLAUDE_CODE_DESCRIPTION_CUT);
  const compactScores =
    cutText.length < text.length ? scoresOf(readDescription(cutText), context) : scores;
  return {
    components,
    scores,
    bestEdit: best && { component: best.id, advice: best.edit, gain: best.gain },
    compact: {
      chars: description.length,
      cut: CLAUDE_CODE_DESCRIPTION_CUT,
      scores: compactScores,
      lost: RUBRIC_COMPONENTS.filter((c) => compactScores[c.id] < scores[c.id]).map((c) => c.id),
    },
  };
}

/** The rubric of one tool: its description, and its parameters under `inputKey`. */
export function toolRubric(tool: Record<string, unknown>, inputKey = 'inputSchema'): ToolRubric {
  return rubricOf(descriptionOf(tool) ?? '', contextOf(tool, inputKey));
}
