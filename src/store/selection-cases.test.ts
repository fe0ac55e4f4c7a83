import { describe, expect, it } from 'vitest';
import { decodeJournal, encodeJournal } from './journal';
import { loadWorkspace, WORKSPACE_KEY } from './persistence';
import type { KeyValueStorage } from './persistence';
import type { WorkspaceTool } from './types';
import { sameTool } from './workspace-sync';
import type { WorkspaceDelta } from './workspace-sync';
import { createWorkspaceStore, newTool } from './workspace-store';

const cases = [{ prompt: 'What is the weather in Oslo?', tool: 'get_weather' }];
const withCases: WorkspaceTool = {
  id: 't1',
  text: '{"name":"get_weather"}',
  samples: [],
  selectionCases: cases,
};

function memoryStorage(initial: Record<string, unknown>): KeyValueStorage {
  const data = new Map<string, unknown>(Object.entries(initial));
  return {
    get: async (key) => data.get(key),
    set: async (key, value) => void data.set(key, structuredClone(value)),
    update: async (key, updater) => void data.set(key, structuredClone(updater(data.get(key)))),
  };
}

describe('selection cases kept with a document', () => {
  it('are set and cleared by the store, and count as a change to save', () => {
    const tool = newTool('{"name":"get_weather"}');
    const store = createWorkspaceStore({ tools: [tool], activeToolId: tool.id });
    store.getState().setSelectionCases(tool.id, cases);
    const kept = store.getState().tools[0]!;
    expect(kept.selectionCases).toEqual(cases);
    expect(sameTool(tool, kept)).toBe(false);
    store.getState().setSelectionCases(tool.id, []);
    expect('selectionCases' in store.getState().tools[0]!).toBe(false);
  });

  it('survive the journal and a reload from storage', async () => {
    const empty: WorkspaceDelta = {
      by: 'tab-a',
      changed: [],
      deleted: [],
      order: [],
      reordered: false,
    };
    const delta: WorkspaceDelta = { ...empty, changed: [{ tool: withCases, baseRev: 1 }] };
    expect(decodeJournal(encodeJournal(delta, 7))).toEqual({ delta, at: 7 });
    const storage = memoryStorage({
      [WORKSPACE_KEY]: { version: 1, savedAt: '', tools: [withCases], activeToolId: 't1' },
    });
    const loaded = await loadWorkspace(storage);
    expect(loaded).toMatchObject({ status: 'loaded', data: { tools: [withCases] } });
  });

  it('drop a malformed list and keep the tool', async () => {
    const storage = memoryStorage({
      [WORKSPACE_KEY]: {
        version: 1,
        savedAt: '',
        tools: [{ ...withCases, selectionCases: [{ prompt: 3 }] }],
        activeToolId: 't1',
      },
    });
    const { selectionCases: _dropped, ...rest } = withCases;
    expect(await loadWorkspace(storage)).toMatchObject({
      status: 'loaded',
      data: { tools: [rest] },
    });
    const loaded = await loadWorkspace(storage);
    if (loaded.status !== 'loaded') throw new Error(loaded.status);
    expect(loaded.data.tools[0]).not.toHaveProperty('selectionCases');
  });
});
