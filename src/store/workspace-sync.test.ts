import { describe, expect, it } from 'vitest';
import type { WorkspaceTool } from './types';
import {
  commitDelta,
  describeConflicts,
  diffWorkspace,
  EMPTY_STORED,
  isEmptyDelta,
  mergeDelta,
} from './workspace-sync';
import type { StoredWorkspace, ToolRevision, WorkspaceDelta } from './workspace-sync';

const tool = (id: string, name: string, extra = ''): WorkspaceTool => ({
  id,
  text: `{\n  "name": "${name}"${extra}\n}\n`,
  samples: [],
});

function stored(
  tools: WorkspaceTool[],
  revs: Record<string, ToolRevision>,
  revision = 5,
  activeToolId = tools[0]?.id,
): StoredWorkspace {
  return { tools, activeToolId, revision, revisions: new Map(Object.entries(revs)) };
}

const names = (tools: readonly WorkspaceTool[]) =>
  tools.map((t) => JSON.parse(t.text).name as string);

function delta(changes: Partial<WorkspaceDelta>): WorkspaceDelta {
  return { by: 'tab-a', changed: [], deleted: [], order: [], reordered: false, ...changes };
}

let counter = 0;
const newId = () => `copy-${++counter}`;

describe('what a tab changed since its base', () => {
  const a = tool('a', 'alpha');
  const b = tool('b', 'beta');
  const base = stored([a, b], { a: { rev: 3, by: 'x' }, b: { rev: 4, by: 'y' } });

  it('is empty for an untouched view, and for one whose edits were undone', () => {
    expect(isEmptyDelta(diffWorkspace({ tools: [a, b], activeToolId: 'a' }, base, 'tab-a'))).toBe(
      true,
    );
    // A new object with the same content (an editor undo back to the saved text) is no change.
    const undone = { ...a, samples: [] };
    expect(
      isEmptyDelta(diffWorkspace({ tools: [undone, b], activeToolId: 'a' }, base, 'tab-a')),
    ).toBe(true);
  });

  it('lists changed tools with the revision they started from, created ones with none, deleted ones', () => {
    const edited = { ...b, text: b.text.replace('beta', 'beta2') };
    const created = tool('c', 'gamma');
    const d = diffWorkspace({ tools: [edited, created], activeToolId: 'c' }, base, 'tab-a');
    expect(d.changed).toEqual([
      { tool: edited, baseRev: 4 },
      { tool: created, baseRev: null },
    ]);
    expect(d.deleted).toEqual([{ id: 'a', baseRev: 3 }]);
    expect(d.order).toEqual(['b', 'c']);
    expect(d.reordered).toBe(false);
    expect(d.activeToolId).toBe('c');
  });

  it('notices a reorder of the tools both had, and a new sample', () => {
    expect(diffWorkspace({ tools: [b, a], activeToolId: 'a' }, base, 't').reordered).toBe(true);
    const withSample = { ...a, samples: [{ id: 's', name: 'n', input: '{}' }] };
    expect(diffWorkspace({ tools: [withSample, b], activeToolId: 'a' }, base, 't').changed).toEqual(
      [{ tool: withSample, baseRev: 3 }],
    );
  });
});

