import { createCostCounter, errorMessage } from '../core';
import { loadO200k } from '../core/cost/o200k';
import type { CostRequest, CostResponse } from './cost-protocol';

// The Cost tab's worker: the tokenizer (a large chunk) loads here, never on the page, and each
// document's count is remembered for as long as the worker lives.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CostRequest>) => void) | null;
  postMessage(message: CostResponse): void;
};
const counter = loadO200k().then(createCostCounter);
scope.onmessage = (event) => {
  const { id, query } = event.data;
  counter.then(
    ({ figures }) => {
      try {
        scope.postMessage({ id, figures: figures(query) });
      } catch (error) {
        scope.postMessage({ id, failure: `Counting failed (${errorMessage(error)}).` });
      }
    },
    (error: unknown) =>
      scope.postMessage({
        id,
        failure: `The tokenizer could not be loaded (${errorMessage(error)}); reload the page to try again.`,
      }),
  );
};
