import { plural, withSentence } from './component';
import type { RubricComponent } from './component';

/** Length and completeness: 4+ substantive sentences score highest (arXiv 2602.14878, component 6). */
const FULL_SENTENCES = 4;

export const lengthCompleteness: RubricComponent = {
  id: 'lengthCompleteness',
  label: 'Length and completeness',
  fit: {
    weights: { length: 0.631, sentences: 0.102 },
    intercept: -1.273,
    cuts: [1.451, 2.688, 3.421, 4.151],
  },
  why: (r) => `${plural(r.sentences.length, 'sentence')}, ${plural(r.chars, 'character')}`,
  edit: (r) => {
    const missing = Math.max(1, FULL_SENTENCES - r.sentences.length);
    return {
      advice: `Write ${plural(missing, 'more sentence')}: purpose, when to use it, its limits and its inputs each deserve one.`,
      apply: (reading) => {
        let next = reading;
        for (let i = 0; i < missing; i += 1) next = withSentence(next, 90, {});
        return next;
      },
    };
  },
};
