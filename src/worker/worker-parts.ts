import {
  errorMessage,
  loadPatternEngine,
  PATTERN_KEY_TEXT_MAX_CHARS,
  patternEngineLoaded,
  textMayUsePatterns,
  valueMayUsePatterns,
} from '../core';
import type { WorkerTexts } from './handle-request';
import { IMPORT_PREVIEW_PART } from './import-preview-part';
import type { LazyPart } from './import-preview-part';
import type { WorkerRequest, WorkerResponse } from './protocol';

/**
 * Whether answering `request` may compile a `pattern`, so the worker must load RE2 first (the core
 * never runs a schema's pattern on RegExp for want of it). `texts` is what the worker holds
 * before the request: every text in it has been through this question already.
 */
export function mayNeedPatternEngine(request: WorkerRequest, texts: WorkerTexts): boolean {
  switch (request.type) {
    case 'analyze':
    case 'preview-tools':
      return textMayUsePatterns(request.text);
    case 'analyze-edit': {
      // The text it was made against was asked about when it came, so only a key that spans the
      // edit can be new.
      const base = texts.get(request.key);
      if (base === undefined) return false; // answered `need-text`
      const { offset, length, content } = request.edit;
      const margin = PATTERN_KEY_TEXT_MAX_CHARS - 1;
      return textMayUsePatterns(
        base.slice(Math.max(0, offset - margin), offset) +
          content +
          base.slice(offset + length, offset + length + margin),
      );
    }
    case 'analyze-batch':
      return request.texts.some(textMayUsePatterns);
    case 'analyze-toolset':
      return request.texts.some((entry) => textMayUsePatterns(entry.text));
    case 'check-sample-at':
      return false; // its schema is in a text the worker holds
    case 'check-result':
      return valueMayUsePatterns(request.outputSchema);
    case 'check-sample':
      return valueMayUsePatterns(request.schema);
  }
}

/** A part of the worker that loads on the first request needing it, named for a failure. */
export interface WorkerPart extends LazyPart {
  /** What failed to load, as the failure's sentence starts. */
  name: string;
  /** Whether answering `request` needs this part, given the texts the worker holds before it. */
  neededBy(request: WorkerRequest, texts: WorkerTexts): boolean;
}

/** RE2: the core never runs a schema's pattern on RegExp for want of it. */
export const PATTERN_ENGINE_PART: WorkerPart = {
  name: 'The linear-time pattern engine (RE2)',
  loaded: patternEngineLoaded,
  load: loadPatternEngine,
  neededBy: mayNeedPatternEngine,
};

/** The Import dialog's preview, with the export layer it reads providers' formats through. */
export const IMPORT_PREVIEW_WORKER_PART: WorkerPart = {
  ...IMPORT_PREVIEW_PART,
  name: 'The import preview',
  neededBy: (request) => request.type === 'preview-tools',
};

/** In the order a request waiting for both loads them (the preview first, as it was asked). */
const WORKER_PARTS: readonly WorkerPart[] = [IMPORT_PREVIEW_WORKER_PART, PATTERN_ENGINE_PART];

/**
 * The worker's message handler: a request answered at once, as before, unless it needs a part of
 * the worker that is not in yet (a pattern before RE2, an import preview before its part); then
 * it waits for what it needs, and so does every request after it, so the answers keep their order
 * (and an edit finds the text of the request before it).
 */
export function answerOnceReady(
  answer: (request: WorkerRequest) => WorkerResponse,
  post: (response: WorkerResponse) => void,
  texts: WorkerTexts,
  parts: readonly WorkerPart[] = WORKER_PARTS,
): (request: WorkerRequest) => void {
  let queue: Promise<void> | undefined;
  const missing = (part: WorkerPart, request: WorkerRequest) =>
    !part.loaded() && part.neededBy(request, texts);
  const answerAfterLoad = async (request: WorkerRequest) => {
    for (const part of parts) {
      // Asked again in turn: the requests before it may have changed the texts it reads.
      if (!missing(part, request)) continue;
      try {
        await part.load();
      } catch (error) {
        post({
          type: 'failure',
          id: request.id,
          message: `${part.name} could not be loaded (${errorMessage(error)}); reload the page to try again.`,
        });
        return;
      }
    }
    post(answer(request));
  };
  return (request) => {
    if (queue === undefined && !parts.some((part) => missing(part, request))) {
      post(answer(request));
      return;
    }
    const turn = (queue ?? Promise.resolve()).then(() => answerAfterLoad(request));
    queue = turn;
    void turn.then(() => {
      if (queue === turn) queue = undefined;
    });
  };
}
