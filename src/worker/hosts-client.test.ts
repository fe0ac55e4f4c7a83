import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHostsClient } from './hosts-client';
import type { HostsRequest, HostsResponse, HostsWorkerLike } from './hosts-protocol';
import { createHostsRunner } from './hosts-run';

/** Answers as hosts.worker.ts does (the same runner), when the test says so. */
class FakeWorker implements HostsWorkerLike {
  static created: FakeWorker[] = [];
  received: HostsRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<HostsResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private run = createHostsRunner();
  constructor() {
    FakeWorker.created.push(this);
  }
  postMessage(message: HostsRequest) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer() {
    const request = this.received.shift()!;
    this.onmessage?.({ data: this.run(request) } as MessageEvent<HostsResponse>);
  }
}

/** 43 characters: over Claude Code's 64 under "acme-enterprise-helpdesk", within it under "hd". */
const LONG = 'search_customer_support_tickets_by_priority';
const documents = [
  { id: 'a', text: JSON.stringify({ name: LONG, inputSchema: { type: 'object' } }) },
];

beforeEach(() => {
  vi.useFakeTimers();
  FakeWorker.created = [];
});
afterEach(() => vi.useRealTimers());

describe('hosts client', () => {
  it("answers with every host's report and where each tool sits", async () => {
    const client = createHostsClient({ createWorker: () => new FakeWorker() });
    const outcome = client.judge({ documents, serverName: 'acme-enterprise-helpdesk' });
    FakeWorker.created[0]!.answer();
    const done = await outcome;
    if (done.status !== 'done') throw new Error(done.status);
    expect(done.run.reports).toHaveLength(18);
    expect(done.run.sources).toEqual([{ documentId: 'a', entryPointer: '', format: 'mcp' }]);
    const claude = done.run.reports.find((r) => r.host === 'claude-code')!;
    expect(claude.tools[0]!.status).toBe('rejected');
    expect(claude.tools[0]!.modelName).toBe(`mcp__acme-enterprise-helpdesk__${LONG}`);
  });

  it('keeps one question in flight; of those asked meanwhile only the newest is sent', async () => {
    const client = createHostsClient({ createWorker: () => new FakeWorker() });
    const first = client.judge({ documents, serverName: 'a' });
    const second = client.judge({ documents, serverName: 'acme-enterprise-helpdesk' });
    const third = client.judge({ documents, serverName: 'hd' });
    expect(await second).toEqual({ status: 'superseded' });
    const worker = FakeWorker.created[0]!;
    expect(worker.received.map((r) => r.serverName)).toEqual(['a']);
    worker.answer();
    expect((await first).status).toBe('done');
    expect(worker.received.map((r) => r.serverName)).toEqual(['hd']);
    worker.answer();
    const last = await third;
    if (last.status !== 'done') throw new Error(last.status);
    expect(last.run.reports.find((r) => r.host === 'claude-code')!.tools[0]!.status).toBe(
      'accepted',
    );
  });

  it('stops a worker that does not answer in time, says so, and starts a new one for the next', async () => {
    const client = createHostsClient({ createWorker: () => new FakeWorker(), timeoutMs: 1_000 });
    const stuck = client.judge({ documents, serverName: 'hd' });
    vi.advanceTimersByTime(1_000);
    expect(await stuck).toEqual({
      status: 'failed',
      message: 'Judging the hosts took longer than 1 s and was stopped.',
    });
    expect(FakeWorker.created[0]!.terminated).toBe(true);
    const next = client.judge({ documents, serverName: 'hd' });
    expect(FakeWorker.created).toHaveLength(2);
    FakeWorker.created[1]!.answer();
    expect((await next).status).toBe('done');
  });

  it("says the worker's error rather than waiting for ever", async () => {
    const client = createHostsClient({ createWorker: () => new FakeWorker() });
    const outcome = client.judge({ documents, serverName: 'hd' });
    FakeWorker.created[0]!.onerror?.({ message: 'boom' } as ErrorEvent);
    expect(await outcome).toEqual({
      status: 'failed',
      message: 'Judging the hosts stopped with an error (boom).',
    });
  });
});
