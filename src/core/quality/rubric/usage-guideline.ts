import { plural, withSentence } from './component';
import type { RubricComponent } from './component';

/** Usage guideline: when to use the tool and when not to (arXiv 2602.14878, component 2). */
export const usageGuideline: RubricComponent = {
  id: 'usageGuideline',
  label: 'Usage guideline',
  fit: {
    weights: { length: 0.458, usage: 0.544, negated: 0.327 },
    intercept: -0.774,
    cuts: [1.611, 2.452, 3.138, 4.167],
  },
  why: (r) =>
    `${plural(r.cues.usage, 'word')} about when to use it, ${
      r.negated > 0 ? `${plural(r.negated, 'word')} under a negation` : 'nothing about when not to'
    }`,
  edit: (r) => ({
    advice:
      r.cues.usage > 0 && r.negated === 0
        ? 'Say when not to use it: "Do not use it for …; use … instead."'
        : 'Add "Use this when …; do not use it for … (use … instead)."',
    apply: (reading) => withSentence(reading, 90, { usage: 2, negated: 4 }),
  }),
};
