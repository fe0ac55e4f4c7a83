import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWorkspaceStore, newTool, selectActiveAnalysis } from '.';
import { connectValidation } from './connect-validation';
import { createMcpRevisionStore } from './mcp-revision';
import { storedProvenance } from '../core/live/__fixtures__/provenance';
import type { WorkspaceState } from './workspace-store';
import { handleRequest } from '../worker/handle-request';
import type { WorkerLike, WorkerRequest, WorkerResponse } from '../worker/protocol';
import { createValidationClient } from '../worker/validation-client';

/** Answers every request on the next tick, like a fast real worker. */
class EchoWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(message: WorkerRequest) {
    setTimeout(
      () => this.onmessage?.({ data: handleRequest(message) } as MessageEvent<WorkerResponse>),
      1,
    );
  }
  terminate() {}
}

const named = (name: string) =>
  `{"name":"${name}","description":"Does things.","inputSchema":{"type":"object"}}`;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connecting the store to the validation worker', () => {
  it('analyses the active tool and keeps only the result for its latest text', async () => {
    const tool = newTool(named('ok_tool'));
    const store = createWorkspaceStore({ tools: [tool], activeToolId: tool.id });
    const client = createValidationClient({ createWorker: () => new EchoWorker() });
    const disconnect = connectValidation(store, client);
    await vi.advanceTimersByTimeAsync(5);
    expect(selectActiveAnalysis(store.getState())?.kind).toBe('tool');

    // Two edits in one tick: the first text's result never reaches the store, the second's does.
    store.getState().setToolText(tool.id, named('bad name'));
    store.getState().setToolText(tool.id, named('still bad'));
    await vi.advanceTimersByTimeAsync(5);
    const codes = selectActiveAnalysis(store.getState())!.diagnostics.map((d) => d.message);
    expect(codes.some((m) => m.includes('"still bad"'))).toBe(true);
    expect(codes.some((m) => m.includes('"bad name"'))).toBe(false);
    disconnect();
  });

  it('analyses a tool when it is selected, and reports a watchdog stop as the validation problem', async () => {
    const a = newTool(named('a'));
    const b = newTool(named('b'));
    const store = createWorkspaceStore({ tools: [a, b], activeToolId: a.id });
    const silent: WorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage: () => {},
      terminate: () => {},
    };
    const client = createValidationClient({ createWorker: () => silent, timeoutMs: 100 });
    connectValidation(store, client);
    store.getState().selectTool(b.id);
    await vi.advanceTimersByTimeAsync(200);
    expect(store.getState().validationProblem).toMatch(/longer than 0.1 s/);
  });

  it('asks for a selected tool once its frame has painted, and for an edit at once', async () => {
    const a = newTool(named('a'));
    const b = newTool(named('b'));
    const store = createWorkspaceStore({ tools: [a, b], activeToolId: a.id });
    const asked: string[] = [];
    const worker = new EchoWorker();
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (message) => {
      if ('text' in message && typeof message.text === 'string') asked.push(message.text);
      post(message);
    };
    const painted: (() => void)[] = [];
    const client = createValidationClient({ createWorker: () => worker });
    const disconnect = connectValidation(store, client, {
      background: false,
      toolset: false,
      afterPaint: (run) => {
        painted.push(run);
        return () => painted.splice(painted.indexOf(run), 1);
      },
    });
    await vi.advanceTimersByTimeAsync(5);
    expect(asked).toEqual([a.text]);

    store.getState().selectTool(b.id);
    await vi.advanceTimersByTimeAsync(5);
    expect(asked).toEqual([a.text]);
    painted.shift()!();
    await vi.advanceTimersByTimeAsync(5);
    expect(asked).toEqual([a.text, b.text]);
    expect(selectActiveAnalysis(store.getState())?.kind).toBe('tool');

    // A switch whose frame has not come yet is overtaken by an edit, which asks once, at once.
    store.getState().selectTool(a.id);
    store.getState().setToolText(a.id, named('a2'));
    await vi.advanceTimersByTimeAsync(5);
    expect(asked.at(-1)).toBe(named('a2'));
    expect(painted).toEqual([]);
    disconnect();
  });

  it("judges a tool imported from a server by the revision that server negotiated, the others by the workspace's", async () => {
    // server-everything serves `execution` (MCP 2025-11-25); 2026-07-28 moved it out of the Tool.
    const text = `{"name":"echo","description":"Echoes.","inputSchema":{"type":"object"},"execution":{"taskSupport":"forbidden"}}`;
    const imported = {
      ...newTool(text),
      provenance: { ...storedProvenance, protocolVersion: '2025-11-25' },
    };
    const importedEarlier = { ...newTool(text), provenance: storedProvenance };
    const mine = newTool(text);
    const codes = (state: WorkspaceState, id: string) => {
      const check = state.checks[id];
      const analysis = state.analyses[id];
      const diagnostics =
        analysis && analysis.text === state.tools.find((t) => t.id === id)?.text
          ? analysis.analysis.diagnostics
          : check?.status === 'checked'
            ? check.diagnostics
            : undefined;
      return diagnostics?.map((d) => d.code);
    };
    for (const active of [imported, mine]) {
      const store = createWorkspaceStore({
        tools: [imported, importedEarlier, mine],
        activeToolId: active.id,
      });
      const client = createValidationClient({ createWorker: () => new EchoWorker() });
      const revision = createMcpRevisionStore('2026-07-28');
      const disconnect = connectValidation(store, client, {
        revision,
        scheduleIdle: (run) => {
          const timer = setTimeout(run, 1);
          return () => clearTimeout(timer);
        },
        toolset: false,
      });
      await vi.advanceTimersByTimeAsync(50);
      const state = store.getState();
      // The active one through its own request, the others through the background batches.
      expect(codes(state, imported.id)).not.toContain('execution-not-in-revision');
      expect(codes(state, imported.id)).toBeDefined();
      // Provenance stored before the negotiated version was kept follows the workspace.
      expect(codes(state, importedEarlier.id)).toContain('execution-not-in-revision');
      expect(codes(state, mine.id)).toContain('execution-not-in-revision');
      disconnect();
    }
  });
});
