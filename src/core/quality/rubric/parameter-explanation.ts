import { plural, RUBRIC_MAX, RUBRIC_MIN, withSentence } from './component';
import type { RubricComponent, RubricContext } from './component';

/**
 * Parameter explanation (arXiv 2602.14878, component 4). The judges read the description alone;
 * a tool also explains its inputs in its schema, so the score is the better of the description's
 * fitted score and the share of parameters the schema describes. A tool without parameters has
 * nothing to explain.
 */
function schemaScore(context: RubricContext): number {
  const { parameters } = context;
  if (parameters === undefined) return RUBRIC_MIN;
  if (parameters.length === 0) return RUBRIC_MAX;
  const described = parameters.filter((p) => p.described).length;
  return RUBRIC_MIN + Math.round(((RUBRIC_MAX - RUBRIC_MIN) * described) / parameters.length);
}

function undescribed(context: RubricContext): string[] {
  return (context.parameters ?? []).filter((p) => !p.described).map((p) => p.name);
}

/** Names listed in an edit's advice, so a tool with 40 parameters gets a readable line. */
const NAMED_IN_ADVICE = 3;

export const parameterExplanation: RubricComponent = {
  id: 'parameterExplanation',
  label: 'Parameter explanation',
  fit: {
    weights: { length: 0.137, parameter: 0.713, parameterLines: 0.773 },
    intercept: 0.461,
    cuts: [1.676, 2.21, 3.063, 4.42],
  },
  score: (_r, context, fitted) => Math.max(fitted, schemaScore(context)),
  why: (r, context) => {
    const n = context.parameters?.length ?? 0;
    const schema =
      context.parameters === undefined
        ? 'no schema was read'
        : n === 0
          ? 'the tool takes no parameters'
          : `the schema describes ${n - undescribed(context).length} of ${plural(n, 'parameter')}`;
    const said = r.cues.parameter + r.parameterLines;
    return `${said} ${said === 1 ? 'word or line' : 'words or lines'} about inputs in the description; ${schema}`;
  },
  edit: (_r, context) => {
    const missing = undescribed(context);
    if (missing.length > 0) {
      const named = missing
        .slice(0, NAMED_IN_ADVICE)
        .map((m) => `"${m}"`)
        .join(', ');
      const more =
        missing.length > NAMED_IN_ADVICE ? ` and ${missing.length - NAMED_IN_ADVICE} more` : '';
      return {
        advice: `Describe ${named}${more} in the schema: meaning, unit or format, default, and its effect.`,
        apply: (reading) => reading,
        context: { parameters: (context.parameters ?? []).map((p) => ({ ...p, described: true })) },
      };
    }
    return {
      advice:
        'Explain the inputs in the description, one line each: "name: meaning, default, effect".',
      apply: (reading) => withSentence(reading, 120, { parameter: 3, parameterLines: 2 }),
    };
  },
};
