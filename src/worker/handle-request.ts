import {
  analyzeText,
  analyzeToolset,
  checkSample,
  checkToolResult,
  errorMessage,
  getAtPointer,
  WORKER_TEXTS_KEPT,
} from '../core';
import { previewTools } from './import-preview-part';
import type { BatchAnalysis, WorkerRequest, WorkerResponse } from './protocol';

/** The texts the worker holds per client key, least recently used first. */
export class WorkerTexts {
  private readonly texts = new Map<string, string>();
  /** The last text read as JSON, for samples checked against one of its schemas. */
  private read: { text: string; value: unknown } | undefined;

  /** The value of the text kept under `key` when it is `length` long and JSON, else undefined. */
  value(key: string, length: number): { value: unknown } | undefined {
    const text = this.texts.get(key);
    if (text === undefined || text.length !== length) return undefined;
    if (this.read?.text !== text) {
      try {
        this.read = { text, value: JSON.parse(text) };
      } catch {
        return undefined;
      }
    }
    return { value: this.read.value };
  }

  get(key: string): string | undefined {
    return this.texts.get(key);
  }

  set(key: string, text: string): void {
    this.texts.delete(key);
    this.texts.set(key, text);
    if (this.texts.size > WORKER_TEXTS_KEPT) this.texts.delete(this.texts.keys().next().value!);
  }

  forget(key: string): void {
    this.texts.delete(key);
  }
}

/**
 * The text an `analyze-edit` request describes, or undefined when the worker does not hold the
 * text it was made against; then the text is forgotten, so later edits of the key ask for the
 * whole text too instead of landing on the wrong one.
 */
function editedText(
  request: Extract<WorkerRequest, { type: 'analyze-edit' }>,
  texts: WorkerTexts,
): string | undefined {
  const base = texts.get(request.key);
  const { offset, length, content } = request.edit;
  const fits =
    base !== undefined &&
    offset + length <= base.length &&
    base.length - length + content.length === request.length &&
    base.slice(offset, offset + length) === request.removed;
  if (!fits) {
    texts.forget(request.key);
    return undefined;
  }
  const text = base.slice(0, offset) + content + base.slice(offset + length);
  texts.set(request.key, text);
  return text;
}

/**
 * The worker's whole job: run the core on one request. Kept apart from the entry so tests call it
 * directly; `texts` is the worker's memory of each key's text (a fresh one answers every edit
 * with `need-text`).
 */
export function handleRequest(
  request: WorkerRequest,
  texts: WorkerTexts = new WorkerTexts(),
): WorkerResponse {
  try {
    if (request.type === 'analyze' || request.type === 'analyze-edit') {
      let text: string;
      if (request.type === 'analyze') {
        text = request.text;
        if (request.key !== undefined) texts.set(request.key, text);
      } else {
        const edited = editedText(request, texts);
        if (edited === undefined) return { type: 'need-text', id: request.id };
        text = edited;
      }
      return { type: 'analysis', id: request.id, analysis: analyzeText(text, request.options) };
    }
    if (request.type === 'analyze-batch') {
      const started = performance.now();
      const results: BatchAnalysis[] = [];
      for (const text of request.texts) {
        // One text the core throws on is that text's failure, not the whole batch's.
        try {
          results.push({ analysis: analyzeText(text, request.options) });
        } catch (error) {
          results.push({ failure: `The validator failed unexpectedly: ${errorMessage(error)}` });
        }
        if (request.budgetMs !== undefined && performance.now() - started >= request.budgetMs)
          break;
      }
      return { type: 'analyses', id: request.id, results };
    }
    if (request.type === 'analyze-toolset') {
      return {
        type: 'toolset-findings',
        id: request.id,
        findings: analyzeToolset(request.texts),
      };
    }
    if (request.type === 'check-sample-at') {
      const held = texts.value(request.key, request.length);
      if (!held) return { type: 'need-text', id: request.id };
      const schema = getAtPointer(held.value, request.pointer);
      return {
        type: 'sample-result',
        id: request.id,
        result: checkSample(schema, request.sample, request.options),
      };
    }
    if (request.type === 'check-result') {
      return {
        type: 'result-check',
        id: request.id,
        check: checkToolResult(request.outputSchema, request.result, request.revision, {
          projection: request.projection,
        }),
      };
    }
    if (request.type === 'preview-tools') {
      return { type: 'tools-preview', id: request.id, preview: previewTools(request.text) };
    }
    return {
      type: 'sample-result',
      id: request.id,
      result: checkSample(request.schema, request.sample, request.options),
    };
  } catch (error) {
    const message = errorMessage(error);
    return {
      type: 'failure',
      id: request.id,
      message: `The validator failed unexpectedly: ${message}`,
    };
  }
}
