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

/** Where RE2 stands, as the core tells it (a parameter for tests). */
export type PatternEngine = LazyPart;

const CORE_ENGINE: PatternEngine = { loaded: patternEngineLoaded, load: loadPatternEngine };

/**
 * The worker's message handler: a request answered at once, as before, unless it may compile a
 * pattern before RE2 is in, or is an import preview before its part of the worker is in; then it
 * waits for what it needs, and so does every request after it, so the answers keep their order
 * (and an edit finds the text of the request before it).
 */
export function answerOnceReady(
  answer: (request: WorkerRequest) => WorkerResponse,
  post: (response: WorkerResponse) => void,
  texts: WorkerTexts,
  engine: PatternEngine = CORE_ENGINE,
  preview: LazyPart = IMPORT_PREVIEW_PART,
): (request: WorkerRequest) => void {
  let queue: Promise<void> | undefined;
  const needsEngine = (request: WorkerRequest) =>
    !engine.loaded() && mayNeedPatternEngine(request, texts);
  const needsPreview = (request: WorkerRequest) =>
    request.type === 'preview-tools' && !preview.loaded();
  const mustWait = (request: WorkerRequest) => needsEngine(request) || needsPreview(request);
  const answerAfterLoad = async (request: WorkerRequest) => {
    if (needsPreview(request)) {
      try {
        await preview.load();
      } catch (error) {
        post({
          type: 'failure',
          id: request.id,
          message: `The import preview could not be loaded (${errorMessage(error)}); reload the page to try again.`,
        });
        return;
      }
    }
    // Asked again in turn: the requests before it may have changed the texts it reads.
    if (needsEngine(request)) {
      try {
        await engine.load();
      } catch (error) {
        post({
          type: 'failure',
          id: request.id,
          message: `The linear-time pattern engine (RE2) could not be loaded (${errorMessage(error)}); reload the page to try again.`,
        });
        return;
      }
    }
    post(answer(request));
  };
  return (request) => {
    if (queue === undefined && !mustWait(request)) {
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
