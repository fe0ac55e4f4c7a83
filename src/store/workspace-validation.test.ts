import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyzeText } from '../core';
import { createWorkspaceStore, newTool } from '.';
import type { WorkspaceStore } from '.';
import { connectValidation } from './connect-validation';
import { describeToolStatus, toolStatus } from './tool-status';
import { nextToCheck, startBackgroundValidation } from './workspace-validation';
import type { IdleScheduler } from './workspace-validation';
import type { AnalysisOutcome } from '../worker/validation-client';
import { createValidationClient } from '../worker/validation-client';
import { handleRequest } from '../worker/handle-request';
import type { WorkerLike, WorkerRequest, WorkerResponse } from '../worker/protocol';

const DESCRIPTION =
  'Looks up the current weather for a city and returns the temperature in degrees Celsius.';
const CITY = '"city":{"type":"string","description":"The city name."}';
/** A tool no rule has anything to say about. */
const named = (name: string) =>
  `{"name":"${name}","description":"${DESCRIPTION}","inputSchema":{"type":"object","properties":{${CITY}},"required":["city"],"additionalProperties":false}}`;
/** One error ("strin" is no JSON Schema type) and one note ("days" has no description). */
const broken = named('broken').replace(
  CITY,
  '"city":{"type":"strin","description":"The city name."},"days":{"type":"integer"}',
);

/** An idle scheduler the test runs by hand, one idle moment at a time. */
function manualIdle() {
  const queue: (() => void)[] = [];
  const schedule: IdleScheduler = (callback) => {
    queue.push(callback);
    return () => {
      const at = queue.indexOf(callback);
      if (at >= 0) queue.splice(at, 1);
    };
  };
  return {
    schedule,
    get waiting() {
      return queue.length;
    },
    /** Runs the callbacks waiting now (not those they schedule). */
    idle() {
      for (const callback of queue.splice(0)) callback();
    },
  };
}

/** An analyze function whose answers the test releases by hand. */
function manualAnalyze() {
  const calls: { text: string; answer: (outcome: AnalysisOutcome) => void }[] = [];
  const analyze = (text: string) =>
    new Promise<AnalysisOutcome>((resolve) => calls.push({ text, answer: resolve }));
  return {
    analyze,
    calls,
    /** Answers the oldest open call as the real worker would. */
    async answer() {
      const call = calls.shift()!;
      call.answer({ status: 'done', analysis: analyzeText(call.text) });
      await Promise.resolve();
    },
  };
}

function workspace(texts: string[]): { store: WorkspaceStore; ids: string[] } {
  const tools = texts.map(newTool);
  const store = createWorkspaceStore({ tools, activeToolId: tools[0]!.id });
  return { store, ids: tools.map((t) => t.id) };
}

const statusOf = (store: WorkspaceStore, id: string) => {
  const state = store.getState();
  return describeToolStatus(
    toolStatus(
      state,
      state.tools.find((t) => t.id === id)!,
    ),
  );
};

