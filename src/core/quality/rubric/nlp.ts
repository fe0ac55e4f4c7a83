import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * The English reader behind the rubric: wink-nlp with its light web model (sentence boundaries,
 * parts of speech, negation scopes, lemmas). Built on first use, not at import, because loading
 * the model takes most of a second and the core does no work at import time.
 */
type Nlp = ReturnType<typeof winkNLP>;

let nlp: Nlp | undefined;

export function englishReader(): Nlp {
  nlp ??= winkNLP(model, ['sbd', 'negation', 'pos']);
  return nlp;
}
