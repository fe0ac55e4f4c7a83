import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCostCounter } from '../core';
import type { CostQuery } from '../core';
import { createCostClient } from './cost-client';
import type { CostRequest, CostResponse, CostWorkerLike } from './cost-protocol';

/** Answers as cost.worker.ts does, when the test says so. */
class FakeWorker implements CostWorkerLike {
  static created: FakeWorker[] = [];
  received: CostRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<CostResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private counter = createCostCounter((text) => countTokens(text));
  constructor() {
    FakeWorker.created.push(this);
  }
  postMessage(message: CostRequest) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer() {
    const request = this.received.shift()!;
    this.onmessage?.({
      data: { id: request.id, figures: this.counter.figures(request.query) },
    } as MessageEvent<CostResponse>);
  }
}

const doc = (description: string) =>
  JSON.stringify({ name: 't', description, inputSchema: { type: 'object' } });
const query = (description: string): CostQuery => ({
  texts: [doc(description)],
  active: { text: doc(description), target: 'openai-chat', snapshots: [] },
});

beforeEach(() => {
  vi.useFakeTimers();
  FakeWorker.created = [];
});
afterEach(() => vi.useRealTimers());

describe('cost client', () => {
  it('answers with the figures the worker counted', async () => {
    const client = createCostClient({ createWorker: () => new FakeWorker() });
    const outcome = client.count(query('Get the weather.'));
    FakeWorker.created[0]!.answer();
    const done = await outcome;
    expect(done.status).toBe('done');
    if (done.status === 'done') {
      expect(done.figures.toolset).toHaveLength(6);
      expect(done.figures.active?.tools[0]?.name).toBe('t');
    }
  });

  it('keeps one question in flight; of those asked meanwhile only the newest is sent', async () => {
    const client = createCostClient({ createWorker: () => new FakeWorker() });
    const first = client.count(query('one'));
    const second = client.count(query('two'));
    const third = client.count(query('three words here'));
    const worker = FakeWorker.created[0]!;
    expect(worker.received).toHaveLength(1);
    expect(await second).toEqual({ status: 'superseded' });
    worker.answer();
    expect((await first).status).toBe('done');
    expect(worker.received.map((r) => r.query.active?.text)).toEqual([doc('three words here')]);
    worker.answer();
    const last = await third;
    if (last.status !== 'done') throw new Error(last.status);
    expect(last.figures.active?.tools[0]?.text).toContain('three words here');
  });

  it('stops a worker that does not answer and starts a new one for the next question', async () => {
    const client = createCostClient({ createWorker: () => new FakeWorker(), timeoutMs: 1000 });
    const stuck = client.count(query('one'));
    vi.advanceTimersByTime(1000);
    const outcome = await stuck;
    expect(outcome.status).toBe('failed');
    expect(FakeWorker.created[0]!.terminated).toBe(true);
    const next = client.count(query('two'));
    FakeWorker.created[1]!.answer();
    expect((await next).status).toBe('done');
  });
});
