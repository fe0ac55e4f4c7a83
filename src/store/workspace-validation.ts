import type { AnalysisOutcome } from '../worker/validation-client';
import { whenIdle } from '../when-idle';
import { checkedFrom, hasVerdict } from './tool-status';
import type { WorkspaceState, WorkspaceStore } from './workspace-store';
import type { WorkspaceTool } from './types';

/** Runs a callback when the page is idle; returns a function that cancels it. */
export type IdleScheduler = (callback: () => void) => () => void;

/**
 * How long a background step may wait for an idle moment before it runs anyway: a page that is
 * never idle (an animation, a long import) still gets its rows checked, one tool at a time.
 */
const BACKGROUND_IDLE_TIMEOUT_MS = 1_000;

const browserIdle: IdleScheduler = (callback) => whenIdle(callback, BACKGROUND_IDLE_TIMEOUT_MS);

export interface BackgroundValidationOptions {
  /** Analyses one text in the worker (one request at a time). */
  analyze: (text: string) => Promise<AnalysisOutcome>;
  /** True while the active tool's own request is in flight: the queue waits until it answers. */
  activeBusy: () => boolean;
  scheduleIdle?: IdleScheduler;
}

export interface BackgroundValidation {
  /** Looks for work after a change (a new text, an import, the active tool's answer). */
  kick(): void;
  /** The tool whose text is with the worker now, if any (for tests and the bench). */
  readonly current: { id: string; text: string } | undefined;
  dispose(): void;
}

/** How many times a text is sent before its row stays "not checked" (until it is edited). */
const MAX_CHECK_ATTEMPTS = 2;

/**
 * The next tool to check in the background: the first in list order whose current text has no
 * verdict (the active tool is left to its own requests, connect-validation.ts, which go first on
 * every edit); then, once all have one, the first the worker gave up on fewer than
 * MAX_CHECK_ATTEMPTS times, active or not.
 */
export function nextToCheck(state: WorkspaceState): WorkspaceTool | undefined {
  for (const tool of state.tools) {
    if (tool.id === state.activeToolId) continue;
    if (!hasVerdict(state, tool)) return tool;
  }
  for (const tool of state.tools) {
    const check = state.checks[tool.id];
    if (
      check?.text === tool.text &&
      check.status === 'not-checked' &&
      check.attempts < MAX_CHECK_ATTEMPTS &&
      state.analyses[tool.id]?.text !== tool.text
    )
      return tool;
  }
  return undefined;
}

/**
 * Checks every tool of the workspace in the background, so the Tools list can show each row's
 * counts without the tool being opened. One request at a time, in idle time, never while the
 * active tool's request is in flight. Results are keyed by tool id and text (the store drops a
 * result for a text that has changed since), so an edit restarts that tool's check. A timeout
 * or a crash marks the tool "not checked" with the reason, and the queue moves on; that text is
 * tried once more after all the others, never more.
 */
export function startBackgroundValidation(
  store: WorkspaceStore,
  options: BackgroundValidationOptions,
): BackgroundValidation {
  const scheduleIdle = options.scheduleIdle ?? browserIdle;
  let current: { id: string; text: string } | undefined;
  let cancelScheduled: (() => void) | undefined;
  let disposed = false;

  const step = () => {
    cancelScheduled = undefined;
    if (disposed || current || options.activeBusy()) return;
    const tool = nextToCheck(store.getState());
    if (!tool) return;
    const { id, text } = tool;
    current = { id, text };
    void options.analyze(text).then((outcome) => {
      current = undefined;
      if (disposed) return;
      if (outcome.status === 'done') {
        const state = store.getState();
        state.setCheck(id, checkedFrom(text, outcome.analysis.diagnostics));
        // A second try of the active tool's text gives the editor its markers too.
        if (state.activeToolId === id) state.setAnalysis(id, text, outcome.analysis);
      } else if (outcome.status === 'timed-out' || outcome.status === 'failed') {
        const previous = store.getState().checks[id];
        const attempts =
          previous?.text === text && previous.status === 'not-checked' ? previous.attempts + 1 : 1;
        store
          .getState()
          .setCheck(id, { text, status: 'not-checked', reason: outcome.message, attempts });
      }
      kick();
    });
  };

  const kick = () => {
    if (disposed || current || cancelScheduled) return;
    cancelScheduled = scheduleIdle(step);
  };

  kick();
  return {
    kick,
    get current() {
      return current;
    },
    dispose() {
      disposed = true;
      cancelScheduled?.();
      cancelScheduled = undefined;
    },
  };
}
