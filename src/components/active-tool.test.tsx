// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { PANEL_URGENT_EDIT_CHARS } from '../core';
import { recordTextChange, workspaceStore } from '../store';
import { clearTextChanges } from '../store/text-changes';
import { useActiveTool } from './active-tool';

afterEach(() => {
  cleanup();
  clearTextChanges();
});

const tool = (description: string) => `{"name":"t","description":"${description}"}`;

/** A panel that notes the text of each of its commits. */
function renderPanel(): string[] {
  const commits: string[] = [];
  function Panel() {
    const view = useActiveTool();
    useLayoutEffect(() => {
      commits.push(view.text);
    });
    return <p>{view.text}</p>;
  }
  render(<Panel />);
  return commits;
}

function load(...texts: string[]) {
  act(() =>
    workspaceStore.getState().hydrate({
      tools: texts.map((text, i) => ({ id: `t${i + 1}`, text, samples: [] })),
      activeToolId: 't1',
    }),
  );
}

const setText = (text: string) => act(() => workspaceStore.getState().setToolText('t1', text));

describe('useActiveTool', () => {
  it('follows a small edit in the edit’s own render', () => {
    load(tool('a'));
    const commits = renderPanel();
    setText(tool('ab'));
    expect(commits).toEqual([tool('a'), tool('ab')]);
  });

  it('follows a larger edit one render later, so the edit’s own task does not draw the panel', () => {
    load(tool('a'));
    const commits = renderPanel();
    const pasted = tool('a' + 'x'.repeat(PANEL_URGENT_EDIT_CHARS + 1));
    setText(pasted);
    // The store's update commits the old text; the panel's own update then brings the new one.
    expect(commits).toEqual([tool('a'), tool('a'), pasted]);
  });

  it('judges an edit the editor recorded by its size, not by the change in length', () => {
    const before = tool('a'.repeat(PANEL_URGENT_EDIT_CHARS + 10));
    const after = tool('b'.repeat(PANEL_URGENT_EDIT_CHARS + 10));
    load(before);
    const commits = renderPanel();
    const offset = before.indexOf('a');
    recordTextChange(before, after, [
      {
        offset,
        length: PANEL_URGENT_EDIT_CHARS + 10,
        content: 'b'.repeat(PANEL_URGENT_EDIT_CHARS + 10),
      },
    ]);
    setText(after);
    expect(commits).toEqual([before, before, after]);
  });

  it('follows another tool in the switch’s own render, so the panel never draws the old tool after it', () => {
    load(tool('a'), tool('b'));
    const commits = renderPanel();
    act(() => workspaceStore.getState().selectTool('t2'));
    expect(commits).toEqual([tool('a'), tool('b')]);
  });

  it('follows another tool at once however large its text', () => {
    const large = tool('b'.repeat(PANEL_URGENT_EDIT_CHARS * 2));
    load(tool('a'), large);
    const commits = renderPanel();
    act(() => workspaceStore.getState().selectTool('t2'));
    expect(commits).toEqual([tool('a'), large]);
  });
});
