import { describe, expect, it } from 'vitest';
import {
  createJournalWriter,
  decodeJournal,
  encodeJournal,
  JOURNAL_KEY_PREFIX,
  JOURNAL_UNAVAILABLE_MESSAGE,
  journalKey,
  readJournals,
  removeReplayed,
} from './journal';
import { memoryJournal } from './__fixtures__/memory-journal';
import type { WorkspaceDelta } from './workspace-sync';

const tool = {
  id: 't1',
  text: '{"name":"a"}',
  samples: [{ id: 's1', name: 'x', input: '{}' }],
  activeSampleId: 's1',
  snapshots: [{ at: 1, text: '{}' }],
};
const delta: WorkspaceDelta = {
  by: 'tab-a',
  changed: [
    { tool, baseRev: 3 },
    { tool: { id: 't2', text: '{}', samples: [] }, baseRev: null },
  ],
  deleted: [{ id: 't3', baseRev: 2 }],
  order: ['t1', 't2'],
  reordered: true,
  activeToolId: 't2',
};
const empty: WorkspaceDelta = {
  by: 'tab-a',
  changed: [],
  deleted: [],
  order: ['t1'],
  reordered: false,
};

describe('the journal of unsaved edits', () => {
  it('reads back exactly what it wrote', () => {
    expect(decodeJournal(encodeJournal(delta, 42))).toEqual({ delta, at: 42 });
  });

  it('refuses journals it did not write, with a reason, never throwing', () => {
    expect(decodeJournal('{')).toBe('it is not JSON');
    expect(decodeJournal('[]')).toBe('it is not an object');
    expect(decodeJournal(JSON.stringify({ version: 9 }))).toBe('it is of an unknown version (9)');
    const good = JSON.parse(encodeJournal(delta, 1)) as Record<string, unknown>;
    expect(
      decodeJournal(JSON.stringify({ ...good, changed: [{ tool: { id: 1 }, baseRev: 0 }] })),
    ).toBe('a changed tool is malformed');
    expect(decodeJournal(JSON.stringify({ ...good, changed: [{ tool, baseRev: -1 }] }))).toBe(
      'a changed tool is malformed',
    );
    expect(decodeJournal(JSON.stringify({ ...good, deleted: [{ id: 't' }] }))).toBe(
      'a deleted tool is malformed',
    );
    expect(decodeJournal(JSON.stringify({ ...good, order: [1] }))).toBe('its order is malformed');
    expect(decodeJournal(JSON.stringify({ ...good, by: undefined }))).toBe(
      'it does not say which tab wrote it, or when',
    );
  });

  it('finds every tab’s journal, oldest first, and names the unreadable ones without touching them', () => {
    const storage = memoryJournal();
    storage.setItem(journalKey('late'), encodeJournal({ ...delta, by: 'late' }, 20));
    storage.setItem(journalKey('early'), encodeJournal({ ...delta, by: 'early' }, 10));
    storage.setItem(journalKey('broken'), 'not json');
    storage.setItem('tool-schema-studio/theme', 'dark');
    const { entries, unreadable } = readJournals(storage);
    expect(entries.map((e) => e.delta.by)).toEqual(['early', 'late']);
    expect(unreadable).toEqual([{ key: `${JOURNAL_KEY_PREFIX}broken`, reason: 'it is not JSON' }]);
    expect(storage.getItem(journalKey('broken'))).toBe('not json');
  });

  it('removes a replayed journal only if its tab did not rewrite it meanwhile', () => {
    const storage = memoryJournal();
    storage.setItem(journalKey('a'), encodeJournal(delta, 1));
    storage.setItem(journalKey('b'), encodeJournal(delta, 2));
    const { entries } = readJournals(storage);
    storage.setItem(journalKey('b'), encodeJournal(delta, 3)); // tab b typed again
    removeReplayed(storage, entries);
    expect([...storage.items.keys()]).toEqual([journalKey('b')]);
  });
});

describe('writing this tab’s journal', () => {
  it('writes the delta synchronously and removes the journal once nothing is unsaved', () => {
    const storage = memoryJournal();
    const writer = createJournalWriter(
      storage,
      journalKey('a'),
      () => {},
      () => 7,
    );
    expect(writer.write(delta)).toBe(true);
    expect(decodeJournal(storage.getItem(journalKey('a'))!)).toEqual({ delta, at: 7 });
    expect(writer.write(empty)).toBe(true);
    expect(storage.items.size).toBe(0);
  });

  it('past the size limit: removes the old journal (never leaves it stale) and says so once', () => {
    const storage = memoryJournal();
    const problems: string[] = [];
    const writer = createJournalWriter(
      storage,
      journalKey('a'),
      (m) => problems.push(m),
      Date.now,
      2_000,
    );
    writer.write(delta);
    const big: WorkspaceDelta = {
      ...delta,
      changed: [{ tool: { ...tool, text: 'x'.repeat(3_000) }, baseRev: 3 }],
    };
    expect(writer.write(big)).toBe(false);
    expect(writer.write(big)).toBe(false);
    expect(storage.items.size).toBe(0);
    // The estimate counts texts only: 3 000 of text plus the snapshot's 2 ("{}").
    expect(problems).toEqual([
      'Your unsaved edits (3,002 characters) are larger than the instant journal holds (2,000), so edits are saved up to 0.3 s after you make them: wait a moment before reloading or closing the tab.',
    ]);
  });

  it('when localStorage is full: removes the old journal and says why', () => {
    const storage = memoryJournal(1_000);
    const problems: string[] = [];
    const writer = createJournalWriter(storage, journalKey('a'), (m) => problems.push(m));
    writer.write(delta);
    expect(storage.items.size).toBe(1);
    expect(
      writer.write({
        ...delta,
        changed: [{ tool: { ...tool, text: 'x'.repeat(1_500) }, baseRev: 3 }],
      }),
    ).toBe(false);
    expect(storage.items.size).toBe(0);
    expect(problems).toEqual([
      'The journal of unsaved edits could not be written (The quota has been exceeded.; localStorage may be full), so edits are saved up to 0.3 s after you make them: wait a moment before reloading or closing the tab.',
    ]);
  });

  it('without localStorage: says so once there is something to keep', () => {
    const problems: string[] = [];
    const writer = createJournalWriter(undefined, journalKey('a'), (m) => problems.push(m));
    expect(writer.write(empty)).toBe(true);
    expect(problems).toEqual([]);
    expect(writer.write(delta)).toBe(false);
    writer.write(delta);
    expect(problems).toEqual([JOURNAL_UNAVAILABLE_MESSAGE]);
  });
});
