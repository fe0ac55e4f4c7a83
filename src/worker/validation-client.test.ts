import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyzeText } from '../core';
import type { Analysis } from '../core';
import { handleRequest, WorkerTexts } from './handle-request';
import { IMPORT_PREVIEW_PART } from './import-preview-part';
import type { WorkerLike, WorkerRequest, WorkerResponse } from './protocol';
import { createValidationClient } from './validation-client';

/** A worker that answers only when the test says so, to control timing exactly. */
class FakeWorker implements WorkerLike {
  static created: FakeWorker[] = [];
  received: WorkerRequest[] = [];
  terminated = false;
  /** The texts this worker holds per key, as the real one does (a restarted worker starts empty). */
  texts = new WorkerTexts();
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    FakeWorker.created.push(this);
  }
  postMessage(message: WorkerRequest) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  /** Answers a request with what the real worker would compute. */
  answer(request: WorkerRequest) {
    if (this.terminated) return;
    this.onmessage?.({ data: handleRequest(request, this.texts) } as MessageEvent<WorkerResponse>);
  }
  answerAll() {
    for (const r of this.received.splice(0)) this.answer(r);
  }
}

const goodTool = '{"name":"ok_tool","description":"Does things.","inputSchema":{"type":"object"}}';
const badName = '{"name":"bad name","description":"Does things.","inputSchema":{"type":"object"}}';

function client(options: { onRestart?: (m: string) => void } = {}) {
  return createValidationClient({
    createWorker: () => new FakeWorker(),
    timeoutMs: 3000,
    ...options,
  });
}

const codes = (analysis: Analysis) => analysis.diagnostics.map((d) => d.code);