describe('merging a tab’s edits into what storage holds now', () => {
  const a = tool('a', 'alpha');
  const b = tool('b', 'beta');

  it('takes the tools another tab saved since, and writes only its own', () => {
    const theirB = { ...b, text: b.text.replace('beta', 'beta_theirs') };
    const now = stored([a, theirB], { a: { rev: 3, by: 'x' }, b: { rev: 6, by: 'tab-b' } }, 6);
    const mineA = { ...a, text: a.text.replace('alpha', 'alpha_mine') };
    const merged = mergeDelta(
      now,
      delta({ changed: [{ tool: mineA, baseRev: 3 }], order: ['a', 'b'] }),
      newId,
    );
    expect(names(merged.data.tools)).toEqual(['alpha_mine', 'beta_theirs']);
    expect([...merged.written]).toEqual(['a']);
    expect(merged.conflicts).toEqual([]);
  });

  it('keeps both when both changed the same tool: the other tab’s as a renamed copy right after it', () => {
    const theirs = { ...a, text: a.text.replace('}', ',\n  "description": "theirs"\n}') };
    const now = stored([theirs, b], { a: { rev: 6, by: 'tab-b' }, b: { rev: 4, by: 'x' } }, 6);
    const mine = { ...a, text: a.text.replace('}', ',\n  "description": "mine"\n}') };
    const merged = mergeDelta(
      now,
      delta({ changed: [{ tool: mine, baseRev: 3 }], order: ['a', 'b'] }),
      () => 'the-copy',
    );
    expect(merged.data.tools.map((t) => t.id)).toEqual(['a', 'the-copy', 'b']);
    expect(merged.data.tools[0]).toBe(mine);
    expect(JSON.parse(merged.data.tools[1]!.text)).toEqual({
      name: 'alpha (from another tab)',
      description: 'theirs',
    });
    expect(merged.conflicts).toEqual([
      { kind: 'both-changed', id: 'a', name: 'alpha', copyName: 'alpha (from another tab)' },
    ]);
    expect(describeConflicts(merged.conflicts)).toBe(
      "“alpha” was changed in two tabs at once: both versions are kept, the other tab's as “alpha (from another tab)”.",
    );
  });

  it('only reading another tab’s save: reports the conflict but makes no copy yet', () => {
    const theirs = { ...a, text: a.text.replace('}', ',\n  "description": "theirs"\n}') };
    const now = stored([theirs, b], { a: { rev: 6, by: 'tab-b' } }, 6);
    const mine = { ...a, text: a.text.replace('}', ',\n  "description": "mine"\n}') };
    const merged = mergeDelta(
      now,
      delta({ changed: [{ tool: mine, baseRev: 3 }], order: ['a', 'b'] }),
      newId,
      { copyLater: true },
    );
    expect(merged.data.tools).toEqual([mine, b]);
    expect(merged.conflicts).toEqual([
      {
        kind: 'both-changed',
        id: 'a',
        name: 'alpha',
        copyName: 'alpha (from another tab)',
        pending: true,
      },
    ]);
    expect(describeConflicts(merged.conflicts)).toBe(
      "“alpha” was also changed in another tab: when this tab saves, both versions are kept, the other tab's as “alpha (from another tab)”.",
    );
  });

  it('sees no conflict when storage holds what this same tab wrote last (its journal is newer)', () => {
    const savedByMe = { ...a, text: a.text.replace('alpha', 'alpha_1') };
    const now = stored([savedByMe, b], { a: { rev: 7, by: 'tab-a' }, b: { rev: 4, by: 'x' } }, 7);
    const later = { ...a, text: a.text.replace('alpha', 'alpha_12') };
    const merged = mergeDelta(
      now,
      delta({ changed: [{ tool: later, baseRev: 3 }], order: ['a', 'b'] }),
      newId,
    );
    expect(names(merged.data.tools)).toEqual(['alpha_12', 'beta']);
    expect(merged.conflicts).toEqual([]);
  });

  it('sees no conflict when both tabs made the same change', () => {
    const same = { ...a, text: a.text.replace('alpha', 'alpha_same') };
    const now = stored([{ ...same }, b], { a: { rev: 6, by: 'tab-b' } }, 6);
    const merged = mergeDelta(
      now,
      delta({ changed: [{ tool: same, baseRev: 3 }], order: ['a', 'b'] }),
      newId,
    );
    expect(merged.data.tools).toHaveLength(2);
    expect(merged.conflicts).toEqual([]);
  });

  it('deletes a tool nobody changed since, but keeps one changed elsewhere after this tab deleted it', () => {
    const now = stored([a, b], { a: { rev: 3, by: 'x' }, b: { rev: 6, by: 'tab-b' } }, 6);
    const merged = mergeDelta(
      now,
      delta({
        deleted: [
          { id: 'a', baseRev: 3 },
          { id: 'b', baseRev: 4 },
        ],
        order: [],
      }),
      newId,
    );
    expect(merged.data.tools.map((t) => t.id)).toEqual(['b']);
    expect(merged.conflicts).toEqual([{ kind: 'changed-elsewhere', id: 'b', name: 'beta' }]);
    expect(describeConflicts(merged.conflicts)).toBe(
      '“beta” was deleted in one tab and changed in another, so it is kept.',
    );
  });

  it('keeps a tool this tab changed that another tab deleted', () => {
    const now = stored([b], { b: { rev: 4, by: 'x' } }, 6);
    const mine = { ...a, text: a.text.replace('alpha', 'alpha_mine') };
    const merged = mergeDelta(
      now,
      delta({ changed: [{ tool: mine, baseRev: 3 }], order: ['a', 'b'] }),
      newId,
    );
    expect(names(merged.data.tools)).toEqual(['alpha_mine', 'beta']);
    expect(merged.conflicts).toEqual([{ kind: 'deleted-elsewhere', id: 'a', name: 'alpha_mine' }]);
  });

  it('places tools created on either side next to their neighbours, and honours a reorder only from the tab that made it', () => {
    const c = tool('c', 'gamma');
    const d = tool('d', 'delta');
    // Storage gained c after a; this tab created d after b.
    const now = stored(
      [a, c, b],
      { a: { rev: 3, by: 'x' }, c: { rev: 6, by: 'tab-b' }, b: { rev: 4, by: 'x' } },
      6,
    );
    const created = mergeDelta(
      now,
      delta({ changed: [{ tool: d, baseRev: null }], order: ['a', 'b', 'd'] }),
      newId,
    );
    expect(created.data.tools.map((t) => t.id)).toEqual(['a', 'c', 'b', 'd']);
    const reordered = mergeDelta(now, delta({ order: ['b', 'a'], reordered: true }), newId);
    expect(reordered.data.tools.map((t) => t.id)).toEqual(['b', 'a', 'c']);
  });

  it('uses the tab’s active tool only when the tab chose one, and only if it still exists', () => {
    const now = stored([a, b], {}, 6, 'b');
    expect(mergeDelta(now, delta({ order: ['a', 'b'] }), newId).data.activeToolId).toBe('b');
    expect(
      mergeDelta(now, delta({ order: ['a', 'b'], activeToolId: 'a' }), newId).data.activeToolId,
    ).toBe('a');
    expect(
      mergeDelta(now, delta({ order: ['a', 'b'], activeToolId: 'gone' }), newId).data.activeToolId,
    ).toBe('b');
  });

  it('commits one revision up, stamping only the written tools', () => {
    const now = stored([a, b], { a: { rev: 3, by: 'x' }, b: { rev: 4, by: 'y' } }, 5);
    const mine = { ...b, text: b.text.replace('beta', 'beta2') };
    const { stored: next } = commitDelta(
      now,
      delta({ changed: [{ tool: mine, baseRev: 4 }], order: ['a', 'b'] }),
      newId,
    );
    expect(next.revision).toBe(6);
    expect(next.revisions.get('a')).toEqual({ rev: 3, by: 'x' });
    expect(next.revisions.get('b')).toEqual({ rev: 6, by: 'tab-a' });
  });

  it('starts an empty storage from the delta’s tools', () => {
    const merged = mergeDelta(
      EMPTY_STORED,
      delta({ changed: [{ tool: a, baseRev: null }], order: ['a'], activeToolId: 'a' }),
      newId,
    );
    expect(merged.data).toEqual({ tools: [a], activeToolId: 'a' });
  });
});
