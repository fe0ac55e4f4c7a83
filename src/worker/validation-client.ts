import type { Analysis, AnalyzeOptions, SampleOptions, SampleResult } from '../core';
import { VALIDATION_TIMEOUT_MS } from '../core';
import type { BatchAnalysis, WorkerLike, WorkerRequest, WorkerResponse } from './protocol';
import type { ImportPreview, TextEdit, ToolsetText, ToolsetTextFindings } from '../core';
import type { McpRevision, OutputCheck, ToolResult } from '../core';

/**
 * Given the text the worker holds for a key, the one edit that takes it to the text being sent,
 * when the caller knows it (the editor's recent changes); undefined sends the whole text.
 */
export type EditFrom = (held: string) => TextEdit | undefined;

/** Where a schema was read: the text kept under `key` in the worker, at `pointer`. */
export interface SchemaSource {
  key: string;
  text: string;
  pointer: string;
}

export type AnalysisOutcome =
  | { status: 'done'; analysis: Analysis }
  /** A newer request for the same key replaced this one; its result was dropped. */
  | { status: 'superseded' }
  /** The watchdog stopped the worker; `message` says why, in words for the user. */
  | { status: 'timed-out'; message: string }
  | { status: 'failed'; message: string };

export type BatchOutcome =
  | { status: 'done'; results: BatchAnalysis[] }
  | { status: 'timed-out'; message: string }
  | { status: 'failed'; message: string };

export type SampleOutcome =
  | { status: 'done'; result: SampleResult }
  | { status: 'timed-out'; message: string }
  | { status: 'failed'; message: string };

export type PreviewOutcome =
  | { status: 'done'; preview: ImportPreview }
  | { status: 'timed-out'; message: string }
  | { status: 'failed'; message: string };

export type ResultOutcome =
  | { status: 'done'; check: OutputCheck }
  | { status: 'timed-out'; message: string }
  | { status: 'failed'; message: string };

export type ToolsetOutcome =
  | { status: 'done'; findings: ToolsetTextFindings[] }
  | { status: 'timed-out'; message: string }
  | { status: 'failed'; message: string };

export interface ValidationClient {
  /**
   * Analyses `text`, keyed by `key` (a tool id). When nothing is in flight for the key the text
   * is sent at once, so an idle worker answers a keystroke immediately. While the worker is busy
   * with the key, edits are coalesced: only the latest text is sent when it answers. Every
   * earlier call resolves `superseded`, and a reply for an older text is dropped, so stale
   * results never reach the page. The worker keeps the last text of each key; when `editFrom`
   * knows the edit from that text to this one, only the edit is sent.
   */
  analyze(
    key: string,
    text: string,
    options?: AnalyzeOptions,
    editFrom?: EditFrom,
  ): Promise<AnalysisOutcome>;
  /**
   * Analyses several texts in one request, at once, answered in their order (nothing coalesced,
   * nothing kept in the worker): the background check of the Tools list, one message per batch
   * of rows instead of one per row. With `budgetMs` the answer may cover only the first texts.
   */
  analyzeBatch(texts: string[], options?: AnalyzeOptions, budgetMs?: number): Promise<BatchOutcome>;
  /**
   * Checks a sample against a schema in the worker, at once. With `source` (the text the schema
   * was read from, its key and the schema's pointer), a worker that holds that text reads the
   * schema there, so the schema is not copied to it on every edit.
   */
  checkSample(
    schema: unknown,
    sample: unknown,
    options?: SampleOptions,
    source?: SchemaSource,
  ): Promise<SampleOutcome>;
  /** Lists the tools of a document for the Import dialog (no validation), in the worker, at once. */
  previewTools(text: string): Promise<PreviewOutcome>;
  /** Runs the toolset rules over the workspace's tool texts in the worker, at once. */
  analyzeToolset(texts: ToolsetText[]): Promise<ToolsetOutcome>;
  /** Checks a tool result against an outputSchema for a revision, in the worker, at once. */
  checkResult(
    outputSchema: unknown,
    result: ToolResult,
    revision: McpRevision,
    projection: boolean,
  ): Promise<ResultOutcome>;
  /** How many times the watchdog has restarted the worker (for tests and the bench). */
  readonly restarts: number;
  dispose(): void;
}

export interface ValidationClientOptions {
  createWorker: () => WorkerLike;
  timeoutMs?: number;
  /** Called when the watchdog restarts the worker, with the message shown to the user. */
  onRestart?: (message: string) => void;
}

type Settle = (
  response: WorkerResponse | { type: 'timed-out' | 'failed'; message: string },
) => void;

