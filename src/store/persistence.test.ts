import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  commitToStorage,
  createPersister,
  describeLoadProblem,
  loadWorkspace,
  readCurrentState,
  REJECTED_KEY_PREFIX,
  WORKSPACE_KEY,
} from './persistence';
import type { KeyValueStorage } from './persistence';
import type { WorkspaceDelta } from './workspace-sync';
import { importedTool } from './__fixtures__/server-tool';

function memoryStorage(initial: Record<string, unknown> = {}) {
  const data = new Map<string, unknown>(Object.entries(initial));
  const storage: KeyValueStorage & { data: Map<string, unknown> } = {
    data,
    get: async (key) => data.get(key),
    set: async (key, value) => {
      data.set(key, structuredClone(value));
    },
    update: async (key, updater) => {
      data.set(key, structuredClone(updater(data.get(key))));
    },
  };
  return storage;
}

const tool = {
  id: 't1',
  text: '{"name":"a"}',
  samples: [{ id: 's1', name: 'x', input: '{}' }],
  activeSampleId: 's1',
};
const now = new Date('2026-01-02T03:04:05.000Z');

describe('loading the saved workspace', () => {
  it('reports a first visit when nothing is saved', async () => {
    expect(await loadWorkspace(memoryStorage())).toEqual({ status: 'empty' });
  });

  it('loads a current-version state as saved', async () => {
    const storage = memoryStorage({
      [WORKSPACE_KEY]: { version: 1, savedAt: '', tools: [tool], activeToolId: 't1' },
    });
    expect(await loadWorkspace(storage)).toEqual({
      status: 'loaded',
      data: { tools: [tool], activeToolId: 't1', revision: 0, revisions: new Map() },
    });
  });

  it("loads a tool's provenance and saved server cases; a malformed one is dropped, never the tool", async () => {
    const tampered = {
      ...importedTool,
      id: 't10',
      provenance: { ...importedTool.provenance, url: 'http://user:pw@127.0.0.1:3001/mcp?token=x' },
      serverCases: [{ input: [], expect: 'success' }],
    };
    const storage = memoryStorage({
      [WORKSPACE_KEY]: {
        version: 1,
        savedAt: '',
        tools: [importedTool, tampered],
        activeToolId: 't9',
      },
    });
    const { serverCases: _dropped, ...rest } = tampered;
    expect(await loadWorkspace(storage)).toEqual({
      status: 'loaded',
      data: {
        tools: [importedTool, { ...rest, provenance: importedTool.provenance }],
        activeToolId: 't9',
        revision: 0,
        revisions: new Map(),
      },
    });
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
    expect(result).toMatchObject({
      status: 'rejected',
      reason: expect.stringMatching(/newer version \(7\)/),
    });
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
      data: {
        tools: [{ id: 't1', text: '{}', samples: [] }],
        activeToolId: 't1',
        revision: 0,
        revisions: new Map(),
      },
    });
  });

  it('keeps aside an older version with no migration path', async () => {
    const storage = memoryStorage({ [WORKSPACE_KEY]: { version: 1, tools: [tool] } });
    const result = await loadWorkspace(storage, { migrations: {}, version: 2, now });
    expect(result).toMatchObject({
      status: 'rejected',
      reason: 'no migration exists from version 1',
    });
  });

  it('reports storage that cannot be read instead of failing to start', async () => {
    const storage: KeyValueStorage = {
      get: () => Promise.reject(new Error('IndexedDB is disabled')),
      set: () => Promise.resolve(),
      update: () => Promise.resolve(),
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
    const save = vi.fn(async () => {});
    const persister = createPersister(save, { debounceMs: 300 });
    persister.schedule();
    persister.schedule();
    persister.schedule();
    await vi.advanceTimersByTimeAsync(299);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('never runs two saves at once: a flush during a save runs once more after it', async () => {
    let running = 0;
    let most = 0;
    const save = vi.fn(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 50));
      running -= 1;
    });
    const persister = createPersister(save);
    const first = persister.flush();
    const second = persister.flush();
    const third = persister.flush();
    await vi.advanceTimersByTimeAsync(200);
    await Promise.all([first, second, third]);
    expect(most).toBe(1);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('reports a failing write once, not on every edit', async () => {
    const errors: string[] = [];
    const persister = createPersister(
      () => Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError')),
      {
        onError: (m) => errors.push(m),
      },
    );
    await persister.flush();
    await persister.flush();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/could not be saved \(Quota exceeded\)/);
  });
});

describe('committing a delta to storage', () => {
  const delta = (changes: Partial<WorkspaceDelta> = {}): WorkspaceDelta => ({
    by: 'tab-a',
    changed: [],
    deleted: [],
    order: [],
    reordered: false,
    ...changes,
  });

  it('writes the merge one revision up, each written tool stamped with the revision and the tab', async () => {
    const storage = memoryStorage({
      [WORKSPACE_KEY]: { version: 1, savedAt: '', tools: [tool], activeToolId: 't1' },
    });
    const edited = { ...tool, text: '{"name":"b"}' };
    const { stored, conflicts } = await commitToStorage(
      storage,
      [delta({ changed: [{ tool: edited, baseRev: 0 }], order: ['t1'] })],
      {
        newId: () => 'copy',
        now: () => now,
      },
    );
    expect(conflicts).toEqual([]);
    expect(stored.revision).toBe(1);
    expect(storage.data.get(WORKSPACE_KEY)).toEqual({
      version: 1,
      savedAt: '2026-01-02T03:04:05.000Z',
      revision: 1,
      tools: [{ ...edited, rev: 1, by: 'tab-a' }],
      activeToolId: 't1',
    });
    // What was saved loads back, revisions included.
    const loaded = await loadWorkspace(storage);
    expect(loaded).toEqual({
      status: 'loaded',
      data: {
        tools: [edited],
        activeToolId: 't1',
        revision: 1,
        revisions: new Map([['t1', { rev: 1, by: 'tab-a' }]]),
      },
    });
  });

  it('writes nothing when storage now holds a state this version cannot read', async () => {
    const future = { version: 2, tools: [tool] };
    const storage = memoryStorage({ [WORKSPACE_KEY]: future });
    await expect(
      commitToStorage(storage, [delta({ changed: [{ tool, baseRev: null }] })], {
        newId: () => 'x',
      }),
    ).rejects.toThrow(/version 2/);
    expect(storage.data.get(WORKSPACE_KEY)).toEqual(future);
  });

  it('replaces an unreadable state when the load already kept it aside', async () => {
    const storage = memoryStorage({ [WORKSPACE_KEY]: 'garbage' });
    const { stored } = await commitToStorage(
      storage,
      [delta({ changed: [{ tool, baseRev: null }], order: ['t1'] })],
      {
        newId: () => 'x',
        replaceUnreadable: true,
      },
    );
    expect(stored.tools).toEqual([tool]);
    expect(storage.data.get(WORKSPACE_KEY)).toMatchObject({
      revision: 1,
      tools: [{ id: 't1', rev: 1, by: 'tab-a' }],
    });
  });

  it('reads states saved before revisions as revision 0', () => {
    expect(
      readCurrentState({ version: 1, savedAt: '', tools: [tool], activeToolId: 't1' }),
    ).toMatchObject({ revision: 0 });
    expect(readCurrentState(undefined)).toMatchObject({ revision: 0, tools: [] });
  });
});
