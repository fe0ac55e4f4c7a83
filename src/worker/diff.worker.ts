import { compareTexts, errorMessage, loadPatternEngine, textMayUsePatterns } from '../core';
import type { DiffRequest, DiffResponse } from './diff-runner';

// The Compare view's worker: one diff at a time, stopped by the page's watchdog when a witness
// search meets a pattern that backtracks without end.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DiffRequest>) => void) | null;
  postMessage(message: DiffResponse): void;
};
scope.onmessage = async (event) => {
  const { id, oldText, newText, labels } = event.data;
  try {
    // Witness values are checked against the schemas: their patterns need RE2, loaded on demand.
    if (textMayUsePatterns(oldText) || textMayUsePatterns(newText)) await loadPatternEngine();
    scope.postMessage({ id, comparison: compareTexts(oldText, newText, labels) });
  } catch (error) {
    scope.postMessage({ id, failure: errorMessage(error) });
  }
};
