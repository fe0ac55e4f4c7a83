import type { BatchOutcome } from '../worker/validation-client';
import { checkedFrom, hasVerdict } from './tool-status';
import type { ToolCheck, WorkspaceTool } from './types';
import type { WorkspaceState, WorkspaceStore } from './workspace-store';

/** Runs a callback when the page is idle; returns a function that cancels it. */
export type IdleScheduler = (callback: () => void) => () => void;

/**
 * The most tools one background request carries. One tool per idle moment cost a frame per row
 * (500 imported tools took 7 s to get their badges); a batch costs one message, one answer and
 * one re-render of the list for many rows.
 */
export const BACKGROUND_BATCH_TOOLS = 50;

/**
 * The most text one background request carries (a first tool longer than this goes alone), so a
 * batch stays far inside the worker's watchdog (VALIDATION_TIMEOUT_MS) on ordinary tools. The
 * worker also stops a batch after BACKGROUND_BATCH_BUDGET_MS, so typing never waits for a whole one.
 */
export const BACKGROUND_BATCH_CHARS = 100_000;

/**
 * The page's scheduler for the queue's steps: the next task, not an idle moment. The checks run
 * in the worker; the page only posts a batch and stores its answer. Waiting for the page to be
 * idle left the worker idle while the page drew the rows of an import and after every answer
 * (500 real tools: 190 ms before the first batch, then 8–12 ms between batches, 300 of 860 ms).
 * Typing still comes first: a batch waits while the open tool's request is in flight, and the
 * worker stops a batch after BACKGROUND_BATCH_BUDGET_MS.
 */
const nextTask: IdleScheduler = (callback) => {
  const handle = setTimeout(callback, 0);
  return () => clearTimeout(handle);
};

export interface BackgroundValidationOptions {
  /**
   * Analyses texts in the worker in one request, answered in their order; `superseded` when the
   * answer no longer applies (the workspace's revision changed), so the queue asks again.
   */
  analyzeBatch: (
    texts: string[],
    key: string | undefined,
  ) => Promise<BatchOutcome | { status: 'superseded' }>;
  /**
   * What a batch must share to go in one request (the revision a tool is judged by: one request
   * carries one set of options); `analyzeBatch` gets the batch's key. All tools share one if unset.
   */
  batchKey?: (tool: WorkspaceTool) => string;
  /** True while the active tool's own request is in flight: the queue waits until it answers. */
  activeBusy: () => boolean;
  /**
   * Verdicts kept from before (verdict-cache.ts) for these tools' current texts, by tool id: the
   * cheapest check of all, asked once for every tool without a verdict before any of them goes
   * to the worker, so only the misses are checked.
   */
  lookup?: (tools: WorkspaceTool[]) => Promise<Record<string, ToolCheck>>;
  scheduleIdle?: IdleScheduler;
}

export interface BackgroundValidation {
  /** Looks for work after a change (a new text, an import, the active tool's answer). */
  kick(): void;
  /** True when nothing is in flight and no tool is left to check. */
  settled(): boolean;
  dispose(): void;
}

/** How many times a text is sent before its row stays "not checked" (until it is edited). */
const MAX_CHECK_ATTEMPTS = 2;

/**
 * The next tools to check in the background, in list order: those whose current text has no
 * verdict (the active tool is left to its own requests, connect-validation.ts, which go first on
 * every edit), up to BACKGROUND_BATCH_TOOLS and BACKGROUND_BATCH_CHARS. A `suspect` (in a batch
 * the worker gave up on) goes alone, so the one text that hangs or crashes the worker is found
 * and the others are not blamed for it. Once all have a verdict: the first the worker gave up on
 * fewer than MAX_CHECK_ATTEMPTS times, active or not, alone.
 */
export function nextBatch(
  state: WorkspaceState,
  suspects: ReadonlySet<string> = new Set(),
  batchKey?: (tool: WorkspaceTool) => string,
): WorkspaceTool[] {
  const batch: WorkspaceTool[] = [];
  let chars = 0;
  for (const tool of state.tools) {
    if (tool.id === state.activeToolId || hasVerdict(state, tool)) continue;
    if (batchKey && batch.length > 0 && batchKey(tool) !== batchKey(batch[0]!)) continue;
    if (suspects.has(tool.id)) {
      if (batch.length === 0) return [tool];
      continue;
    }
    if (batch.length > 0 && chars + tool.text.length > BACKGROUND_BATCH_CHARS) break;
    batch.push(tool);
    chars += tool.text.length;
    if (batch.length === BACKGROUND_BATCH_TOOLS) break;
  }
  if (batch.length > 0) return batch;
  for (const tool of state.tools) {
    const check = state.checks[tool.id];
    if (
      check?.text === tool.text &&
      check.status === 'not-checked' &&
      check.attempts < MAX_CHECK_ATTEMPTS &&
      state.analyses[tool.id]?.text !== tool.text
    )
      return [tool];
  }
  return [];
}

