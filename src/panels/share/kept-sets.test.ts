import { describe, expect, it } from 'vitest';
import { KEPT_SETS_KEY, keepToolSet, listKeptSets, removeKeptSet } from './kept-sets';
import type { KeptSetsStorage } from './kept-sets';

function memoryStorage(
  initial: Record<string, unknown> = {},
): KeptSetsStorage & { data: Map<string, unknown> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: async (key) => data.get(key),
    set: async (key, value) => void data.set(key, value),
    del: async (key) => void data.delete(key),
  };
}

const workspace = (text: string) => ({
  tools: [{ id: 't', text, samples: [] }],
  activeToolId: 't',
});

describe('kept tool sets', () => {
  it('keeps sets newest first, lists and removes them', async () => {
    const storage = memoryStorage();
    const first = await keepToolSet(
      { reason: 'before opening a share link', data: workspace('a') },
      new Date('2026-11-22T01:00:00Z'),
      storage,
    );
    const second = await keepToolSet(
      { reason: 'before opening the file x.json', data: workspace('b') },
      new Date('2026-11-22T02:00:00Z'),
      storage,
    );
    expect(first.id).not.toBe(second.id);
    const listed = await listKeptSets(storage);
    expect(listed.map((s) => [s.keptAt, s.data.tools[0]!.text])).toEqual([
      ['2026-11-22T02:00:00.000Z', 'b'],
      ['2026-11-22T01:00:00.000Z', 'a'],
    ]);
    await removeKeptSet(second.id, storage);
    expect((await listKeptSets(storage)).map((s) => s.id)).toEqual([first.id]);
    await removeKeptSet(first.id, storage);
    expect(storage.data.has(KEPT_SETS_KEY)).toBe(false);
  });

  it('skips malformed stored entries instead of failing, and never drops them on keep', async () => {
    const storage = memoryStorage({ [KEPT_SETS_KEY]: [{ junk: true }, 'x'] });
    expect(await listKeptSets(storage)).toEqual([]);
    await keepToolSet({ reason: 'r', data: workspace('c') }, new Date(0), storage);
    expect((storage.data.get(KEPT_SETS_KEY) as unknown[]).length).toBe(3);
  });

  it('lets a storage failure reach the caller, so nothing is replaced', async () => {
    const storage = memoryStorage();
    storage.set = async () => {
      throw new Error('QuotaExceededError');
    };
    await expect(
      keepToolSet({ reason: 'r', data: workspace('d') }, new Date(0), storage),
    ).rejects.toThrow('QuotaExceededError');
  });
});
