import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWorkspaceStore, newTool, selectActiveAnalysis } from '.';
import { connectValidation } from './connect-validation';
import { createMcpRevisionStore, MCP_REVISION_KEY } from './mcp-revision';
import { handleRequest } from '../worker/handle-request';
import type { WorkerLike, WorkerRequest, WorkerResponse } from '../worker/protocol';
import { createValidationClient } from '../worker/validation-client';

/** Answers every request on the next tick with the real handler, recording what it was asked. */
class EchoWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly revisions: unknown[] = [];
  postMessage(message: WorkerRequest) {
    if (message.type === 'analyze' || message.type === 'analyze-edit')
      this.revisions.push(message.options.mcpRevision);
    setTimeout(
      () => this.onmessage?.({ data: handleRequest(message) } as MessageEvent<WorkerResponse>),
      1,
    );
  }
  terminate() {}
}

const headerTool = JSON.stringify({
  name: 'get_weather',
  description: 'Gets the weather.',
  inputSchema: {
    type: 'object',
    properties: { region: { type: 'number', 'x-mcp-header': 'Region' } },
  },
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the workspace MCP revision', () => {
  it('is sent with every analysis, and a change asks the verdicts again under the new revision', async () => {
    const tool = newTool(headerTool);
    const store = createWorkspaceStore({ tools: [tool], activeToolId: tool.id });
    const revision = createMcpRevisionStore('2026-07-28');
    const worker = new EchoWorker();
    const client = createValidationClient({ createWorker: () => worker });
    const disconnect = connectValidation(store, client, {
      revision,
      background: false,
      toolset: false,
    });
    const codes = () =>
      selectActiveAnalysis(store.getState())?.diagnostics.map((d) => d.code) ?? [];
    await vi.advanceTimersByTimeAsync(5);
    expect(codes()).toContain('mcp-header-invalid');

    revision.getState().setRevision('2025-11-25');
    await vi.advanceTimersByTimeAsync(5);
    expect(codes()).not.toContain('mcp-header-invalid');
    expect(worker.revisions).toEqual(['2026-07-28', '2025-11-25']);
    disconnect();
  });

  it('is kept in localStorage, and an unknown stored value reads as the default', () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    });
    try {
      createMcpRevisionStore().getState().setRevision('2025-06-18');
      expect(stored.get(MCP_REVISION_KEY)).toBe('2025-06-18');
      expect(createMcpRevisionStore().getState().revision).toBe('2025-06-18');
      stored.set(MCP_REVISION_KEY, '2024-11-05');
      expect(createMcpRevisionStore().getState().revision).toBe('2026-07-28');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
