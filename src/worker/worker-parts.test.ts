import { describe, expect, it } from 'vitest';
import { WorkerTexts } from './handle-request';
import type { LazyPart } from './import-preview-part';
import {
  answerOnceReady,
  IMPORT_PREVIEW_WORKER_PART,
  mayNeedPatternEngine,
  PATTERN_ENGINE_PART,
} from './worker-parts';
import type { WorkerRequest, WorkerResponse } from './protocol';

const analyze = (id: number, text: string, key?: string): WorkerRequest => ({
  type: 'analyze',
  id,
  text,
  options: {},
  ...(key === undefined ? {} : { key }),
});

const edit = (base: string, offset: number, length: number, content: string): WorkerRequest => ({
  type: 'analyze-edit',
  id: 2,
  key: 'k',
  edit: { offset, length, content },
  removed: base.slice(offset, offset + length),
  length: base.length - length + content.length,
  options: {},
});

describe('mayNeedPatternEngine', () => {
  it('asks texts, and the schemas of sample and result checks', () => {
    const texts = new WorkerTexts();
    expect(mayNeedPatternEngine(analyze(1, '{"pattern": "a"}'), texts)).toBe(true);
    expect(mayNeedPatternEngine(analyze(1, '{"file_pattern": 1}'), texts)).toBe(false);
    const batch = (more: string): WorkerRequest => ({
      type: 'analyze-batch',
      id: 1,
      texts: ['{}', more],
      options: {},
    });
    expect(mayNeedPatternEngine(batch('{"patternProperties": {}}'), texts)).toBe(true);
    expect(mayNeedPatternEngine(batch('{}'), texts)).toBe(false);
    const sample = (schema: unknown): WorkerRequest => ({
      type: 'check-sample',
      id: 1,
      schema,
      sample: 'x',
      options: {},
    });
    expect(mayNeedPatternEngine(sample({ items: [{ pattern: 'a' }] }), texts)).toBe(true);
    expect(mayNeedPatternEngine(sample({ type: 'string' }), texts)).toBe(false);
  });

  it('finds a key an edit completes across its edges', () => {
    const texts = new WorkerTexts();
    const base = '{"type": "string", "pat": "^a", "description": "x"}';
    texts.set('k', base);
    const offset = base.indexOf('pat') + 3;
    expect(mayNeedPatternEngine(edit(base, offset, 0, 'tern'), texts)).toBe(true);
    expect(mayNeedPatternEngine(edit(base, offset, 0, 'h'), texts)).toBe(false);
    // An edit that removes what kept a key apart ("patXtern" → "pattern").
    const split = '{"patXtern": "^a"}';
    texts.set('k', split);
    expect(mayNeedPatternEngine(edit(split, split.indexOf('X'), 1, ''), texts)).toBe(true);
  });
});

/** An engine whose load the test finishes, or fails, by hand. */
function manualEngine() {
  let loaded = false;
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const engine: LazyPart = {
    loaded: () => loaded,
    load: () =>
      new Promise<void>((resolve, reject) => {
        settle = {
          resolve: () => {
            loaded = true;
            resolve();
          },
          reject,
        };
      }),
  };
  return { engine, finish: () => settle!.resolve(), fail: (e: Error) => settle!.reject(e) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('answerOnceReady', () => {
  const setup = () => {
    const posted: WorkerResponse[] = [];
    const answered: number[] = [];
    const manual = manualEngine();
    const part = manualEngine();
    const onRequest = answerOnceReady(
      (request) => {
        answered.push(request.id);
        return { type: 'need-text', id: request.id };
      },
      (response) => posted.push(response),
      new WorkerTexts(),
      [
        { ...IMPORT_PREVIEW_WORKER_PART, ...part.engine },
        { ...PATTERN_ENGINE_PART, ...manual.engine },
      ],
    );
    return {
      posted,
      answered,
      onRequest,
      ...manual,
      finishPreview: part.finish,
      failPreview: part.fail,
    };
  };
  const preview = (id: number, text: string): WorkerRequest => ({
    type: 'preview-tools',
    id,
    text,
  });

  it('answers a request without a pattern at once, RE2 or not', () => {
    const { answered, onRequest } = setup();
    onRequest(analyze(1, '{"type": "string"}'));
    expect(answered).toEqual([1]);
  });

  it('holds a request with a pattern, and every one after it, until RE2 is in', async () => {
    const { answered, posted, onRequest, finish } = setup();
    onRequest(analyze(1, '{"pattern": "^a"}'));
    onRequest(analyze(2, '{"type": "string"}'));
    await flush();
    expect(answered).toEqual([]);
    finish();
    await flush();
    expect(answered).toEqual([1, 2]);
    expect(posted.map((r) => r.id)).toEqual([1, 2]);
    onRequest(analyze(3, '{"pattern": "^b"}'));
    expect(answered).toEqual([1, 2, 3]);
  });

  it('answers a failure, never a RegExp verdict, when RE2 does not load', async () => {
    const { answered, posted, onRequest, fail } = setup();
    onRequest(analyze(1, '{"pattern": "^a"}'));
    onRequest(analyze(2, '{"type": "string"}'));
    await flush();
    fail(new Error('offline'));
    await flush();
    expect(answered).toEqual([2]);
    expect(posted[0]).toMatchObject({ type: 'failure', id: 1 });
    expect((posted[0] as { message: string }).message).toContain('offline');
    expect(posted[1]).toMatchObject({ id: 2 });
  });

  it('holds an import preview, and every request after it, until its part of the worker is in', async () => {
    const { answered, posted, onRequest, finishPreview } = setup();
    onRequest(preview(1, '[]'));
    onRequest(analyze(2, '{"type": "string"}'));
    await flush();
    expect(answered).toEqual([]);
    finishPreview();
    await flush();
    expect(answered).toEqual([1, 2]);
    expect(posted.map((r) => r.id)).toEqual([1, 2]);
    onRequest(preview(3, '[]'));
    expect(answered).toEqual([1, 2, 3]);
  });

  it('answers a failure for an import preview whose part does not load, and goes on', async () => {
    const { answered, posted, onRequest, failPreview } = setup();
    onRequest(preview(1, '[]'));
    onRequest(analyze(2, '{"type": "string"}'));
    await flush();
    failPreview(new Error('offline'));
    await flush();
    expect(answered).toEqual([2]);
    expect(posted[0]).toMatchObject({ type: 'failure', id: 1 });
    expect((posted[0] as { message: string }).message).toMatch(/import preview.*offline/);
    expect(posted[1]).toMatchObject({ id: 2 });
  });
});
