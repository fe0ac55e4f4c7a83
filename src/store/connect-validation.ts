import type { WorkspaceStore } from '.';
import type { ValidationClient } from '../worker';

/**
 * Keeps the active tool's analysis current: every change of its text (or a switch to a tool
 * without a current analysis) is sent to the worker, and only the answer for the latest text
 * reaches the store.
 */
export function connectValidation(store: WorkspaceStore, client: ValidationClient): () => void {
  /** The last text re-sent after a crash or a watchdog restart: each text gets one retry, so a text that always hangs cannot loop. */
  let retried: string | undefined;
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
        // The worker was replaced (crashed, terminated, or stopped by the watchdog): validate
        // the current text once more on the fresh one, so a verdict does not wait for an edit.
        if (retried !== text) {
          retried = text;
          request();
        }
      }
    });
  };
  request();
  return store.subscribe((state, previous) => {
    if (state.tools !== previous.tools || state.activeToolId !== previous.activeToolId) request();
  });
}
