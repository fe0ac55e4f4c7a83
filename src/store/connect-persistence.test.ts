import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectPersistence, OTHER_TAB_MESSAGE } from './connect-persistence';
import type { SaveChannel, SavedMessage } from './connect-persistence';
import { memoryJournal } from './__fixtures__/memory-journal';
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
    update: vi.fn(async (key: string, updater: (old: unknown) => unknown) => {
      data.set(key, structuredClone(updater(data.get(key))));
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
    expect(store.getState().tools.map((t) => t.text)).toEqual([
      '{"name":"saved"}',
      '{"name":"other"}',
    ]);
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
    expect(storage.data.get(WORKSPACE_KEY)).toMatchObject({
      version: 1,
      tools: [{ text: store.getState().tools[0]!.text }],
    });
  });

  it('starts without saving when the saved state does not arrive in time, so it is never overwritten', async () => {
    const storage: KeyValueStorage & {
      set: ReturnType<typeof vi.fn>;
      update: ReturnType<typeof vi.fn>;
    } = {
      get: () => new Promise(() => {}),
      set: vi.fn(async () => {}),
      update: vi.fn(async () => {}),
    };
    const store = createWorkspaceStore();
    const connecting = connectPersistence(store, storage, 5000);
    await vi.advanceTimersByTimeAsync(5000);
    await connecting;
    expect(store.getState().notice).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/did not load within 5 s/),
    });
    store.getState().addTool('{}');
    await vi.advanceTimersByTimeAsync(2000);
    expect(storage.set).not.toHaveBeenCalled();
    expect(storage.update).not.toHaveBeenCalled();
  });
});

/** BroadcastChannel between tabs of one test: each message reaches every tab (a tab ignores its own). */
function bus() {
  const handlers: ((message: SavedMessage) => void)[] = [];
  return (): SaveChannel => ({
    post: (message) => handlers.forEach((handler) => queueMicrotask(() => handler(message))),
    listen: (handler) => void handlers.push(handler),
  });
}

const text = (name: string, description = 'd') =>
  `{\n  "name": "${name}",\n  "description": "${description}"\n}\n`;
const savedTexts = (storage: ReturnType<typeof memoryStorage>) =>
  (storage.data.get(WORKSPACE_KEY) as { tools: { text: string }[] }).tools.map((t) => t.text);
const texts = (store: ReturnType<typeof createWorkspaceStore>) =>
  store.getState().tools.map((t) => t.text);

describe('a reload right after an edit', () => {
  it('replays the journal over the saved state, saves it, and removes the journal', async () => {
    const first = newTool(text('first'));
    const second = newTool(text('second'));
    const storage = memoryStorage({
      [WORKSPACE_KEY]: { version: 1, savedAt: '', tools: [first, second], activeToolId: first.id },
    });
    const journal = memoryJournal();
    const before = createWorkspaceStore();
    await connectPersistence(before, storage, 5000, { journal, tab: 'before', channel: null });

    // Type, create, rename, delete and undo a deletion, then reload with no time for IndexedDB.
    before.getState().setToolText(first.id, text('first', 'typed'));
    const created = before.getState().addTool(text('created'));
    expect(before.getState().renameTool(created, 'renamed')).toBeUndefined();
    before.getState().deleteTool(second.id);
    before.getState().deleteTool(first.id);
    before.getState().undoDeleteTool();
    expect(storage.update).not.toHaveBeenCalled();
    expect(journal.items.size).toBe(1);

    const after = createWorkspaceStore();
    await connectPersistence(after, storage, 5000, { journal, tab: 'after', channel: null });
    const expected = [text('first', 'typed'), text('renamed')];
    expect(texts(after)).toEqual(expected);
    expect(after.getState().activeToolId).toBe(first.id);
    expect(savedTexts(storage)).toEqual(expected);
    expect(journal.items.size).toBe(0);
  });

  it('keeps the journal, and shows its edits, when IndexedDB cannot take them yet', async () => {
    const saved = newTool(text('saved'));
    const storage = memoryStorage({
      [WORKSPACE_KEY]: { version: 1, savedAt: '', tools: [saved], activeToolId: saved.id },
    });
    const journal = memoryJournal();
    const before = createWorkspaceStore();
    await connectPersistence(before, storage, 5000, { journal, tab: 'before', channel: null });
    before.getState().setToolText(saved.id, text('saved', 'typed'));

    storage.update.mockRejectedValue(
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    );
    const after = createWorkspaceStore();
    await connectPersistence(after, storage, 5000, { journal, tab: 'after', channel: null });
    expect(texts(after)).toEqual([text('saved', 'typed')]);
    expect(after.getState().notice?.message).toMatch(
      /restored but could not be saved yet \(The quota has been exceeded\.\)/,
    );
    // The edits now live in the new tab's journal, so a third load still finds them.
    expect([...journal.items.keys()]).toEqual(['tool-schema-studio/journal/after']);
  });
});

