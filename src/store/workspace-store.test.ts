import { afterEach, describe, expect, it } from 'vitest';
import { EXAMPLE_TEMPLATE, MAX_SERVER_CASES_PER_TOOL } from '../core';
import { importedTool } from './__fixtures__/server-tool';
import { sameTool } from './workspace-sync';
import { registerEditorBridge } from './editor-bridge';
import type { EditorBridge } from './editor-bridge';
import { selectActiveAnalysis, selectActiveTool, toolLabel } from './selectors';
import { createWorkspaceStore, newTool } from './workspace-store';
import type { Analysis } from './types';

const toolText = (name: string) =>
  `{\n  "name": "${name}",\n  "inputSchema": { "type": "object" }\n}\n`;

function storeWith(...names: string[]) {
  const tools = names.map((n) => newTool(toolText(n)));
  return createWorkspaceStore({ tools, activeToolId: tools[0]!.id });
}

const names = (store: ReturnType<typeof storeWith>) =>
  store.getState().tools.map((t) => toolLabel(t));

let unregister: (() => void) | undefined;
afterEach(() => {
  unregister?.();
  unregister = undefined;
});

describe('workspace store', () => {
  it('opens the search_code example on first visit', () => {
    const store = createWorkspaceStore();
    const tool = selectActiveTool(store.getState())!;
    expect(tool.text).toBe(EXAMPLE_TEMPLATE.text);
    expect(JSON.parse(tool.text).name).toBe('filesystem.search_code');
  });

  it('adds a tool after the active one and selects it', () => {
    const store = storeWith('a', 'b');
    const id = store.getState().addTool(toolText('new'));
    expect(names(store)).toEqual(['a', 'new', 'b']);
    expect(store.getState().activeToolId).toBe(id);
  });

  it('renames by editing the name in the JSON text, keeping the rest', () => {
    const store = storeWith('a');
    const id = store.getState().tools[0]!.id;
    expect(store.getState().renameTool(id, 'search_files')).toBeUndefined();
    const text = store.getState().tools[0]!.text;
    expect(JSON.parse(text)).toEqual({ name: 'search_files', inputSchema: { type: 'object' } });
    expect(text).toContain('"inputSchema": { "type": "object" }');
  });

  it('refuses to rename a document whose JSON does not parse, with a reason', () => {
    const store = storeWith('a');
    const id = store.getState().tools[0]!.id;
    store.getState().setToolText(id, '{ "name": ');
    expect(store.getState().renameTool(id, 'x')).toMatch(/syntax error/);
    expect(store.getState().tools[0]!.text).toBe('{ "name": ');
  });

  it('refuses to rename a tools/list document as a whole', () => {
    const store = storeWith('a');
    const id = store.getState().tools[0]!.id;
    store.getState().setToolText(id, '{"tools":[{"name":"x","inputSchema":{}}]}');
    expect(store.getState().renameTool(id, 'y')).toMatch(/several tools/);
  });

  it('duplicates a tool with its samples under a new name right after it', () => {
    const store = storeWith('a', 'b');
    const id = store.getState().tools[0]!.id;
    const sampleId = store.getState().saveSample(id, { name: 'one', input: '{}' });
    const copyId = store.getState().duplicateTool(id)!;
    expect(names(store)).toEqual(['a', 'a_copy', 'b']);
    const copy = store.getState().tools[1]!;
    expect(copy.id).toBe(copyId);
    expect(copy.samples).toHaveLength(1);
    expect(copy.samples[0]!.id).not.toBe(sampleId);
    expect(copy.activeSampleId).toBe(copy.samples[0]!.id);
  });

  it('deletes a tool and brings it back at the same place with undo', () => {
    const store = storeWith('a', 'b', 'c');
    const b = store.getState().tools[1]!;
    store.getState().selectTool(b.id);
    store.getState().deleteTool(b.id);
    expect(names(store)).toEqual(['a', 'c']);
    expect(store.getState().activeToolId).toBe(store.getState().tools[1]!.id);
    store.getState().undoDeleteTool();
    expect(names(store)).toEqual(['a', 'b', 'c']);
    expect(store.getState().tools[1]).toBe(b);
    expect(store.getState().activeToolId).toBe(b.id);
  });

  it('never deletes the last tool and says why', () => {
    const store = storeWith('a');
    store.getState().deleteTool(store.getState().tools[0]!.id);
    expect(names(store)).toEqual(['a']);
    expect(store.getState().notice?.kind).toBe('error');
  });

  it('moves tools, clamping the target position', () => {
    const store = storeWith('a', 'b', 'c');
    const a = store.getState().tools[0]!.id;
    store.getState().moveTool(a, 1);
    expect(names(store)).toEqual(['b', 'a', 'c']);
    store.getState().moveTool(a, 99);
    expect(names(store)).toEqual(['b', 'c', 'a']);
  });

  it('applies panel edits to the stored text when no editor holds the tool', () => {
    const store = storeWith('a');
    const id = store.getState().tools[0]!.id;
    const text = store.getState().tools[0]!.text;
    const at = text.indexOf('"a"');
    store.getState().applyToolEdits(id, [
      { offset: at, length: 3, content: '"b"' },
      { offset: 0, length: 0, content: '' },
    ]);
    expect(JSON.parse(store.getState().tools[0]!.text).name).toBe('b');
  });

  it('sends panel edits through the editor bridge when it holds the tool', () => {
    const store = storeWith('a');
    const id = store.getState().tools[0]!.id;
    const received: unknown[] = [];
    const bridge: EditorBridge = {
      applyEdits: (toolId, edits) => {
        received.push({ toolId, edits });
        return true;
      },
      revealRange: () => true,
      forgetTool: () => {},
    };
    unregister = registerEditorBridge(bridge);
    const before = store.getState().tools[0]!.text;
    store.getState().applyToolEdits(id, [{ offset: 0, length: 1, content: '[' }]);
    expect(received).toEqual([{ toolId: id, edits: [{ offset: 0, length: 1, content: '[' }] }]);
    // The editor reports the change back through setToolText; the store did not apply it twice.
    expect(store.getState().tools[0]!.text).toBe(before);
  });

  it('reveals a pointer at the range of its value in the active tool', () => {
    const store = storeWith('a');
    const revealed: [string, number, number][] = [];
    unregister = registerEditorBridge({
      applyEdits: () => false,
      revealRange: (toolId, offset, length) => revealed.push([toolId, offset, length]) > 0,
      forgetTool: () => {},
    });
    store.getState().revealPointer('/name');
    const text = store.getState().tools[0]!.text;
    expect(revealed).toEqual([[store.getState().tools[0]!.id, text.indexOf('"a"'), 3]]);
  });

  it('keeps samples per tool and tracks the active one', () => {
    const store = storeWith('a');
    const id = store.getState().tools[0]!.id;
    const s1 = store.getState().saveSample(id, { name: 'first', input: '{"q":1}' });
    const s2 = store.getState().saveSample(id, { name: 'second', input: '{}', output: '"ok"' });
    expect(store.getState().tools[0]!.activeSampleId).toBe(s2);
    store.getState().selectSample(id, s1);
    store.getState().setSampleInput(id, s1, '{"q":2}');
    store.getState().setSampleOutput(id, s2, undefined);
    store.getState().deleteSample(id, s1);
    const tool = store.getState().tools[0]!;
    expect(tool.samples).toEqual([{ id: s2, name: 'second', input: '{}' }]);
    expect(tool.activeSampleId).toBeUndefined();
  });

  it('keeps a sample’s expected verdict, which makes it a test case', () => {
    const store = storeWith('a');
    const id = store.getState().tools[0]!.id;
    const s1 = store.getState().saveSample(id, {
      name: 'too big',
      input: '{"limit":500}',
      expect: { verdict: 'invalid', pointer: '/limit' },
    });
    store.getState().setSampleInput(id, s1, '{"limit":501}');
    expect(store.getState().tools[0]!.samples).toEqual([
      {
        id: s1,
        name: 'too big',
        input: '{"limit":501}',
        expect: { verdict: 'invalid', pointer: '/limit' },
      },
    ]);
  });

  it('imports tools with where each came from, and keeps saved server cases with the tool', () => {
    const store = createWorkspaceStore({ tools: [newTool('{}')], activeToolId: undefined });
    const origin = importedTool.provenance!;
    const ids = store
      .getState()
      .addTools(['{"name":"echo"}', '{"name":"add"}'], [origin, { ...origin, name: 'add' }]);
    const byId = (id: string) => store.getState().tools.find((t) => t.id === id)!;
    expect(byId(ids[0]!).provenance).toEqual(origin);
    expect(byId(ids[1]!).provenance?.name).toBe('add');

    const before = byId(ids[0]!);
    store.getState().saveServerCase(ids[0]!, { name: 'echo 1', input: {}, expect: 'success' });
    expect(byId(ids[0]!).serverCases).toEqual([{ name: 'echo 1', input: {}, expect: 'success' }]);
    // A saved case is a change another tab and the journal must see.
    expect(sameTool(before, byId(ids[0]!))).toBe(false);

    for (let i = 0; i < MAX_SERVER_CASES_PER_TOOL + 1; i++)
      store.getState().saveServerCase(ids[1]!, { name: `add ${i}`, input: {}, expect: 'success' });
    const kept = byId(ids[1]!).serverCases!;
    expect(kept).toHaveLength(MAX_SERVER_CASES_PER_TOOL);
    expect(kept[0]!.name).toBe('add 1');
  });

  it('drops an analysis computed for a text that has changed since', () => {
    const store = storeWith('a');
    const id = store.getState().tools[0]!.id;
    const oldText = store.getState().tools[0]!.text;
    store.getState().setToolText(id, toolText('b'));
    const analysis: Analysis = { kind: 'tool', tools: [], diagnostics: [] };
    store.getState().setAnalysis(id, oldText, analysis);
    expect(store.getState().analyses[id]).toBeUndefined();
    store.getState().setAnalysis(id, toolText('b'), analysis);
    expect(selectActiveAnalysis(store.getState())).toBe(analysis);
  });

  it('restores a snapshot as an edit of the text', () => {
    const store = storeWith('a');
    const id = store.getState().tools[0]!.id;
    store.getState().saveSnapshot(id);
    const snapshot = store.getState().tools[0]!.snapshots![0]!;
    store.getState().setToolText(id, toolText('changed'));
    store.getState().restoreSnapshot(id, snapshot.at);
    expect(store.getState().tools[0]!.text).toBe(toolText('a'));
  });

  it('keeps at most the configured number of snapshots', () => {
    const store = storeWith('a');
    const id = store.getState().tools[0]!.id;
    for (let i = 0; i < 25; i++) store.getState().saveSnapshot(id);
    expect(store.getState().tools[0]!.snapshots).toHaveLength(20);
  });
});
