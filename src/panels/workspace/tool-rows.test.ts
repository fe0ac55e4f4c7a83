import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../core';
import { createWorkspaceStore, newTool } from '../../store';
import { selectRows } from './tool-rows';

const text = (name: string) => JSON.stringify({ name, inputSchema: { type: 'object' } }, null, 2);

function workspace(...names: string[]) {
  const tools = names.map((name) => newTool(text(name)));
  return createWorkspaceStore({ tools, activeToolId: tools[0]!.id });
}

describe('selectRows', () => {
  it('lists id, label and status per tool, in order', () => {
    const store = workspace('alpha', 'beta');
    const [a, b] = store.getState().tools;
    store.getState().setAnalysis(a!.id, a!.text, analyzeText(a!.text));
    const rows = selectRows(store.getState());
    expect(rows).toHaveLength(6);
    expect(rows.filter((_, i) => i % 3 !== 2)).toEqual([a!.id, 'alpha', b!.id, 'beta']);
    expect(rows[2]).toMatchObject({ state: 'checked', stale: false });
    expect(rows[5]).toEqual({ state: 'checking' });
  });

  it('gives the same list after a switch, which changes no tool and no verdict', () => {
    const store = workspace('alpha', 'beta');
    const before = selectRows(store.getState());
    store.getState().selectTool(store.getState().tools[1]!.id);
    expect(selectRows(store.getState())).toBe(before);
  });

  it('works the rows out again when a verdict or a tool changes', () => {
    const store = workspace('alpha', 'beta');
    const b = store.getState().tools[1]!;
    const first = selectRows(store.getState());
    store.getState().setAnalysis(b.id, b.text, analyzeText(b.text));
    const analysed = selectRows(store.getState());
    expect(analysed).not.toBe(first);
    expect(analysed[5]).toMatchObject({ state: 'checked', stale: false });
    store.getState().setToolText(b.id, text('gamma'));
    const renamed = selectRows(store.getState());
    expect(renamed[4]).toBe('gamma');
    // The text changed since its analysis: the last counts, marked as being checked again.
    expect(renamed[5]).toMatchObject({ state: 'checked', stale: true });
  });
});