beforeEach(() => {
  vi.useFakeTimers();
  FakeWorker.created = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('validation client', () => {
  it('sends at once when idle, and coalesces edits made while the worker is busy to the latest', async () => {
    const c = client();
    const first = c.analyze('t1', '{');
    const worker = FakeWorker.created[0]!;
    expect(worker.received.map((r) => (r.type === 'analyze' ? r.text : ''))).toEqual(['{']);
    const second = c.analyze('t1', '{"na');
    const third = c.analyze('t1', badName);
    // Nothing more is sent while the worker is busy with the first text.
    expect(worker.received).toHaveLength(1);
    expect(await first).toEqual({ status: 'superseded' });
    expect(await second).toEqual({ status: 'superseded' });
    // The first answer is dropped; only then the latest text goes out.
    worker.answer(worker.received.shift()!);
    expect(worker.received.map((r) => (r.type === 'analyze' ? r.text : ''))).toEqual([badName]);
    worker.answerAll();
    const outcome = await third;
    expect(outcome.status).toBe('done');
    if (outcome.status === 'done') expect(codes(outcome.analysis)).toContain('name-invalid-chars');
  });

  it('never reports the answer to an older edit once a newer one was made', async () => {
    const c = client();
    const older = c.analyze('t1', badName);
    const worker = FakeWorker.created[0]!;
    const newer = c.analyze('t1', goodTool);
    worker.answerAll(); // the old text's answer arrives: dropped, and the new text is sent
    worker.answerAll();
    expect(await older).toEqual({ status: 'superseded' });
    const outcome = await newer;
    expect(outcome.status).toBe('done');
    if (outcome.status === 'done')
      expect(codes(outcome.analysis)).not.toContain('name-invalid-chars');
  });

  it('keeps requests for different tools apart', async () => {
    const c = client();
    const a = c.analyze('a', goodTool);
    const b = c.analyze('b', badName);
    expect(FakeWorker.created[0]!.received).toHaveLength(2);
    FakeWorker.created[0]!.answerAll();
    expect((await a).status).toBe('done');
    expect((await b).status).toBe('done');
  });

  it('terminates and restarts a worker that does not answer in time, with one clear message', async () => {
    const restarts: string[] = [];
    const c = client({ onRestart: (m) => restarts.push(m) });
    const stuck = c.analyze('t1', badName);
    const first = FakeWorker.created[0]!;
    await vi.advanceTimersByTimeAsync(2999);
    expect(first.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(first.terminated).toBe(true);
    const outcome = await stuck;
    expect(outcome).toMatchObject({
      status: 'timed-out',
      message: expect.stringMatching(/longer than 3 s.*"pattern"/),
    });
    expect(restarts).toHaveLength(1);
    expect(c.restarts).toBe(1);

    // The next edit goes to a fresh worker and is answered normally.
    const next = c.analyze('t1', goodTool);
    expect(FakeWorker.created).toHaveLength(2);
    FakeWorker.created[1]!.answerAll();
    expect((await next).status).toBe('done');
  });

  it('resends requests queued behind a stuck one to the restarted worker', async () => {
    const c = client();
    const stuck = c.checkSample({ type: 'string', pattern: '^(a+)+$' }, 'aaaa!');
    await vi.advanceTimersByTimeAsync(1000);
    const queued = c.analyze('t1', goodTool);
    await vi.advanceTimersByTimeAsync(2000);
    expect((await stuck).status).toBe('timed-out');
    const second = FakeWorker.created[1]!;
    expect(second.received.map((r) => r.type)).toEqual(['analyze']);
    second.answerAll();
    expect((await queued).status).toBe('done');
  });

  it('restarts a worker stuck on an edit the user typed past, and answers the newer edit quietly', async () => {
    const restarts: string[] = [];
    const c = client({ onRestart: (m) => restarts.push(m) });
    const stuck = c.analyze('t1', badName);
    await vi.advanceTimersByTimeAsync(1000);
    // The user fixes the text while the worker is still busy with the old one.
    const fixed = c.analyze('t1', goodTool);
    expect(await stuck).toEqual({ status: 'superseded' });
    const first = FakeWorker.created[0]!;
    expect(first.received).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    // The old request's watchdog fired: the busy worker is replaced and the new text resent.
    expect(first.terminated).toBe(true);
    const second = FakeWorker.created[1]!;
    expect(second.received.map((r) => (r.type === 'analyze' ? r.text : ''))).toEqual([goodTool]);
    second.answerAll();
    expect((await fixed).status).toBe('done');
    // The superseded text's timeout is not reported to the user.
    expect(restarts).toEqual([]);
    expect(c.restarts).toBe(1);
  });

  it('checks samples in the worker', async () => {
    const c = client();
    const pending = c.checkSample(
      { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] },
      {},
    );
    FakeWorker.created[0]!.answerAll();
    const outcome = await pending;
    expect(outcome).toMatchObject({ status: 'done', result: { valid: false } });
    if (outcome.status === 'done') expect(outcome.result.issues[0]!.keyword).toBe('required');
  });

  it('reports a crashed worker and starts a new one on the next request', async () => {
    const c = client();
    const pending = c.checkSample({ type: 'string' }, 'x');
    const first = FakeWorker.created[0]!;
    first.onerror?.({ message: 'Script error', preventDefault: () => {} } as unknown as ErrorEvent);
    expect(await pending).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/crashed \(Script error\)/),
    });
    const again = c.checkSample({ type: 'string' }, 'x');
    FakeWorker.created[1]!.answerAll();
    expect(await again).toMatchObject({ status: 'done', result: { valid: true } });
  });
  it('lists the tools of a document in the worker, and reports a preview the worker never answers', async () => {
    // The fake worker answers at once, so its preview part is loaded first, as the gate would.
    await IMPORT_PREVIEW_PART.load();
    const c = client();
    const listed = c.previewTools(JSON.stringify({ tools: [{ name: 'a' }, { name: 'b' }] }));
    FakeWorker.created[0]!.answerAll();
    const outcome = await listed;
    expect(outcome.status).toBe('done');
    if (outcome.status === 'done' && outcome.preview.status === 'tools')
      expect(outcome.preview.tools.map((t) => t.name)).toEqual(['a', 'b']);
    else expect.unreachable('a tools/list result is previewed as tools');

    const stuck = c.previewTools('[]');
    await vi.advanceTimersByTimeAsync(3000);
    expect(await stuck).toMatchObject({ status: 'timed-out' });
    expect(FakeWorker.created[0]!.terminated).toBe(true);
  });

  it('reports a worker that crashes while previewing', async () => {
    const c = client();
    const pending = c.previewTools('[]');
    FakeWorker.created[0]!.onerror?.({
      message: 'Uncaught Error: boom',
      preventDefault: () => {},
    } as unknown as ErrorEvent);
    expect(await pending).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/crashed \(Uncaught Error: boom\)/),
    });
  });
  it('a preview the core throws on comes back from the worker as a failure, not a silence', async () => {
    await IMPORT_PREVIEW_PART.load();
    const response = handleRequest({
      type: 'preview-tools',
      id: 7,
      text: null as unknown as string,
    });
    expect(response).toMatchObject({
      type: 'failure',
      id: 7,
      message: expect.stringMatching(/^The validator failed unexpectedly: /),
    });
  });

  it("analyses a batch in one request, answered in order; a text the core throws on is that text's failure", async () => {
    const c = client();
    const pending = c.analyzeBatch([goodTool, null as unknown as string, badName]);
    const worker = FakeWorker.created[0]!;
    expect(worker.received).toHaveLength(1);
    worker.answerAll();
    const outcome = await pending;
    expect(outcome.status).toBe('done');
    if (outcome.status !== 'done') return;
    const [good, thrown, bad] = outcome.results;
    // Each as its own analysis would be: the name rule fires on the bad name only.
    expect(good && 'analysis' in good && good.analysis).toEqual(analyzeText(goodTool));
    expect(good && 'analysis' in good && codes(good.analysis)).not.toContain('name-invalid-chars');
    expect(thrown).toEqual({
      failure: expect.stringMatching(/^The validator failed unexpectedly: /),
    });
    expect(bad && 'analysis' in bad && bad.analysis).toEqual(analyzeText(badName));
    expect(bad && 'analysis' in bad && codes(bad.analysis)).toContain('name-invalid-chars');
  });

  it('answers only the texts a batch had time for: always the first, never more past its budget', () => {
    const batch = (budgetMs?: number) =>
      handleRequest({
        type: 'analyze-batch',
        id: 3,
        texts: [goodTool, badName, goodTool],
        options: {},
        ...(budgetMs === undefined ? {} : { budgetMs }),
      });
    expect(batch(0)).toMatchObject({
      type: 'analyses',
      results: [{ analysis: expect.anything() }],
    });
    expect(batch(0)).toHaveProperty('results.length', 1);
    expect(batch()).toHaveProperty('results.length', 3);
  });

  describe('edits instead of texts', () => {
    const named = (name: string) =>
      `{"name":"${name}","description":"Does things.","inputSchema":{"type":"object"}}`;
    /** The edit that renames the tool: what the editor's recorded changes would give. */
    const rename = (from: string, to: string) => (held: string) =>
      held === named(from) ? { offset: 9, length: from.length, content: to } : undefined;

    it('sends a keystroke as its edit once the worker holds the text, and gets the same answer', async () => {
      const c = client();
      const first = c.analyze('t1', named('ok_tool'));
      const worker = FakeWorker.created[0]!;
      worker.answerAll();
      expect((await first).status).toBe('done');
      const second = c.analyze('t1', named('bad name'), {}, rename('ok_tool', 'bad name'));
      expect(worker.received).toEqual([
        expect.objectContaining({
          type: 'analyze-edit',
          key: 't1',
          edit: { offset: 9, length: 7, content: 'bad name' },
          removed: 'ok_tool',
          length: named('bad name').length,
        }),
      ]);
      expect(JSON.stringify(worker.received)).not.toContain('Does things');
      worker.answerAll();
      const outcome = await second;
      expect(outcome.status).toBe('done');
      const direct = handleRequest({
        type: 'analyze',
        id: 0,
        text: named('bad name'),
        options: {},
      });
      expect(outcome).toEqual({
        status: 'done',
        analysis: (direct as { analysis: Analysis }).analysis,
      });
      if (outcome.status === 'done')
        expect(codes(outcome.analysis)).toContain('name-invalid-chars');
    });

    it('sends the whole text to a worker that no longer holds it, and answers for the right text', async () => {
      const c = client();
      const first = c.analyze('t1', named('ok_tool'));
      const worker = FakeWorker.created[0]!;
      worker.answerAll();
      await first;
      // Evicted, or a wrong text under the key: the worker asks for the text instead of guessing.
      worker.texts.forget('t1');
      const second = c.analyze('t1', named('bad name'), {}, rename('ok_tool', 'bad name'));
      worker.answer(worker.received.shift()!);
      expect(worker.received).toEqual([
        expect.objectContaining({ type: 'analyze', key: 't1', text: named('bad name') }),
      ]);
      worker.answerAll();
      const outcome = await second;
      expect(outcome.status).toBe('done');
      if (outcome.status === 'done')
        expect(codes(outcome.analysis)).toContain('name-invalid-chars');
    });

    it('sends whole texts to a restarted worker', async () => {
      const c = client();
      const stuck = c.analyze('t1', named('ok_tool'));
      await vi.advanceTimersByTimeAsync(3000);
      expect((await stuck).status).toBe('timed-out');
      const next = c.analyze('t1', named('bad name'), {}, rename('ok_tool', 'bad name'));
      const fresh = FakeWorker.created[1]!;
      expect(fresh.received.map((r) => r.type)).toEqual(['analyze']);
      fresh.answerAll();
      expect((await next).status).toBe('done');
    });
  });

  it('a worker refuses an edit made against another text of the same length', () => {
    const texts = new WorkerTexts();
    const base = '{"name":"abc"}';
    handleRequest({ type: 'analyze', id: 1, key: 'k', text: base, options: {} }, texts);
    const edit = { offset: 9, length: 3, content: 'xyz' };
    const wrong = {
      type: 'analyze-edit' as const,
      id: 2,
      key: 'k',
      edit,
      removed: 'abd',
      length: base.length,
      options: {},
    };
    expect(handleRequest(wrong, texts)).toEqual({ type: 'need-text', id: 2 });
    // Forgotten, so even a fitting edit now asks for the whole text.
    expect(handleRequest({ ...wrong, id: 3, removed: 'abc' }, texts)).toEqual({
      type: 'need-text',
      id: 3,
    });
    handleRequest({ type: 'analyze', id: 4, key: 'k', text: base, options: {} }, texts);
    expect(handleRequest({ ...wrong, id: 5, removed: 'abc' }, texts)).toMatchObject({
      type: 'analysis',
      id: 5,
    });
    expect(texts.get('k')).toBe('{"name":"xyz"}');
  });

  describe('samples checked against a schema the worker already holds', () => {
    const text = JSON.stringify({
      name: 'weather',
      inputSchema: { type: 'object', properties: { city: { type: 'string', minLength: 2 } } },
    });
    const schema = (JSON.parse(text) as { inputSchema: unknown }).inputSchema;
    const source = { key: 't1', text, pointer: '/inputSchema' };

    it('names the schema by its place in the text instead of sending it, with the same verdict', async () => {
      const c = client();
      const analysed = c.analyze('t1', text);
      const worker = FakeWorker.created[0]!;
      worker.answerAll();
      await analysed;
      const checked = c.checkSample(schema, { city: 'x' }, {}, source);
      expect(worker.received).toEqual([
        expect.objectContaining({ type: 'check-sample-at', key: 't1', pointer: '/inputSchema' }),
      ]);
      expect(JSON.stringify(worker.received)).not.toContain('minLength');
      worker.answerAll();
      const outcome = await checked;
      const direct = handleRequest({
        type: 'check-sample',
        id: 0,
        schema,
        sample: { city: 'x' },
        options: {},
      });
      expect(outcome).toEqual({ status: 'done', result: (direct as { result: unknown }).result });
      if (outcome.status === 'done') expect(outcome.result.valid).toBe(false);
    });

    it('sends the schema when the worker holds another text, or has forgotten it', async () => {
      const c = client();
      // Nothing analysed yet: the worker holds no text for the key.
      const first = c.checkSample(schema, { city: 'Oslo' }, {}, source);
      const worker = FakeWorker.created[0]!;
      expect(worker.received).toEqual([expect.objectContaining({ type: 'check-sample', schema })]);
      worker.answerAll();
      expect((await first).status).toBe('done');
      const analysed = c.analyze('t1', text);
      worker.answerAll();
      await analysed;
      worker.texts.forget('t1');
      const second = c.checkSample(schema, { city: 'x' }, {}, source);
      worker.answer(worker.received.shift()!); // answered need-text: sent again with the schema
      expect(worker.received).toEqual([expect.objectContaining({ type: 'check-sample', schema })]);
      worker.answerAll();
      const outcome = await second;
      expect(outcome.status === 'done' && outcome.result.valid).toBe(false);
    });
  });
});
