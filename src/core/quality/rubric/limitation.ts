import { plural, withSentence } from './component';
import type { RubricComponent } from './component';

/** Limitation: what the tool does not do, its bounds and constraints (arXiv 2602.14878, component 3). */
export const limitation: RubricComponent = {
  id: 'limitation',
  label: 'Limitation',
  fit: {
    weights: { length: 0.269, limitation: 0.465, negated: 0.334, sentences: 0.089 },
    intercept: -0.144,
    cuts: [1.489, 2.541, 2.939, 4.287],
  },
  why: (r) =>
    `${plural(r.cues.limitation, 'word')} of bounds or constraints (only, at most, requires, cannot …), ${plural(r.negated, 'word')} under a negation`,
  edit: () => ({
    advice:
      'State the bounds: what it does not return, its limits (count, size, time, rate) and what it requires.',
    apply: (reading) => withSentence(reading, 90, { limitation: 2, negated: 3 }),
  }),
};
