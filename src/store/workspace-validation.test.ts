import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyzeText, BACKGROUND_WORKER_BATCH_BUDGET_MS, TOOLSET_CHECK_DELAY_MS } from '../core';
import { createWorkspaceStore, newTool } from '.';
import type { WorkspaceStore } from '.';
import { connectValidation } from './connect-validation';
import { checkedFrom, describeToolStatus, toolStatus } from './tool-status';
import {
  BACKGROUND_BATCH_CHARS,
  BACKGROUND_BATCH_TOOLS,
  nextBatch,
  startBackgroundValidation,
} from './workspace-validation';
import type { IdleScheduler } from './workspace-validation';
import type { ToolCheck, WorkspaceTool } from './types';
import type { BatchOutcome } from '../worker/validation-client';
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

/** A batch analysis whose answers the test releases by hand. */
function manualBatches() {
  const calls: { texts: string[]; answer: (outcome: BatchOutcome) => void }[] = [];
  const analyzeBatch = (texts: string[]) =>
    new Promise<BatchOutcome>((resolve) => calls.push({ texts, answer: resolve }));
  return {
    analyzeBatch,
    calls,
    /** Answers the oldest open batch as the real worker would. */
    async answer() {
      const call = calls.shift()!;
      call.answer({
        status: 'done',
        results: call.texts.map((text) => ({ analysis: analyzeText(text) })),
      });
      await Promise.resolve();
    },
    /** The oldest open batch ends as the client reports a watchdog stop. */
    async giveUp(message = 'Validation took too long.') {
      calls.shift()!.answer({ status: 'timed-out', message });
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

function start(store: WorkspaceStore, busy: () => boolean = () => false) {
  const idle = manualIdle();
  const worker = manualBatches();
  const queue = startBackgroundValidation(store, {
    analyzeBatch: worker.analyzeBatch,
    activeBusy: busy,
    scheduleIdle: idle.schedule,
  });
  return { idle, worker, queue };
}

describe('background validation queue', () => {
  it('checks every other tool in list order, in one batch per idle moment, and its verdicts land in one update', async () => {
    const { store, ids } = workspace([named('active'), broken, named('b'), named('c')]);
    const { idle, worker } = start(store);
    expect(worker.calls).toHaveLength(0); // nothing before the page is idle
    expect(statusOf(store, ids[1]!)).toBe('Checking…');

    idle.idle();
    // The active tool is its own path's job; the queue never sends it.
    expect(worker.calls.map((c) => c.texts)).toEqual([[broken, named('b'), named('c')]]);
    idle.idle(); // a second idle moment while one request is out sends nothing more
    expect(worker.calls).toHaveLength(1);
    let updates = 0;
    const unsubscribe = store.subscribe(() => (updates += 1));
    await worker.answer();
    unsubscribe();
    expect(updates).toBe(1);
    expect(statusOf(store, ids[1]!)).toBe('1 error, 1 info');
    expect(statusOf(store, ids[2]!)).toBe('No problems');
    expect(statusOf(store, ids[3]!)).toBe('No problems');
    // Done: nothing more is sent, and the queue stops asking for idle time.
    idle.idle();
    expect(worker.calls).toHaveLength(0);
    expect(idle.waiting).toBe(0);
    expect(nextBatch(store.getState())).toEqual([]);
  });

  it('is settled only once every tool has its verdict and nothing is in flight', async () => {
    const { store } = workspace([named('active'), broken, named('b')]);
    const { idle, worker, queue } = start(store);
    expect(queue.settled()).toBe(false);
    idle.idle();
    expect(queue.settled()).toBe(false);
    await worker.answer();
    expect(queue.settled()).toBe(true);
    store.getState().setToolText(store.getState().tools[2]!.id, named('b2'));
    expect(queue.settled()).toBe(false);
  });

  it(`sends at most ${BACKGROUND_BATCH_TOOLS} tools and ${BACKGROUND_BATCH_CHARS} characters at a time; a longer tool goes alone`, async () => {
    const many = Array.from({ length: 2 * BACKGROUND_BATCH_TOOLS + 7 }, (_, i) => named(`t${i}`));
    const { store } = workspace([named('active'), ...many]);
    const { idle, worker } = start(store);
    const sizes: number[] = [];
    for (let i = 0; i < 3; i++) {
      idle.idle();
      sizes.push(worker.calls[0]!.texts.length);
      await worker.answer();
    }
    expect(sizes).toEqual([BACKGROUND_BATCH_TOOLS, BACKGROUND_BATCH_TOOLS, 7]);

    // 40 000 characters of description each: two fit under the limit, a third does not.
    const long = (name: string) => named(name).replace(DESCRIPTION, 'x'.repeat(40_000));
    const big = `{"name":"big","description":"${'y'.repeat(BACKGROUND_BATCH_CHARS + 1)}"}`;
    const wide = workspace([named('active'), long('l1'), long('l2'), long('l3'), big, named('z')]);
    const batches = nextBatchesOf(wide.store);
    expect(batches.map((b) => b.length)).toEqual([2, 1, 1, 1]);
    expect(batches[2]![0]!.text).toBe(big);
  });

  it('puts in one batch only tools that share its key (the revision they are judged by)', () => {
    const { store } = workspace([
      named('active'),
      named('a1'),
      named('b1'),
      named('a2'),
      named('b2'),
    ]);
    const key = (tool: { text: string }) => (tool.text.includes('"name":"a') ? 'a' : 'b');
    const names = (batch: { text: string }[]) =>
      batch.map((t) => (JSON.parse(t.text) as { name: string }).name);
    const first = nextBatch(store.getState(), new Set(), key);
    expect(names(first)).toEqual(['a1', 'a2']);
    store
      .getState()
      .setChecks(Object.fromEntries(first.map((t) => [t.id, checkedFrom(t.text, [])])));
    expect(names(nextBatch(store.getState(), new Set(), key))).toEqual(['b1', 'b2']);
  });

  it('sends the tools a batch had no time for in the next one, without a verdict meanwhile', async () => {
    const { store, ids } = workspace([named('active'), broken, named('b'), named('c')]);
    const { idle, worker } = start(store);
    idle.idle();
    // The worker's budget ran out after the first tool: it answers that one only.
    const call = worker.calls.shift()!;
    call.answer({ status: 'done', results: [{ analysis: analyzeText(call.texts[0]!) }] });
    await Promise.resolve();
    expect(statusOf(store, ids[1]!)).toBe('1 error, 1 info');
    expect(statusOf(store, ids[2]!)).toBe('Checking…');
    idle.idle();
    expect(worker.calls.map((c) => c.texts)).toEqual([[named('b'), named('c')]]);
    await worker.answer();
    expect(statusOf(store, ids[3]!)).toBe('No problems');
  });

  it('keeps only counts and findings without quick fixes', async () => {
    const { store, ids } = workspace([named('active'), broken]);
    const { idle, worker } = start(store);
    idle.idle();
    await worker.answer();
    const check = store.getState().checks[ids[1]!]!;
    expect(check.status).toBe('checked');
    if (check.status !== 'checked') return;
    expect(check.counts).toEqual({ error: 1, warning: 0, info: 1 });
    expect(analyzeText(broken).diagnostics.some((d) => d.fix)).toBe(true);
    expect(check.diagnostics.some((d) => 'fix' in d)).toBe(false);
  });

  it("waits while the active tool's request is in flight", () => {
    const { store } = workspace([named('active'), named('b')]);
    let busy = true;
    const { idle, worker, queue } = start(store, () => busy);
    idle.idle();
    expect(worker.calls).toHaveLength(0);
    busy = false;
    queue.kick(); // what the active path does when its answer arrives
    idle.idle();
    expect(worker.calls).toHaveLength(1);
  });

  it('drops a result for a text edited since, and checks the new text', async () => {
    const { store, ids } = workspace([named('active'), named('b'), named('c')]);
    const { idle, worker, queue } = start(store);
    idle.idle();
    store.getState().setToolText(ids[1]!, broken);
    queue.kick();
    await worker.answer(); // the answer for b's old text, and for c
    expect(store.getState().checks[ids[1]!]).toBeUndefined();
    expect(statusOf(store, ids[1]!)).toBe('Checking…');
    expect(statusOf(store, ids[2]!)).toBe('No problems');
    idle.idle();
    expect(worker.calls.map((c) => c.texts)).toEqual([[broken]]);
    await worker.answer();
    expect(statusOf(store, ids[1]!)).toBe('1 error, 1 info');
  });

  it('sends each tool of a batch the worker gave up on alone, marks only the one that fails, and tries it once more after the others', async () => {
    const { store, ids } = workspace([named('active'), named('b'), named('hangs'), named('c')]);
    const { idle, worker } = start(store);
    idle.idle();
    await worker.giveUp();
    // Nobody is blamed yet: each of the three is sent again on its own.
    expect(statusOf(store, ids[2]!)).toBe('Checking…');
    idle.idle();
    expect(worker.calls.map((c) => c.texts)).toEqual([[named('b')]]);
    await worker.answer();
    idle.idle();
    expect(worker.calls.map((c) => c.texts)).toEqual([[named('hangs')]]);
    await worker.giveUp();
    expect(statusOf(store, ids[2]!)).toBe('Not checked: Validation took too long.');
    idle.idle();
    expect(worker.calls.map((c) => c.texts)).toEqual([[named('c')]]);
    await worker.answer();
    expect(statusOf(store, ids[1]!)).toBe('No problems');
    expect(statusOf(store, ids[3]!)).toBe('No problems');
    idle.idle(); // every tool has a verdict: the one that failed gets its second try
    expect(worker.calls.map((c) => c.texts)).toEqual([[named('hangs')]]);
    await worker.giveUp();
    expect(store.getState().checks[ids[2]!]).toMatchObject({ attempts: 2 });
    idle.idle(); // and no third
    expect(worker.calls).toHaveLength(0);
    expect(statusOf(store, ids[2]!)).toBe('Not checked: Validation took too long.');
  });

  it('a text the core threw on is that row\'s "not checked"; the others of its batch get their counts', async () => {
    const { store, ids } = workspace([named('active'), named('b'), broken]);
    const { idle, worker } = start(store);
    idle.idle();
    worker.calls.shift()!.answer({
      status: 'done',
      results: [
        { failure: 'The validator failed unexpectedly: boom' },
        { analysis: analyzeText(broken) },
      ],
    });
    await Promise.resolve();
    expect(statusOf(store, ids[1]!)).toBe('Not checked: The validator failed unexpectedly: boom');
    expect(statusOf(store, ids[2]!)).toBe('1 error, 1 info');
  });

  it('a second try that passes replaces "not checked" with the counts', async () => {
    const { store, ids } = workspace([named('active'), broken]);
    const { idle, worker } = start(store);
    idle.idle();
    worker.calls.shift()!.answer({ status: 'failed', message: 'The worker crashed.' });
    await Promise.resolve();
    expect(statusOf(store, ids[1]!)).toBe('Not checked: The worker crashed.');
    idle.idle();
    await worker.answer();
    expect(statusOf(store, ids[1]!)).toBe('1 error, 1 info');
  });
});

/** The batches the queue would send for a workspace, in order, each answered as "no problems". */
function nextBatchesOf(store: WorkspaceStore) {
  const batches: { id: string; text: string }[][] = [];
  for (
    let batch = nextBatch(store.getState());
    batch.length > 0;
    batch = nextBatch(store.getState())
  ) {
    batches.push(batch);
    store
      .getState()
      .setChecks(Object.fromEntries(batch.map((t) => [t.id, checkedFrom(t.text, [])])));
  }
  return batches;
}

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
    idle.idle();
    await vi.advanceTimersByTimeAsync(5);
    expect(worker.posted[1]).toMatchObject({ type: 'analyze-batch', texts: [broken, named('c')] });
    expect(worker.posted).toHaveLength(2);
    expect(statusOf(store, ids[0]!)).toBe('No problems');
    expect(statusOf(store, ids[1]!)).toBe('1 error, 1 info');
    expect(statusOf(store, ids[2]!)).toBe('No problems');
    disconnect();
  });

  it("with a second worker, sends the others to it at once, without waiting for the open tool's answer, and the toolset rules too", async () => {
    const { store, ids } = workspace([named('active'), broken, named('c')]);
    const worker = new EchoWorker();
    const second = new EchoWorker();
    const client = createValidationClient({ createWorker: () => worker });
    const backgroundClient = createValidationClient({ createWorker: () => second });
    const idle = manualIdle();
    const disconnect = connectValidation(store, client, {
      scheduleIdle: idle.schedule,
      backgroundClient,
    });
    idle.idle(); // the open tool's request is out, on the other worker
    expect(worker.posted.map((r) => r.type)).toEqual(['analyze']);
    expect(second.posted).toEqual([
      {
        type: 'analyze-batch',
        id: expect.any(Number) as number,
        texts: [broken, named('c')],
        options: { mcpRevision: expect.any(String) as string },
        budgetMs: BACKGROUND_WORKER_BATCH_BUDGET_MS,
      },
    ]);
    await vi.advanceTimersByTimeAsync(5);
    expect(statusOf(store, ids[1]!)).toBe('1 error, 1 info');
    await vi.advanceTimersByTimeAsync(TOOLSET_CHECK_DELAY_MS);
    expect(second.posted.map((r) => r.type)).toEqual(['analyze-batch', 'analyze-toolset']);
    expect(worker.posted.map((r) => r.type)).toEqual(['analyze']);
    disconnect();
  });

  it('a watchdog stop on one background tool marks only that row, not the whole validator', async () => {
    const hanging = named('hangs');
    /** Never answers the hanging text; answers the rest. */
    class HangingWorker extends EchoWorker {
      override postMessage(message: WorkerRequest) {
        if (message.type === 'analyze-batch' && message.texts.includes(hanging)) return;
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
    // The batch, then the hanging tool alone, then once more after the others; then left alone.
    expect(client.restarts).toBe(3);
    expect(store.getState().checks[ids[1]!]).toMatchObject({ attempts: 2 });
  });
});

describe('background validation with verdicts kept from before', () => {
  /** A lookup that finds the verdicts `kept` has for the texts, and records what it was asked. */
  function keptVerdicts(kept: readonly string[]) {
    const asked: string[][] = [];
    const lookup = (tools: WorkspaceTool[]) => {
      asked.push(tools.map((t) => t.text));
      const found: Record<string, ToolCheck> = {};
      for (const tool of tools)
        if (kept.includes(tool.text))
          found[tool.id] = checkedFrom(tool.text, analyzeText(tool.text).diagnostics);
      return Promise.resolve(found);
    };
    return { asked, lookup };
  }

  function startWith(
    store: WorkspaceStore,
    lookup: (tools: WorkspaceTool[]) => Promise<Record<string, ToolCheck>>,
  ) {
    const idle = manualIdle();
    const worker = manualBatches();
    startBackgroundValidation(store, {
      analyzeBatch: worker.analyzeBatch,
      activeBusy: () => false,
      scheduleIdle: idle.schedule,
      lookup,
    });
    return { idle, worker };
  }

  it('looks every tool up before the worker gets any, and sends it only the misses', async () => {
    const { store, ids } = workspace([named('active'), broken, named('b'), named('c')]);
    const kept = keptVerdicts([named('active'), broken, named('c')]);
    const { idle, worker } = startWith(store, kept.lookup);
    idle.idle();
    // The open tool too, for its badge: its own request gives the editor its markers.
    expect(kept.asked).toEqual([[named('active'), broken, named('b'), named('c')]]);
    expect(worker.calls).toHaveLength(0);
    await Promise.resolve();
    await Promise.resolve();
    expect(statusOf(store, ids[0]!)).toBe('No problems');
    expect(statusOf(store, ids[1]!)).toBe('1 error, 1 info');
    expect(statusOf(store, ids[2]!)).toBe('Checking…');
    idle.idle();
    expect(worker.calls.map((c) => c.texts)).toEqual([[named('b')]]);
    await worker.answer();
    expect(statusOf(store, ids[2]!)).toBe('No problems');
    // Nothing is looked up twice.
    idle.idle();
    expect(kept.asked).toHaveLength(1);
  });

  it('looks an edited tool up again, and the open tool only for its first text', async () => {
    const { store, ids } = workspace([named('active'), named('b')]);
    const kept = keptVerdicts([named('b'), named('b2')]);
    const { idle, worker } = startWith(store, kept.lookup);
    idle.idle();
    await Promise.resolve();
    await Promise.resolve();
    store.getState().setToolText(ids[1]!, named('b2'));
    store.getState().setToolText(ids[0]!, named('active2'));
    idle.idle();
    expect(kept.asked).toEqual([[named('active'), named('b')], [named('b2')]]);
    await Promise.resolve();
    await Promise.resolve();
    expect(statusOf(store, ids[1]!)).toBe('No problems');
    expect(worker.calls).toHaveLength(0);
  });

  it('sends every tool to the worker when the lookup fails', async () => {
    const { store, ids } = workspace([named('active'), broken]);
    const { idle, worker } = startWith(store, () => Promise.reject(new Error('No storage.')));
    idle.idle();
    await Promise.resolve();
    await Promise.resolve();
    idle.idle();
    expect(worker.calls.map((c) => c.texts)).toEqual([[broken]]);
    await worker.answer();
    expect(statusOf(store, ids[1]!)).toBe('1 error, 1 info');
  });
});
