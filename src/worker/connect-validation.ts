import type { WorkspaceStore } from '../store';
import type { ValidationClient } from './validation-client';

/**
 * Keeps the active tool's analysis current: every change of its text (or a switch to a tool
 * without a current analysis) is sent to the worker, and only the answer for the latest text
 * reaches the store.
 */
export function connectValidation(store: WorkspaceStore, client: ValidationClient): () => void {
  const request = () => {
    const state = store.getState();
    const tool = state.tools.find((t) => t.id === state.activeToolId);
    if (!tool) return;
    if (state.analyses[tool.id]?.text === tool.text) return;
    const { id, text } = tool;
    void client.analyze(id, text).then((outcome) => {
      if (outcome.status === 'done') store.getState().setAnalysis(id, text, outcome.analysis);
      else if (outcome.status === 'timed-out' || outcome.status === 'failed') {
        store.getState().setValidationProblem(outcome.message);
      }
    });
  };
  request();
  return store.subscribe((state, previous) => {
    if (state.tools !== previous.tools || state.activeToolId !== previous.activeToolId) request();
  });
}
