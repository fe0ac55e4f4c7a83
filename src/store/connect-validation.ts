import type { WorkspaceStore } from '.';
import {
  BACKGROUND_BATCH_BUDGET_MS,
  BACKGROUND_WORKER_BATCH_BUDGET_MS,
  isMcpRevision,
  provenanceRevision,
} from '../core';
import type { McpRevision } from '../core';
import type { ValidationClient } from '../worker';
import { startBackgroundValidation } from './workspace-validation';
import { startToolsetChecks } from './workspace-toolset';
import type { IdleScheduler } from './workspace-validation';
import { afterPaint } from './after-paint';
import { editBetween } from './text-changes';
import { mcpRevisionStore } from './mcp-revision';
import type { McpRevisionStore } from './mcp-revision';
import type { ToolCheck, WorkspaceTool } from './types';
import { connectVerdictCache } from './verdict-cache';
import type { VerdictStorage } from './verdict-cache';

export interface ConnectValidationOptions {
  /** Check every other tool in the background (on unless turned off). */
  background?: boolean;
  scheduleIdle?: IdleScheduler;
  /** Run the toolset rules over the whole workspace when it settles (on unless turned off). */
  toolset?: boolean;
  /** The workspace's MCP revision setting (the page's own by default). */
  revision?: McpRevisionStore;
  /**
   * Where verdicts are kept across reloads (verdict-cache.ts), and which build of the rules
   * judges them; none are kept without both.
   */
  verdicts?: { storage: VerdictStorage; checker: string; writeDelayMs?: number };
  /**
   * A client of a second worker for the background checks and the toolset rules, where the
   * machine has the cores for one (src/worker/index.ts): its batches wait for nothing, as they
   * cannot delay the open tool's, and run up to BACKGROUND_WORKER_BATCH_BUDGET_MS each.
   */
  backgroundClient?: ValidationClient;
  /** When a tool switch's request is sent (after-paint.ts by default; tests pass their own). */
  afterPaint?: (run: () => void) => () => void;
}

/**
 * Keeps the active tool's analysis current: every change of its text (or a switch to a tool
 * without a current analysis) is sent to the worker, and only the answer for the latest text
 * reaches the store. The other tools are checked in the background (workspace-validation.ts),
 * which waits while the active tool's request is in flight, and the whole workspace against the
 * toolset rules once it settles (workspace-toolset.ts).
 */
