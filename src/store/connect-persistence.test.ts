import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectPersistence } from './connect-persistence';
import type { KeyValueStorage } from './persistence';
import { WORKSPACE_KEY } from './persistence';
import { createWorkspaceStore, newTool } from './workspace-store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function memoryStorage(initial: Record<string, unknown> = {}) {
  const data = new Map<string, unknown>(Object.entries(initial));
  return {
    data,
    get: async (key: string) => data.get(key),
    set: vi.fn(async (key: string, value: unknown) => {
      data.set(key, structuredClone(value));
    }),
  };
}

describe('connecting the store to storage', () => {
  it('restores the saved tools and active tool, then saves each edit within a second', async () => {
    const saved = newTool('{"name":"saved"}');
    const other = newTool('{"name":"other"}');
    const storage = memoryStorage({
      [WORKSPACE_KEY]: { version: 1, savedAt: '', tools: [saved, other], activeToolId: other.id },
    });
    const store = createWorkspaceStore();
    await connectPersistence(store, storage);
    expect(store.getState().tools.map((t) => t.text)).toEqual(['{"name":"saved"}', '{"name":"other"}']);
    expect(store.getState().activeToolId).toBe(other.id);

    store.getState().setToolText(other.id, '{"name":"edited"}');
    await vi.advanceTimersByTimeAsync(1000);
    const written = storage.data.get(WORKSPACE_KEY) as { tools: { text: string }[] };
    expect(written.tools[1]!.text).toBe('{"name":"edited"}');
  });

  it('saves the example at once on a first visit', async () => {
    const storage = memoryStorage();
    const store = createWorkspaceStore();
    await connectPersistence(store, storage);
    await vi.advanceTimersByTimeAsync(0);
    expect(storage.data.get(WORKSPACE_KEY)).toMatchObject({ version: 1, tools: [{ text: store.getState().tools[0]!.text }] });
  });

  it('starts without saving when the saved state does not arrive in time, so it is never overwritten', async () => {
    const storage: KeyValueStorage & { set: ReturnType<typeof vi.fn> } = {
      get: () => new Promise(() => {}),
      set: vi.fn(async () => {}),
    };
    const store = createWorkspaceStore();
    const connecting = connectPersistence(store, storage, 5000);
    await vi.advanceTimersByTimeAsync(5000);
    await connecting;
    expect(store.getState().notice).toMatchObject({ kind: 'error', message: expect.stringMatching(/did not load within 5 s/) });
    store.getState().addTool('{}');
    await vi.advanceTimersByTimeAsync(2000);
    expect(storage.set).not.toHaveBeenCalled();
  });
});
