import { TOOLSET_CHECK_DELAY_MS } from '../core';
import type { ToolsetText } from '../core';
import type { ToolsetOutcome } from '../worker/validation-client';
import type { WorkspaceStore } from './workspace-store';
import type { ToolsetFindings } from './types';

export interface ToolsetChecksOptions {
  /** Runs the toolset rules over the texts in the worker. */
  analyze: (texts: ToolsetText[]) => Promise<ToolsetOutcome>;
  delayMs?: number;
  /**
   * False while the rows are still getting their own verdicts (the background check): a run
   * then waits another delay, so a large import's badges do not queue behind the whole
   * workspace's toolset run in the worker.
   */
  ready?: () => boolean;
}

/**
 * Keeps the toolset rules' findings (duplicate and colliding names, descriptions a model cannot
 * tell apart, parameter spellings, tool counts) current for the whole workspace: once the tools
 * have stopped changing for a moment, every text goes to the worker in one request, and each
 * tool's findings are stored with the text they were computed for, so a tool edited since shows
 * none until the next run rather than findings about a text it no longer has. One run at a time;
 * a change during a run starts another after it. A run the worker could not finish is not
 * repeated until the tools change.
 */
export function startToolsetChecks(
  store: WorkspaceStore,
  options: ToolsetChecksOptions,
): () => void {
  const delayMs = options.delayMs ?? TOOLSET_CHECK_DELAY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let changedWhileRunning = false;
  let disposed = false;

  const run = () => {
    timer = undefined;
    const { tools, toolset, setToolsetFindings } = store.getState();
    if (tools.length < 2) {
      if (Object.keys(toolset).length > 0) setToolsetFindings({});
      return;
    }
    if (running) {
      changedWhileRunning = true;
      return;
    }
    if (options.ready && !options.ready()) {
      schedule();
      return;
    }
    running = true;
    const sent = new Map(tools.map((t) => [t.id, t.text]));
    void options.analyze(tools.map(({ id, text }) => ({ id, text }))).then((outcome) => {
      running = false;
      if (disposed) return;
      if (outcome.status === 'done') {
        const findings: Record<string, ToolsetFindings> = {};
        for (const { id, diagnostics } of outcome.findings) {
          const text = sent.get(id);
          if (text !== undefined && diagnostics.length > 0) findings[id] = { text, diagnostics };
        }
        store.getState().setToolsetFindings(findings);
      }
      if (changedWhileRunning) {
        changedWhileRunning = false;
        schedule();
      }
    });
  };

  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, delayMs);
  };

  schedule();
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.tools !== previous.tools) schedule();
  });
  return () => {
    disposed = true;
    unsubscribe();
    if (timer !== undefined) clearTimeout(timer);
  };
}
