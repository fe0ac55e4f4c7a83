/**
 * The rubric's surface. The rubric itself (and wink-nlp's English model, about 1 MB) loads on
 * demand: the page fetches it as a chunk of its own when a tab asks for it, never with the first
 * chunk, and the CLI only for the commands that score.
 */
export type { RubricComponentId } from './component';
export { RUBRIC_COMPONENT_IDS, RUBRIC_MAX, RUBRIC_MIN } from './component';
export type { ComponentScore, RubricScores, ToolRubric } from './rubric';
import type * as rubricModule from './rubric';

type RubricModule = typeof rubricModule;

let loading: Promise<RubricModule> | undefined;

export function loadRubric(): Promise<RubricModule> {
  loading ??= import('./rubric');
  return loading;
}