describe('edits made while a save runs', () => {
  it('an edit undone while its save was on its way stays undone, and is saved next', async () => {
    const tool = newTool(text('tool', 'saved'));
    const storage = memoryStorage({
      [WORKSPACE_KEY]: { version: 1, savedAt: '', tools: [tool], activeToolId: tool.id },
    });
    const store = createWorkspaceStore();
    const persister = await connectPersistence(store, storage, 5000, {
      journal: memoryJournal(),
      tab: 'a',
      channel: null,
    });
    // The next write waits until released, as a slow IndexedDB transaction does.
    let release: () => void = () => {};
    const realUpdate = storage.update.getMockImplementation()!;
    storage.update.mockImplementationOnce(async (key, updater) => {
      await new Promise<void>((resolve) => (release = resolve));
      await realUpdate(key, updater);
    });
    store.getState().setToolText(tool.id, text('tool', 'deleted a parameter'));
    const saving = persister.flush();
    await vi.advanceTimersByTimeAsync(0);
    store.getState().setToolText(tool.id, text('tool', 'saved')); // undo, while the save runs
    release();
    await saving;
    expect(texts(store)).toEqual([text('tool', 'saved')]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(savedTexts(storage)).toEqual([text('tool', 'saved')]);
  });
});

describe('two tabs on one workspace', () => {
  async function twoTabs(channel: (() => SaveChannel) | null) {
    const shared = newTool(text('shared'));
    const other = newTool(text('other'));
    const storage = memoryStorage({
      [WORKSPACE_KEY]: { version: 1, savedAt: '', tools: [shared, other], activeToolId: shared.id },
    });
    const journal = memoryJournal();
    const a = createWorkspaceStore();
    const b = createWorkspaceStore();
    const saveA = await connectPersistence(a, storage, 5000, {
      journal,
      tab: 'a',
      channel: channel?.() ?? null,
    });
    const saveB = await connectPersistence(b, storage, 5000, {
      journal,
      tab: 'b',
      channel: channel?.() ?? null,
    });
    return { shared, other, storage, a, b, saveA, saveB };
  }

  it('an idle tab never writes, and shows what the other tab saved', async () => {
    const { shared, storage, a, b, saveB } = await twoTabs(bus());
    a.getState().setToolText(shared.id, text('shared', 'from a'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(storage.update).toHaveBeenCalledTimes(1);
    expect(texts(b)[0]).toBe(text('shared', 'from a'));
    expect(b.getState().notice).toMatchObject({ kind: 'info', message: OTHER_TAB_MESSAGE });
    // Closing the idle tab (its pagehide flush) writes nothing.
    await saveB.flush();
    expect(storage.update).toHaveBeenCalledTimes(1);
    expect(savedTexts(storage)[0]).toBe(text('shared', 'from a'));
  });

  it('a tab that never heard of the other’s save still cannot overwrite it: it writes only the tool it changed', async () => {
    const { shared, other, storage, a, b, saveA, saveB } = await twoTabs(null);
    a.getState().setToolText(shared.id, text('shared', 'from a'));
    await saveA.flush();
    b.getState().setToolText(other.id, text('other', 'from b'));
    await saveB.flush();
    expect(savedTexts(storage)).toEqual([text('shared', 'from a'), text('other', 'from b')]);
    // And tab b now shows tab a's edit too.
    expect(texts(b)).toEqual([text('shared', 'from a'), text('other', 'from b')]);
    expect(b.getState().notice).toBeUndefined();
  });

  it('both changed the same tool: both versions are kept and the tab that finds out says so', async () => {
    const { shared, storage, a, b, saveA, saveB } = await twoTabs(null);
    a.getState().setToolText(shared.id, text('shared', 'from a'));
    await saveA.flush();
    b.getState().setToolText(shared.id, text('shared', 'from b'));
    await saveB.flush();
    expect(savedTexts(storage)).toEqual([
      text('shared', 'from b'),
      text('shared (from another tab)', 'from a'),
      text('other'),
    ]);
    expect(texts(b)).toEqual(savedTexts(storage));
    expect(b.getState().notice).toMatchObject({
      kind: 'error',
      message:
        "“shared” was changed in two tabs at once: both versions are kept, the other tab's as “shared (from another tab)”.",
    });
  });

  it('while one tab has unsaved edits to a tool the other keeps saving, it is told once and keeps one copy, of the latest', async () => {
    const { shared, storage, a, b, saveB } = await twoTabs(bus());
    storage.update.mockImplementationOnce(async () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    b.getState().setToolText(shared.id, text('shared', 'from b'));
    await vi.advanceTimersByTimeAsync(1000); // b's save fails: its edit is not stored yet
    for (const round of [1, 2, 3]) {
      a.getState().setToolText(shared.id, text('shared', `from a ${round}`));
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(texts(b)).toEqual([text('shared', 'from b'), text('other')]);
    expect(b.getState().notice?.message).toBe(
      "“shared” was also changed in another tab: when this tab saves, both versions are kept, the other tab's as “shared (from another tab)”.",
    );
    await saveB.flush();
    expect(savedTexts(storage)).toEqual([
      text('shared', 'from b'),
      text('shared (from another tab)', 'from a 3'),
      text('other'),
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(texts(a)).toEqual(savedTexts(storage));
  });
});
