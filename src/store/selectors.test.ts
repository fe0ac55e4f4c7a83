import { describe, expect, it } from 'vitest';
import { analyzeText } from '../core';
import { selectSample, selectSamples, workspaceLabel } from './selectors';
import { createWorkspaceStore, newTool } from './workspace-store';

const tool = (name: string) => ({ name, inputSchema: { type: 'object' } });
const toolsList = (...names: string[]) => JSON.stringify({ tools: names.map(tool) }, null, 2);

/** A store holding one document, analysed as it was first written. */
function storeWith(text: string) {
  const document = newTool(text);
  const store = createWorkspaceStore({ tools: [document], activeToolId: document.id });
  store.getState().setAnalysis(document.id, text, analyzeText(text));
  return { store, id: document.id };
}

/** Types `insert` before the document's last closing brace, with no analysis of the new text yet. */
function typeBeforeEnd(store: ReturnType<typeof storeWith>['store'], id: string, insert: string) {
  const text = store.getState().tools[0]!.text;
  const at = text.lastIndexOf('}');
  store.getState().setToolText(id, text.slice(0, at) + insert + text.slice(at));
}

const label = ({ store }: ReturnType<typeof storeWith>) =>
  workspaceLabel(store.getState(), store.getState().tools[0]!);

describe('workspaceLabel', () => {
  it('names a document by its analysis when that is for its text', () => {
    expect(label(storeWith(JSON.stringify(tool('search'))))).toBe('search');
    expect(label(storeWith(toolsList('a', 'b')))).toBe('tools/list result (2 tools)');
  });

  it('keeps a tools/list its last label while keys are typed ahead of its analysis', () => {
    const listed = storeWith(toolsList('a', 'b'));
    typeBeforeEnd(listed.store, listed.id, ' ');
    // Read from the text instead, it would be "untitled": a tools/list has no top-level name.
    expect(label(listed)).toBe('tools/list result (2 tools)');
  });

  it("reads a single tool's new name from its text before its analysis arrives", () => {
    const single = storeWith(JSON.stringify(tool('old_name')));
    const text = single.store.getState().tools[0]!.text;
    single.store.getState().setToolText(single.id, text.replace('old_name', 'new_name'));
    expect(label(single)).toBe('new_name');
  });
});

describe('selectSamples and selectSample', () => {
  it("read the named tool's samples, not the active tool's", () => {
    const first = newTool(JSON.stringify(tool('first')));
    const second = newTool(JSON.stringify(tool('second')));
    const store = createWorkspaceStore({ tools: [first, second], activeToolId: first.id });
    const saved = store.getState().saveSample(first.id, { name: 'One', input: '{"a":1}' });
    // A switch: a panel that still shows the first tool reads the first tool's samples.
    store.getState().selectTool(second.id);
    const state = store.getState();
    expect(selectSamples(state, first.id).map((s) => s.input)).toEqual(['{"a":1}']);
    expect(selectSample(state, first.id)?.id).toBe(saved);
    expect(selectSamples(state, second.id)).toEqual([]);
    expect(selectSample(state, second.id)).toBeUndefined();
    expect(selectSamples(state, undefined)).toEqual([]);
  });
});
