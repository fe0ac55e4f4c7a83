import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPersister, describeLoadProblem, loadWorkspace, REJECTED_KEY_PREFIX, WORKSPACE_KEY } from './persistence';
import type { KeyValueStorage } from './persistence';

function memoryStorage(initial: Record<string, unknown> = {}) {
  const data = new Map<string, unknown>(Object.entries(initial));
  const storage: KeyValueStorage & { data: Map<string, unknown> } = {
    data,
    get: async (key) => data.get(key),
    set: async (key, value) => {
      data.set(key, structuredClone(value));
    },
  };
  return storage;
}

const tool = { id: 't1', text: '{"name":"a"}', samples: [{ id: 's1', name: 'x', input: '{}' }], activeSampleId: 's1' };
const now = new Date('2026-01-02T03:04:05.000Z');

describe('loading the saved workspace', () => {
  it('reports a first visit when nothing is saved', async () => {
    expect(await loadWorkspace(memoryStorage())).toEqual({ status: 'empty' });
  });

  it('loads a current-version state as saved', async () => {
    const storage = memoryStorage({ [WORKSPACE_KEY]: { version: 1, savedAt: '', tools: [tool], activeToolId: 't1' } });
    expect(await loadWorkspace(storage)).toEqual({ status: 'loaded', data: { tools: [tool], activeToolId: 't1' } });
  });

  it('keeps a corrupt state aside under a rejected key and says where', async () => {
    const corrupt = { version: 1, tools: [{ id: 't1' }] };
    const storage = memoryStorage({ [WORKSPACE_KEY]: corrupt });
    const result = await loadWorkspace(storage, { now });
    const keptAs = `${REJECTED_KEY_PREFIX}2026-01-02T03:04:05.000Z`;
    expect(result).toEqual({ status: 'rejected', reason: 'tool 1 has no id or text', keptAs });
    expect(storage.data.get(keptAs)).toEqual(corrupt);
    expect(describeLoadProblem(result)).toContain(keptAs);
  });

  it('keeps aside a state that is not even an object', async () => {
    const storage = memoryStorage({ [WORKSPACE_KEY]: 'garbage' });
    const result = await loadWorkspace(storage, { now });
    expect(result.status).toBe('rejected');
    expect([...storage.data.values()]).toContain('garbage');
  });

  it('keeps aside a state from a newer version instead of guessing', async () => {
    const future = { version: 7, tools: [tool] };
    const storage = memoryStorage({ [WORKSPACE_KEY]: future });
    const result = await loadWorkspace(storage, { now });
    expect(result).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/newer version \(7\)/) });
  });

  it('migrates an older version step by step', async () => {
    // A made-up version 1 without samples, migrated to a version 2 that has them.
    const old = { version: 1, tools: [{ id: 't1', text: '{}' }], activeToolId: 't1' };
    const storage = memoryStorage({ [WORKSPACE_KEY]: old });
    const migrations = {
      1: (s: Record<string, unknown>) => ({
        ...s,
        tools: (s.tools as object[]).map((t) => ({ ...t, samples: [] })),
      }),
    };
    const result = await loadWorkspace(storage, { migrations, version: 2 });
    expect(result).toEqual({
      status: 'loaded',
      migratedFrom: 1,
      data: { tools: [{ id: 't1', text: '{}', samples: [] }], activeToolId: 't1' },
    });
  });

  it('keeps aside an older version with no migration path', async () => {
    const storage = memoryStorage({ [WORKSPACE_KEY]: { version: 1, tools: [tool] } });
    const result = await loadWorkspace(storage, { migrations: {}, version: 2, now });
    expect(result).toMatchObject({ status: 'rejected', reason: 'no migration exists from version 1' });
  });

  it('reports storage that cannot be read instead of failing to start', async () => {
    const storage: KeyValueStorage = {
      get: () => Promise.reject(new Error('IndexedDB is disabled')),
      set: () => Promise.resolve(),
    };
    const result = await loadWorkspace(storage);
    expect(result.status).toBe('unavailable');
    expect(describeLoadProblem(result)).toMatch(/IndexedDB is disabled/);
  });
});

describe('saving the workspace', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves a burst of edits once, within the debounce', async () => {
    const storage = memoryStorage();
    const setSpy = vi.spyOn(storage, 'set');
    let text = 'a';
    const persister = createPersister(storage, () => ({ tools: [{ ...tool, text }], activeToolId: 't1' }), {
      debounceMs: 300,
    });
    persister.schedule();
    text = 'ab';
    persister.schedule();
    text = 'abc';
    persister.schedule();
    await vi.advanceTimersByTimeAsync(299);
    expect(setSpy).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(setSpy).toHaveBeenCalledTimes(1);
    const saved = storage.data.get(WORKSPACE_KEY) as { version: number; tools: { text: string }[] };
    expect(saved.version).toBe(1);
    expect(saved.tools[0]!.text).toBe('abc');
    // What was saved loads back.
    expect(await loadWorkspace(storage)).toMatchObject({ status: 'loaded' });
  });

  it('reports a failing write once, not on every edit', async () => {
    const errors: string[] = [];
    const storage: KeyValueStorage = {
      get: async () => undefined,
      set: () => Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError')),
    };
    const persister = createPersister(storage, () => ({ tools: [tool], activeToolId: 't1' }), {
      onError: (m) => errors.push(m),
    });
    await persister.flush();
    await persister.flush();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/could not be saved \(Quota exceeded\)/);
  });
});
