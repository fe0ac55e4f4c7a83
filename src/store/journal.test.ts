import { describe, expect, it } from 'vitest';
import {
  createJournalWriter,
  decodeJournal,
  encodeJournal,
  JOURNAL_KEY_PREFIX,
  JOURNAL_TAIL_PREFIX,
  JOURNAL_UNAVAILABLE_MESSAGE,
  journalKey,
  readJournals,
  removeReplayed,
} from './journal';
import { memoryJournal } from './__fixtures__/memory-journal';
import { importedTool } from './__fixtures__/server-tool';
import type { WorkspaceDelta } from './workspace-sync';
import type { JournalStorage } from './journal';
import type { WorkspaceTool } from './types';
import { MAX_JOURNAL_TAIL_EDITS } from '../core';
import type { TextEdit } from '../core';

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

  it("keeps samples' expected verdicts and results, and a tool's provenance and server cases", () => {
    const withExtras: WorkspaceDelta = { ...empty, changed: [{ tool: importedTool, baseRev: 1 }] };
    expect(decodeJournal(encodeJournal(withExtras, 7))).toEqual({ delta: withExtras, at: 7 });
  });

  it('drops a provenance or a server case it did not write, and keeps the tool', () => {
    // What a hand-edited or foreign journal could hold, which no type of ours allows.
    const tampered = {
      ...importedTool,
      provenance: { ...importedTool.provenance, importedAt: 'now' },
      serverCases: [{ name: 'no input', expect: 'success' }, ...importedTool.serverCases!],
    } as unknown as WorkspaceTool;
    const decoded = decodeJournal(
      encodeJournal({ ...empty, changed: [{ tool: tampered, baseRev: 1 }] }, 7),
    );
    if (typeof decoded === 'string') throw new Error(decoded);
    const { provenance: _dropped, ...rest } = importedTool;
    expect(decoded.delta.changed[0]!.tool).toEqual(rest);
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
    expect(decodeJournal(storage.getItem(journalKey('a'))!)).toEqual({
      delta,
      at: 7,
      checkpoint: expect.any(String),
    });
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

describe('a keystroke in the journal is its edit', () => {
  const long = `{"name":"long","description":"${'x'.repeat(10_000)}"}`;
  const edited = (text: string, at: number, key: string) =>
    text.slice(0, at) + key + text.slice(at);
  /** Edits known the way the editor records them: here, by remembering each step. */
  function knownEdits() {
    const steps = new Map<string, { from: string; edit: TextEdit }>();
    return {
      type(from: string, at: number, key: string): string {
        const to = edited(from, at, key);
        steps.set(to, { from, edit: { offset: at, length: 0, content: key } });
        return to;
      },
      editOf: (from: string, to: string) => {
        const step = steps.get(to);
        return step?.from === from ? step.edit : undefined;
      },
    };
  }
  const writerFor = (storage: JournalStorage, edits: ReturnType<typeof knownEdits>) =>
    createJournalWriter(
      storage,
      journalKey('a'),
      () => {},
      () => 5,
      1_000_000,
      edits.editOf,
    );
  const deltaWith = (text: string, samples = tool.samples): WorkspaceDelta => ({
    by: 'tab-a',
    changed: [{ tool: { ...tool, samples, text }, baseRev: 3 }],
    deleted: [],
    order: ['t1'],
    reordered: false,
  });
  /** Storage that records the size of every write. */
  function measured() {
    const storage = memoryJournal();
    const writes: number[] = [];
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key: string, value: string) => {
      writes.push(value.length);
      setItem(key, value);
    };
    return { storage, writes };
  }

  it('writes the document once, then each keystroke as a small key of its own, and reads them back in order', () => {
    const { storage, writes } = measured();
    const edits = knownEdits();
    const writer = writerFor(storage, edits);
    let text = long;
    expect(writer.write(deltaWith(text))).toBe(true);
    expect(writes[0]).toBeGreaterThan(10_000);
    const checkpoint = storage.getItem(journalKey('a'));
    for (const key of ['a', 'b', 'c']) {
      text = edits.type(text, 20, key);
      expect(writer.write(deltaWith(text))).toBe(true);
    }
    expect(writes.slice(1).every((size) => size < 200)).toBe(true);
    expect(storage.getItem(journalKey('a'))).toBe(checkpoint);
    const { entries, unreadable, stale } = readJournals(storage);
    expect(unreadable).toEqual([]);
    expect(stale).toEqual([]);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.delta).toEqual(deltaWith(text));
    expect(entries[0]!.clean).toBe(false);
    removeReplayed(storage, entries);
    expect(storage.items.size).toBe(0);
  });

  it('writes the whole delta again when more than a text changed, or the edit is not known', () => {
    const { storage, writes } = measured();
    const edits = knownEdits();
    const writer = writerFor(storage, edits);
    writer.write(deltaWith(long));
    const typed = edits.type(long, 20, 'q');
    writer.write(deltaWith(typed));
    // A new sample: the tool record changed beyond its text.
    writer.write(deltaWith(typed, [...tool.samples, { id: 's2', name: 'y', input: '{}' }]));
    expect(writes.at(-1)).toBeGreaterThan(10_000);
    expect([...storage.items.keys()].some((k) => k.startsWith(JOURNAL_TAIL_PREFIX))).toBe(false);
    // A text the editor did not record (another tab's merge): written whole.
    writer.write(deltaWith(`${typed} `, [...tool.samples, { id: 's2', name: 'y', input: '{}' }]));
    expect(writes.at(-1)).toBeGreaterThan(10_000);
    expect(readJournals(storage).entries[0]!.delta.changed[0]!.tool.text).toBe(`${typed} `);
  });

  it('writes the whole delta again after MAX_JOURNAL_TAIL_EDITS keystrokes', () => {
    const { storage, writes } = measured();
    const edits = knownEdits();
    const writer = writerFor(storage, edits);
    let text = long;
    writer.write(deltaWith(text));
    for (let i = 0; i <= MAX_JOURNAL_TAIL_EDITS; i++) {
      text = edits.type(text, 20, 'k');
      writer.write(deltaWith(text));
    }
    expect(writes.filter((size) => size > 10_000)).toHaveLength(2);
    expect(readJournals(storage).entries[0]!.delta).toEqual(deltaWith(text));
  });

  it('after a save keeps the saved tool as a clean checkpoint that replays as nothing, until the next keystroke', () => {
    const { storage, writes } = measured();
    const edits = knownEdits();
    const writer = writerFor(storage, edits);
    const typed = edits.type(long, 20, 'z');
    writer.write(deltaWith(typed));
    // Saved: nothing unsaved, and the delta a next edit would make (revision 4 now).
    const saved: WorkspaceDelta = { ...deltaWith(typed), changed: [] };
    const next = (text: string): WorkspaceDelta => ({
      ...deltaWith(text),
      changed: [{ tool: { ...tool, text }, baseRev: 4 }],
    });
    writer.write(saved, next(typed));
    let read = readJournals(storage);
    expect(read.entries).toHaveLength(1);
    expect(read.entries[0]!.clean).toBe(true);
    // Written again unchanged (the page hidden, another store change): the checkpoint stays as is.
    const checkpoint = storage.getItem(journalKey('a'));
    writer.write(saved, next(typed));
    expect(storage.getItem(journalKey('a'))).toBe(checkpoint);
    const wholeWrites = writes.length;
    const again = edits.type(typed, 21, 'y');
    writer.write(next(again));
    expect(writes.slice(wholeWrites).every((size) => size < 200)).toBe(true);
    read = readJournals(storage);
    expect(read.entries[0]!.clean).toBe(false);
    expect(read.entries[0]!.delta).toEqual(next(again));
  });

  it('leaves a journal whose tab added keystrokes after it was read, and drops edits of no journal', () => {
    const edits = knownEdits();
    const storage = memoryJournal();
    const writer = writerFor(storage, edits);
    let text = long;
    writer.write(deltaWith(text));
    text = edits.type(text, 20, '1');
    writer.write(deltaWith(text));
    const { entries } = readJournals(storage);
    text = edits.type(text, 20, '2'); // tab a is still typing
    writer.write(deltaWith(text));
    removeReplayed(storage, entries);
    expect(readJournals(storage).entries[0]!.delta).toEqual(deltaWith(text));
    // Edits whose journal is gone cannot be applied to anything.
    storage.setItem(
      `${JOURNAL_TAIL_PREFIX}gone/0`,
      '{"checkpoint":"x","seq":0,"id":"t1","offset":0,"length":0,"content":"a"}',
    );
    expect(readJournals(storage).stale).toEqual([`${JOURNAL_TAIL_PREFIX}gone/0`]);
  });

  it('names a journal whose edits do not fit it, and leaves it', () => {
    const storage = memoryJournal();
    storage.setItem(journalKey('a'), encodeJournal(deltaWith('{}'), 1, { checkpoint: 'c1' }));
    storage.setItem(
      `${JOURNAL_TAIL_PREFIX}a/0`,
      '{"checkpoint":"c1","seq":0,"id":"t1","offset":9,"length":0,"content":"a"}',
    );
    expect(readJournals(storage).unreadable).toEqual([
      { key: journalKey('a'), reason: 'an edit does not fit its text' },
    ]);
    storage.setItem(`${JOURNAL_TAIL_PREFIX}a/0`, 'not json');
    expect(readJournals(storage).unreadable).toEqual([
      { key: journalKey('a'), reason: 'an edit after it could not be read' },
    ]);
  });
});