interface InFlight {
  request: WorkerRequest;
  key: string | undefined;
  settle: Settle;
  watchdog: ReturnType<typeof setTimeout>;
  /** A newer request replaced it: its answer is dropped, but the worker may still be busy with it. */
  superseded?: boolean;
}

/** What a response that is not the awaited result means: a timeout, a failure, or the wrong kind of answer. */
function notDone(response: WorkerResponse | { type: 'timed-out' | 'failed'; message: string }): {
  status: 'timed-out' | 'failed';
  message: string;
} {
  if (response.type === 'timed-out') return { status: 'timed-out', message: response.message };
  if (response.type === 'failed' || response.type === 'failure')
    return { status: 'failed', message: response.message };
  return { status: 'failed', message: 'The worker answered with the wrong kind of result.' };
}

function timeoutMessage(timeoutMs: number): string {
  const seconds = timeoutMs / 1000;
  return (
    `Validation took longer than ${seconds} s and was stopped; the validator was restarted. ` +
    'The usual cause is a "pattern" regular expression that the linear-time engine cannot run (it uses lookaround or a backreference, see pattern-not-linear) and that backtracks catastrophically, or a very large schema. ' +
    'Simplify it; your text is safe and the editor keeps working.'
  );
}

/** The page's side of the validation worker: coalescing edits, request ids, stale-reply dropping and the watchdog. */
export function createValidationClient(options: ValidationClientOptions): ValidationClient {
  const timeoutMs = options.timeoutMs ?? VALIDATION_TIMEOUT_MS;
  let worker: WorkerLike | undefined;
  let nextId = 1;
  let restarts = 0;
  const inFlight = new Map<number, InFlight>();
  /** Per key: the latest text waiting for the key's request in flight to finish. */
  const waiting = new Map<string, { send: () => void; cancel: () => void }>();
  const latestIdByKey = new Map<string, number>();
  /** Per key, the text the current worker holds once it has read every request sent to it. */
  const heldByWorker = new Map<string, string>();

  /** Whether the worker is still busy with a request for this key (answered or not, superseded or not). */
  const busyWith = (key: string): boolean => {
    const id = latestIdByKey.get(key);
    return id !== undefined && inFlight.has(id);
  };

  /** After a request for `key` leaves the in-flight set, sends the text that waited for it. */
  const release = (key: string | undefined) => {
    if (key === undefined || busyWith(key)) return;
    const next = waiting.get(key);
    if (next) {
      waiting.delete(key);
      next.send();
    }
  };

  const onMessage = (event: MessageEvent<WorkerResponse>) => {
    const entry = inFlight.get(event.data.id);
    if (!entry) return; // superseded or from before a restart: drop it
    // The worker forgot the key's text; so does the client, so every later request sends it whole.
    if (event.data.type === 'need-text' && entry.key !== undefined) heldByWorker.delete(entry.key);
    inFlight.delete(event.data.id);
    clearTimeout(entry.watchdog);
    if (!entry.superseded) entry.settle(event.data);
    release(entry.key);
  };

  const ensureWorker = (): WorkerLike => {
    if (!worker) {
      worker = options.createWorker();
      worker.onmessage = onMessage;
      worker.onerror = (event) => {
        event.preventDefault?.();
        failAll(
          `The validation worker crashed (${event.message || 'no details'}); it will be restarted on the next edit.`,
        );
      };
    }
    return worker;
  };

  const stopWorker = () => {
    worker?.terminate();
    worker = undefined;
    heldByWorker.clear();
  };

  const failAll = (message: string) => {
    stopWorker();
    const failed = [...inFlight.values()];
    inFlight.clear();
    for (const entry of failed) {
      clearTimeout(entry.watchdog);
      if (!entry.superseded) entry.settle({ type: 'failed', message });
    }
    for (const entry of failed) release(entry.key);
  };

  /**
   * Sends a request of its own (no key, nothing coalesced) and resolves with `done`'s reading of
   * the answer, or the timeout or failure that ended it: never left pending.
   */
  const askOnce = <Done>(
    request: WorkerRequest,
    done: (response: WorkerResponse) => Done | undefined,
  ): Promise<Done | { status: 'timed-out' | 'failed'; message: string }> =>
    new Promise((resolve) => {
      post({
        request,
        key: undefined,
        settle: (response) => resolve(('id' in response && done(response)) || notDone(response)),
      });
    });

  const post = (entry: Omit<InFlight, 'watchdog'>) => {
    const id = entry.request.id;
    const watchdog = setTimeout(() => onTimeout(id), timeoutMs);
    inFlight.set(id, { ...entry, watchdog });
    ensureWorker().postMessage(entry.request);
  };

  const onTimeout = (id: number) => {
    const entry = inFlight.get(id);
    if (!entry) return;
    inFlight.delete(id);
    stopWorker();
    restarts += 1;
    // A stuck request the user has already typed past is not reported: its text is gone, and
    // the newer text gets its own verdict on the fresh worker.
    if (!entry.superseded) {
      const message = timeoutMessage(timeoutMs);
      entry.settle({ type: 'timed-out', message });
      options.onRestart?.(message);
    }
    // Requests queued behind the stuck one go to the fresh worker with fresh watchdogs.
    const others = [...inFlight.values()];
    inFlight.clear();
    for (const other of others) {
      clearTimeout(other.watchdog);
      if (!other.superseded) post(other);
    }
    release(entry.key);
    for (const other of others) if (other.superseded) release(other.key);
  };

  const supersede = (key: string) => {
    waiting.get(key)?.cancel();
    waiting.delete(key);
    const previousId = latestIdByKey.get(key);
    const previous = previousId === undefined ? undefined : inFlight.get(previousId);
    if (previous && !previous.superseded) {
      // Its answer would be stale: settle it now and drop the answer when it comes. Its watchdog
      // keeps running, because the worker is busy with it until it answers or is restarted.
      previous.superseded = true;
      previous.settle({ type: 'failed', message: 'superseded' });
    }
  };

  return {
    get restarts() {
      return restarts;
    },

    analyze(key, text, analyzeOptions = {}, editFrom) {
      supersede(key);
      return new Promise<AnalysisOutcome>((resolve) => {
        const settle: Settle = (response) => {
          if (response.type === 'need-text') send(true);
          else if (response.type === 'analysis')
            resolve({ status: 'done', analysis: response.analysis });
          else if (response.type === 'failed' && response.message === 'superseded')
            resolve({ status: 'superseded' });
          else resolve(notDone(response));
        };
        const send = (whole = false) => {
          const id = nextId++;
          latestIdByKey.set(key, id);
          const held = whole ? undefined : heldByWorker.get(key);
          const edit = held === undefined ? undefined : editFrom?.(held);
          const request: WorkerRequest =
            held !== undefined && edit
              ? {
                  type: 'analyze-edit',
                  id,
                  key,
                  edit,
                  removed: held.slice(edit.offset, edit.offset + edit.length),
                  length: text.length,
                  options: analyzeOptions,
                }
              : { type: 'analyze', id, key, text, options: analyzeOptions };
          // Posted before it is marked held: a worker created by this post starts empty.
          post({ request, key, settle });
          heldByWorker.set(key, text);
        };
        if (!busyWith(key)) send();
        else
          waiting.set(key, { send: () => send(), cancel: () => resolve({ status: 'superseded' }) });
      });
    },

    analyzeBatch(texts, analyzeOptions = {}, budgetMs) {
      return askOnce(
        {
          type: 'analyze-batch',
          id: nextId++,
          texts,
          options: analyzeOptions,
          ...(budgetMs === undefined ? {} : { budgetMs }),
        },
        (response) =>
          response.type === 'analyses' ? { status: 'done', results: response.results } : undefined,
      );
    },

    checkSample(schema, sample, sampleOptions = {}, source) {
      return new Promise<SampleOutcome>((resolve) => {
        const send = (byReference: boolean) => {
          const id = nextId++;
          const request: WorkerRequest =
            byReference && source
              ? {
                  type: 'check-sample-at',
                  id,
                  key: source.key,
                  pointer: source.pointer,
                  length: source.text.length,
                  sample,
                  options: sampleOptions,
                }
              : { type: 'check-sample', id, schema, sample, options: sampleOptions };
          post({ request, key: undefined, settle });
        };
        const settle: Settle = (response) => {
          if (response.type === 'need-text') send(false);
          else if (response.type === 'sample-result')
            resolve({ status: 'done', result: response.result });
          else resolve(notDone(response));
        };
        send(source !== undefined && heldByWorker.get(source.key) === source.text);
      });
    },

    previewTools(text) {
      return askOnce({ type: 'preview-tools', id: nextId++, text }, (response) =>
        response.type === 'tools-preview'
          ? { status: 'done', preview: response.preview }
          : undefined,
      );
    },

    analyzeToolset(texts) {
      return askOnce({ type: 'analyze-toolset', id: nextId++, texts }, (response) =>
        response.type === 'toolset-findings'
          ? { status: 'done', findings: response.findings }
          : undefined,
      );
    },

    checkResult(outputSchema, result, revision, projection) {
      return askOnce(
        { type: 'check-result', id: nextId++, outputSchema, result, revision, projection },
        (response) =>
          response.type === 'result-check' ? { status: 'done', check: response.check } : undefined,
      );
    },

    dispose() {
      for (const key of [...waiting.keys()]) supersede(key);
      failAll('The validation client was closed.');
    },
  };
}
