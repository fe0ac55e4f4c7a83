import { plural, withSentence } from './component';
import type { RubricComponent } from './component';

/** Purpose: what the tool does, how it behaves and what it returns (arXiv 2602.14878, component 1). */
export const purpose: RubricComponent = {
  id: 'purpose',
  label: 'Purpose',
  fit: {
    weights: { length: 0.572, verbs: 0.187, returns: 0.0 },
    intercept: -0.219,
    cuts: [1.433, 2.581, 3.352, 4.393],
  },
  why: (r) =>
    `${plural(r.sentences.length, 'sentence')}, ${plural(r.verbs, 'action verb')}, ${
      r.cues.returns > 0 ? 'says what it returns' : 'does not say what it returns'
    }`,
  edit: (r) => ({
    advice:
      r.cues.returns > 0
        ? 'Say how the tool behaves: what it reads or changes, in which order, and what shapes its answer.'
        : 'Add a sentence that says what the tool returns and how it behaves: "Returns … for …; reads … and changes nothing."',
    apply: (reading) =>
      withSentence(reading, 90, { verbs: 2, returns: r.cues.returns > 0 ? 0 : 1 }),
  }),
};
