import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../core';
import { createWorkspaceStore, newTool } from '.';
import { checkedFrom, sameStatus, toolStatus } from './tool-status';
import type { ToolStatus } from './tool-status';

function finding(code: string, severity: Diagnostic['severity']): Diagnostic {
  const at = { line: 1, column: 1 };
  return { code, severity, message: code, pointer: '', offset: 0, length: 1, start: at, end: at };
}

function twoTools() {
  const tools = [newTool('{"name":"a"}'), newTool('{"name":"b"}')];
  const store = createWorkspaceStore({ tools, activeToolId: tools[0]!.id });
  const statusOf = (index: number) => {
    const state = store.getState();
    return toolStatus(state, state.tools[index]!);
  };
  return { store, ids: tools.map((t) => t.id), statusOf };
}

describe('toolStatus', () => {
  it('gives the same object back while the tool and its verdicts are unchanged', () => {
    const { store, ids, statusOf } = twoTools();
    const b = ids[1]!;
    store.getState().setChecks({ [b]: checkedFrom('{"name":"b"}', [finding('x', 'error')]) });
    const first = statusOf(1);
    expect(first).toEqual({
      state: 'checked',
      counts: { error: 1, warning: 0, info: 0 },
      stale: false,
    });
    // Another tool's text and its check: none of b's inputs.
    store.getState().setToolText(ids[0]!, '{"name":"a2"}');
    store.getState().setChecks({
      [ids[0]!]: { text: '{"name":"a2"}', status: 'not-checked', reason: 'timed out', attempts: 1 },
    });
    expect(statusOf(1)).toBe(first);
  });

  it('works the status out again when the text, the check or the toolset findings change', () => {
    const { store, ids, statusOf } = twoTools();
    const b = ids[1]!;
    store.getState().setChecks({ [b]: checkedFrom('{"name":"b"}', [finding('w', 'warning')]) });
    expect(statusOf(1)).toEqual({
      state: 'checked',
      counts: { error: 0, warning: 1, info: 0 },
      stale: false,
    });

    // A toolset finding for this text adds an error to the row.
    store.getState().setToolsetFindings({
      [b]: { text: '{"name":"b"}', diagnostics: [finding('dup', 'error')] },
    });
    expect(statusOf(1)).toEqual({
      state: 'checked',
      counts: { error: 1, warning: 1, info: 0 },
      stale: false,
    });

    // An edit: the old counts stay, marked stale, until the new text's verdict.
    store.getState().setToolText(b, '{"name":"b2"}');
    expect(statusOf(1)).toEqual({
      state: 'checked',
      counts: { error: 0, warning: 1, info: 0 },
      stale: true,
    });

    store.getState().setChecks({
      [b]: { text: '{"name":"b2"}', status: 'not-checked', reason: 'timed out', attempts: 1 },
    });
    expect(statusOf(1)).toEqual({ state: 'not-checked', reason: 'timed out' });
  });
});

describe('sameStatus', () => {
  const checked = (error: number, stale = false): ToolStatus => ({
    state: 'checked',
    counts: { error, warning: 2, info: 0 },
    stale,
  });

  it('is true for statuses that say the same thing', () => {
    expect(sameStatus(checked(1), checked(1))).toBe(true);
    expect(sameStatus({ state: 'checking' }, { state: 'checking' })).toBe(true);
    expect(
      sameStatus({ state: 'not-checked', reason: 'r' }, { state: 'not-checked', reason: 'r' }),
    ).toBe(true);
  });

  it('is false when a count, staleness, the reason or the state differs', () => {
    expect(sameStatus(checked(1), checked(2))).toBe(false);
    expect(sameStatus(checked(1), checked(1, true))).toBe(false);
    expect(
      sameStatus({ state: 'not-checked', reason: 'r' }, { state: 'not-checked', reason: 's' }),
    ).toBe(false);
    expect(sameStatus({ state: 'checking' }, checked(0))).toBe(false);
    expect(sameStatus(checked(0), { state: 'checking' })).toBe(false);
    expect(sameStatus({ state: 'not-checked', reason: 'r' }, { state: 'checking' })).toBe(false);
  });
});