/** The "not checked" verdict for a text the worker gave up on, counting the tries of that text. */
function notChecked(state: WorkspaceState, id: string, text: string, reason: string): ToolCheck {
  const previous = state.checks[id];
  const attempts =
    previous?.text === text && previous.status === 'not-checked' ? previous.attempts + 1 : 1;
  return { text, status: 'not-checked', reason, attempts };
}

/**
 * Checks every tool of the workspace in the background, so the Tools list can show each row's
 * counts without the tool being opened. First the verdicts kept from before (`lookup`) for every
 * tool without one, then the others in the worker: one batch at a time, each sent in the task
 * after the last answer, never while the active tool's request is in flight; a batch's verdicts
 * reach the store in one update. Results are keyed by tool id and text (the store drops a result
 * for a text that has changed since), so an edit restarts that tool's check. When the worker
 * gives up on a batch of several tools (timeout, crash), each of them is sent again alone; a tool
 * it gives up on alone is marked "not checked" with the reason, and the queue moves on; that text
 * is tried once more after all the others, never more.
 */
export function startBackgroundValidation(
  store: WorkspaceStore,
  options: BackgroundValidationOptions,
): BackgroundValidation {
  const scheduleIdle = options.scheduleIdle ?? nextTask;
  let busy = false;
  let cancelScheduled: (() => void) | undefined;
  let disposed = false;
  const suspects = new Set<string>();
  /** Tool objects (a text, as the store replaces a tool on every change) already looked up. */
  const lookedUp = new WeakSet<WorkspaceTool>();
  /** Ids looked up at least once. */
  const lookedUpIds = new Set<string>();

  /**
   * Looks up every tool without a verdict not looked up yet; false when there is none. The open
   * tool only for its first text: each keystroke's text is new, and its own request answers it.
   */
  const lookUp = (lookup: NonNullable<BackgroundValidationOptions['lookup']>): boolean => {
    const state = store.getState();
    const tools = state.tools.filter(
      (tool) =>
        !lookedUp.has(tool) &&
        !hasVerdict(state, tool) &&
        (tool.id !== state.activeToolId || !lookedUpIds.has(tool.id)),
    );
    if (tools.length === 0) return false;
    busy = true;
    void lookup(tools)
      .catch((): Record<string, ToolCheck> => ({}))
      .then((found) => {
        busy = false;
        if (disposed) return;
        for (const tool of tools) {
          lookedUp.add(tool);
          lookedUpIds.add(tool.id);
        }
        store.getState().setChecks(found);
        kick();
      });
    return true;
  };

  const step = () => {
    cancelScheduled = undefined;
    if (disposed || busy) return;
    if (options.lookup && lookUp(options.lookup)) return;
    if (options.activeBusy()) return;
    const tools = nextBatch(store.getState(), suspects, options.batchKey);
    if (tools.length === 0) return;
    const key = options.batchKey?.(tools[0]!);
    const batch = tools.map(({ id, text }) => ({ id, text }));
    busy = true;
    void options
      .analyzeBatch(
        batch.map((tool) => tool.text),
        key,
      )
      .then((outcome) => {
        busy = false;
        if (disposed) return;
        const state = store.getState();
        if (outcome.status === 'done') {
          const checks: Record<string, ToolCheck> = {};
          // The worker answers the first tools of a batch when its time budget runs out; the
          // others keep no verdict and go in a later batch.
          outcome.results.slice(0, batch.length).forEach((result, at) => {
            const { id, text } = batch[at]!;
            suspects.delete(id);
            if ('analysis' in result) {
              checks[id] = checkedFrom(text, result.analysis.diagnostics);
              // A second try of the active tool's text gives the editor its markers too.
              if (state.activeToolId === id) state.setAnalysis(id, text, result.analysis);
            } else checks[id] = notChecked(state, id, text, result.failure);
          });
          // An answer for none of them would ask for the same batch for ever: send each alone.
          if (outcome.results.length === 0) for (const { id } of batch) suspects.add(id);
          state.setChecks(checks);
        } else if (outcome.status === 'timed-out' || outcome.status === 'failed') {
          if (batch.length > 1) for (const { id } of batch) suspects.add(id);
          else {
            const { id, text } = batch[0]!;
            suspects.delete(id);
            state.setChecks({ [id]: notChecked(state, id, text, outcome.message) });
          }
        }
        // The next batch leaves in this task, before the list draws these verdicts (React renders a
        // store update in a microtask): the worker is not left waiting for the page.
        cancelScheduled?.();
        step();
      });
  };

  const kick = () => {
    if (disposed || busy || cancelScheduled) return;
    cancelScheduled = scheduleIdle(step);
  };

  kick();
  return {
    kick,
    settled: () => !busy && nextBatch(store.getState(), suspects, options.batchKey).length === 0,
    dispose() {
      disposed = true;
      cancelScheduled?.();
      cancelScheduled = undefined;
    },
  };
}