export function connectValidation(
  store: WorkspaceStore,
  client: ValidationClient,
  options: ConnectValidationOptions = {},
): () => void {
  /** The last text re-sent after a crash or a watchdog restart: each text gets one retry, so a text that always hangs cannot loop. */
  let retried: string | undefined;
  /** Requests for the active tool not yet answered (superseded ones answer at once). */
  let activeInFlight = 0;
  const revisionStore = options.revision ?? mcpRevisionStore;
  // A tool imported from a server is judged by the revision that server negotiated.
  const revisionOf = (tool: Pick<WorkspaceTool, 'provenance'>): McpRevision =>
    provenanceRevision(tool.provenance) ?? revisionStore.getState().revision;
  const batchClient = options.backgroundClient ?? client;
  const batchBudgetMs = options.backgroundClient
    ? BACKGROUND_WORKER_BATCH_BUDGET_MS
    : BACKGROUND_BATCH_BUDGET_MS;
  const verdicts =
    options.background === false || !options.verdicts
      ? undefined
      : connectVerdictCache(store, {
          storage: options.verdicts.storage,
          contextOf: (tool) => ({
            options: { mcpRevision: revisionOf(tool) },
            checker: options.verdicts!.checker,
          }),
          ...(options.verdicts.writeDelayMs === undefined
            ? {}
            : { writeDelayMs: options.verdicts.writeDelayMs }),
          // Written once the rows have their badges: the checks need the CPU first.
          ready: (): boolean => background?.settled() ?? true,
        });
  const background =
    options.background === false
      ? undefined
      : startBackgroundValidation(store, {
          batchKey: revisionOf,
          ...(verdicts
            ? {
                lookup: (tools: WorkspaceTool[]) => {
                  const asked = revisionStore.getState().revision;
                  // Verdicts found for a revision the workspace has left are not taken.
                  return verdicts
                    .lookup(tools)
                    .then((found): Record<string, ToolCheck> =>
                      asked === revisionStore.getState().revision ? found : {},
                    );
                },
              }
            : {}),
          analyzeBatch: (texts, key) => {
            const asked = revisionStore.getState().revision;
            const mcpRevision = isMcpRevision(key) ? key : asked;
            // A verdict for a revision the workspace has left is not kept: the queue asks again.
            return batchClient
              .analyzeBatch(texts, { mcpRevision }, batchBudgetMs)
              .then((outcome) =>
                asked === revisionStore.getState().revision
                  ? outcome
                  : { status: 'superseded' as const },
              );
          },
          activeBusy: () => !options.backgroundClient && activeInFlight > 0,
          ...(options.scheduleIdle ? { scheduleIdle: options.scheduleIdle } : {}),
        });
  const stopToolset =
    options.toolset === false
      ? undefined
      : startToolsetChecks(store, {
          analyze: (texts) => batchClient.analyzeToolset(texts),
          // The rows' own verdicts first: the toolset run is one long request.
          ...(background ? { ready: () => background.settled() } : {}),
        });
  /** A switch's request waiting for the new tool's first frame (see the store subscription). */
  let cancelSwitchRequest: (() => void) | undefined;
  const request = () => {
    cancelSwitchRequest?.();
    cancelSwitchRequest = undefined;
    const state = store.getState();
    const tool = state.tools.find((t) => t.id === state.activeToolId);
    if (!tool) return;
    if (state.analyses[tool.id]?.text === tool.text) return;
    const { id, text } = tool;
    activeInFlight += 1;
    // The worker keeps each tool's last text: a keystroke sends the editor's edit, not the text.
    const editFrom = (held: string) => editBetween(held, text);
    const requestedFor = revisionStore.getState().revision;
    void client.analyze(id, text, { mcpRevision: revisionOf(tool) }, editFrom).then((outcome) => {
      activeInFlight -= 1;
      // An answer for the revision the workspace has since left is dropped; the new one is asked.
      if (requestedFor !== revisionStore.getState().revision) return;
      if (outcome.status === 'done') store.getState().setAnalysis(id, text, outcome.analysis);
      else if (outcome.status === 'timed-out' || outcome.status === 'failed') {
        store.getState().setValidationProblem(outcome.message);
        // The worker was replaced (crashed, terminated, or stopped by the watchdog): validate
        // the current text once more on the fresh one, so a verdict does not wait for an edit.
        if (retried !== text) {
          retried = text;
          request();
        } else {
          // Its row says so too; the background queue tries this text once more when idle.
          store.getState().setChecks({
            [id]: { text, status: 'not-checked', reason: outcome.message, attempts: 1 },
          });
        }
      }
      background?.kick();
    });
  };
  request();
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.tools !== previous.tools) {
      request();
      background?.kick();
    } else if (state.activeToolId !== previous.activeToolId) {
      // A switch asks once the new tool is painted: its findings come a frame later, and neither
      // the worker's run (on a two-core machine, beside the page's) nor its answer on the page's
      // thread comes before the frame that shows the new tool.
      cancelSwitchRequest?.();
      cancelSwitchRequest = (options.afterPaint ?? afterPaint)(() => {
        cancelSwitchRequest = undefined;
        request();
        background?.kick();
      });
    }
  });
  // Another revision applies other rules: every verdict is asked again.
  const unsubscribeRevision = revisionStore.subscribe((state, previous) => {
    if (state.revision === previous.revision) return;
    store.setState({ analyses: {}, checks: {} });
    request();
    background?.kick();
  });
  return () => {
    cancelSwitchRequest?.();
    unsubscribeRevision();
    unsubscribe();
    background?.dispose();
    verdicts?.dispose();
    stopToolset?.();
  };
}