describe('background validation queue', () => {
  it('checks every other tool in list order, one at a time, each in its own idle moment', async () => {
    const { store, ids } = workspace([named('active'), broken, named('b'), named('c')]);
    const idle = manualIdle();
    const worker = manualAnalyze();
    startBackgroundValidation(store, {
      analyze: worker.analyze,
      activeBusy: () => false,
      scheduleIdle: idle.schedule,
    });
    expect(worker.calls).toHaveLength(0); // nothing before the page is idle
    expect(statusOf(store, ids[1]!)).toBe('Checking…');

    idle.idle();
    expect(worker.calls.map((c) => c.text)).toEqual([broken]);
    idle.idle(); // a second idle moment while one request is out sends nothing more
    expect(worker.calls).toHaveLength(1);
    await worker.answer();
    expect(statusOf(store, ids[1]!)).toBe('1 error, 1 info');

    idle.idle();
    expect(worker.calls.map((c) => c.text)).toEqual([named('b')]);
    await worker.answer();
    idle.idle();
    await worker.answer();
    expect(statusOf(store, ids[2]!)).toBe('No problems');
    expect(statusOf(store, ids[3]!)).toBe('No problems');
    // The active tool is its own path's job; the queue never sends it, and stops when done.
    idle.idle();
    expect(worker.calls).toHaveLength(0);
    expect(idle.waiting).toBe(0);
    expect(nextToCheck(store.getState())).toBeUndefined();
  });

  it('keeps only counts and findings without quick fixes', async () => {
    const { store, ids } = workspace([named('active'), broken]);
    const idle = manualIdle();
    const worker = manualAnalyze();
    startBackgroundValidation(store, {
      analyze: worker.analyze,
      activeBusy: () => false,
      scheduleIdle: idle.schedule,
    });
    idle.idle();
    await worker.answer();
    const check = store.getState().checks[ids[1]!]!;
    expect(check.status).toBe('checked');
    if (check.status !== 'checked') return;
    expect(check.counts).toEqual({ error: 1, warning: 0, info: 1 });
    expect(analyzeText(broken).diagnostics.some((d) => d.fix)).toBe(true);
    expect(check.diagnostics.some((d) => 'fix' in d)).toBe(false);
  });

  it("waits while the active tool's request is in flight", async () => {
    const { store } = workspace([named('active'), named('b')]);
    const idle = manualIdle();
    const worker = manualAnalyze();
    let busy = true;
    const queue = startBackgroundValidation(store, {
      analyze: worker.analyze,
      activeBusy: () => busy,
      scheduleIdle: idle.schedule,
    });
    idle.idle();
    expect(worker.calls).toHaveLength(0);
    busy = false;
    queue.kick(); // what the active path does when its answer arrives
    idle.idle();
    expect(worker.calls).toHaveLength(1);
  });

  it('drops a result for a text edited since, and checks the new text', async () => {
    const { store, ids } = workspace([named('active'), named('b')]);
    const idle = manualIdle();
    const worker = manualAnalyze();
    const queue = startBackgroundValidation(store, {
      analyze: worker.analyze,
      activeBusy: () => false,
      scheduleIdle: idle.schedule,
    });
    idle.idle();
    store.getState().setToolText(ids[1]!, broken);
    queue.kick();
    await worker.answer(); // the answer for the old text
    expect(store.getState().checks[ids[1]!]).toBeUndefined();
    expect(statusOf(store, ids[1]!)).toBe('Checking…');
    idle.idle();
    expect(worker.calls.map((c) => c.text)).toEqual([broken]);
    await worker.answer();
    expect(statusOf(store, ids[1]!)).toBe('1 error, 1 info');
  });

  it('marks a tool the worker gave up on as not checked, moves on, and tries it once more after the others', async () => {
    const { store, ids } = workspace([named('active'), named('hangs'), named('c')]);
    const idle = manualIdle();
    const worker = manualAnalyze();
    const giveUp = async () => {
      worker.calls.shift()!.answer({ status: 'timed-out', message: 'Validation took too long.' });
      await Promise.resolve();
    };
    startBackgroundValidation(store, {
      analyze: worker.analyze,
      activeBusy: () => false,
      scheduleIdle: idle.schedule,
    });
    idle.idle();
    await giveUp();
    expect(statusOf(store, ids[1]!)).toBe('Not checked: Validation took too long.');
    idle.idle();
    expect(worker.calls.map((c) => c.text)).toEqual([named('c')]);
    await worker.answer();
    idle.idle(); // every tool has a verdict: the one that failed gets its second try
    expect(worker.calls.map((c) => c.text)).toEqual([named('hangs')]);
    await giveUp();
    expect(store.getState().checks[ids[1]!]).toMatchObject({ attempts: 2 });
    idle.idle(); // and no third
    expect(worker.calls).toHaveLength(0);
    expect(statusOf(store, ids[1]!)).toBe('Not checked: Validation took too long.');
  });

  it('a second try that passes replaces "not checked" with the counts', async () => {
    const { store, ids } = workspace([named('active'), broken]);
    const idle = manualIdle();
    const worker = manualAnalyze();
    startBackgroundValidation(store, {
      analyze: worker.analyze,
      activeBusy: () => false,
      scheduleIdle: idle.schedule,
    });
    idle.idle();
    worker.calls.shift()!.answer({ status: 'failed', message: 'The worker crashed.' });
    await Promise.resolve();
    idle.idle();
    await worker.answer();
    expect(statusOf(store, ids[1]!)).toBe('1 error, 1 info');
  });
});

/** Answers every request on the next tick with the real core, like a fast real worker. */
class EchoWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  posted: WorkerRequest[] = [];
  postMessage(message: WorkerRequest) {
    this.posted.push(message);
    setTimeout(
      () => this.onmessage?.({ data: handleRequest(message) } as MessageEvent<WorkerResponse>),
      1,
    );
  }
  terminate() {}
}

describe('background validation wired to the worker client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the active tool first and the others only after it answered', async () => {
    const { store, ids } = workspace([named('active'), broken, named('c')]);
    const worker = new EchoWorker();
    const client = createValidationClient({ createWorker: () => worker });
    const idle = manualIdle();
    const disconnect = connectValidation(store, client, { scheduleIdle: idle.schedule });
    idle.idle(); // the active tool's request is still out: nothing else is sent
    expect(worker.posted.map((r) => (r.type === 'analyze' ? r.text : ''))).toEqual([
      named('active'),
    ]);
    await vi.advanceTimersByTimeAsync(5);
    for (let i = 0; i < 2; i++) {
      idle.idle();
      await vi.advanceTimersByTimeAsync(5);
    }
    expect(worker.posted).toHaveLength(3);
    expect(statusOf(store, ids[0]!)).toBe('No problems');
    expect(statusOf(store, ids[1]!)).toBe('1 error, 1 info');
    expect(statusOf(store, ids[2]!)).toBe('No problems');
    disconnect();
  });

  it('a watchdog stop on one background tool marks only that row, not the whole validator', async () => {
    const hanging = named('hangs');
    /** Never answers the hanging text; answers the rest. */
    class HangingWorker extends EchoWorker {
      override postMessage(message: WorkerRequest) {
        if (message.type === 'analyze' && message.text === hanging) return;
        super.postMessage(message);
      }
    }
    const { store, ids } = workspace([named('active'), hanging, named('c')]);
    const client = createValidationClient({
      createWorker: () => new HangingWorker(),
      timeoutMs: 100,
    });
    connectValidation(store, client, {
      scheduleIdle: (callback) => {
        const handle = setTimeout(callback, 0);
        return () => clearTimeout(handle);
      },
      // These tools share one description on purpose; what the toolset rules say of that is
      // workspace-toolset.test.ts's subject, not this one's.
      toolset: false,
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(statusOf(store, ids[1]!)).toMatch(/^Not checked: Validation took longer than 0.1 s/);
    expect(statusOf(store, ids[2]!)).toBe('No problems');
    expect(store.getState().validationProblem).toBeUndefined();
    // Tried twice (once more after the others), then left alone.
    expect(client.restarts).toBe(2);
    expect(store.getState().checks[ids[1]!]).toMatchObject({ attempts: 2 });
  });
});
