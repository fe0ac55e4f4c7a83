import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compareTexts } from '../core';
import { createDiffRunner, diffTimeoutMessage } from './diff-runner';
import type { DiffRequest, DiffResponse, DiffWorkerLike } from './diff-runner';

class FakeWorker implements DiffWorkerLike {
  static created: FakeWorker[] = [];
  received: DiffRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<DiffResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    FakeWorker.created.push(this);
  }
  postMessage(message: DiffRequest) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer() {
    const request = this.received.shift()!;
    if (!this.terminated)
      this.onmessage?.({
        data: {
          id: request.id,
          comparison: compareTexts(request.oldText, request.newText, request.labels),
        },
      } as MessageEvent<DiffResponse>);
  }
}

const labels = { old: 'old', new: 'new' };
const tool = (values: string[]) =>
  JSON.stringify({
    name: 't',
    inputSchema: { type: 'object', properties: { u: { enum: values } } },
  });

beforeEach(() => {
  vi.useFakeTimers();
  FakeWorker.created = [];
});
afterEach(() => vi.useRealTimers());

describe('diff runner', () => {
  it('answers with the comparison computed in the worker', async () => {
    const runner = createDiffRunner({ createWorker: () => new FakeWorker(), timeoutMs: 1000 });
    const outcome = runner.run(tool(['a', 'b']), tool(['a']), labels);
    FakeWorker.created[0]!.answer();
    const done = await outcome;
    expect(done.status).toBe('done');
    if (done.status === 'done' && done.comparison.ok)
      expect(done.comparison.result.summary.breaking).toBe(1);
  });

  it('a newer comparison supersedes a busy one and stops its worker', async () => {
    const runner = createDiffRunner({ createWorker: () => new FakeWorker(), timeoutMs: 1000 });
    const first = runner.run(tool(['a']), tool(['a', 'b']), labels);
    const second = runner.run(tool(['a', 'b']), tool(['a']), labels);
    expect(await first).toEqual({ status: 'superseded' });
    expect(FakeWorker.created[0]!.terminated).toBe(true);
    FakeWorker.created[1]!.answer();
    expect((await second).status).toBe('done');
  });

  it('the watchdog stops a comparison that hangs, and the next one gets a fresh worker', async () => {
    const runner = createDiffRunner({ createWorker: () => new FakeWorker(), timeoutMs: 1000 });
    const hung = runner.run(tool(['a']), tool(['b']), labels);
    vi.advanceTimersByTime(1000);
    expect(await hung).toEqual({ status: 'timed-out', message: diffTimeoutMessage(1000) });
    expect(FakeWorker.created[0]!.terminated).toBe(true);
    const next = runner.run(tool(['a']), tool(['a']), labels);
    expect(FakeWorker.created).toHaveLength(2);
    FakeWorker.created[1]!.answer();
    expect((await next).status).toBe('done');
  });
});
