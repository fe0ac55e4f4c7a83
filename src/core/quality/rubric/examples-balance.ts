import { plural, withSentence } from './component';
import type { RubricComponent } from './component';

/**
 * Examples vs. description balance (arXiv 2602.14878, component 5): the prose must stand on its
 * own, examples only supplement it. A description that is mostly example lines is held at
 * EXAMPLES_ONLY_CAP whatever its length, as the rubric's bands 1–2 say.
 */
const EXAMPLES_ONLY_CAP = 2;

export const examplesBalance: RubricComponent = {
  id: 'examplesBalance',
  label: 'Examples and description',
  fit: {
    weights: { length: 0.282, sentences: 0.247, example: 0.27 },
    intercept: -0.391,
    cuts: [1.911, 2.204, 3.438, 3.723],
  },
  score: (r, _context, fitted) =>
    r.exampleLines > r.sentences.length - r.exampleLines
      ? Math.min(fitted, EXAMPLES_ONLY_CAP)
      : fitted,
  why: (r) =>
    `${plural(r.sentences.length, 'sentence')} of prose, ${plural(r.cues.example, 'example cue')}, ${plural(r.exampleLines, 'code or literal line')}`,
  edit: (r) =>
    r.exampleLines > r.sentences.length - r.exampleLines
      ? {
          advice: 'Explain in prose what the examples show; keep the examples as a supplement.',
          apply: (reading) =>
            withSentence(withSentence(reading, 90, { verbs: 1 }), 90, { verbs: 1 }),
        }
      : {
          advice:
            'After the prose, add one short example of a typical call: "For example, … returns …".',
          apply: (reading) => withSentence(reading, 70, { example: 1 }),
        },
};
