// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { analyzeText } from '../../core';
import { registerEditorBridge, workspaceStore } from '../../store';
import { ProblemsPanel } from './ProblemsPanel';

afterEach(cleanup);

/** A tool with two findings after its description: "strin" is no type (an error), and "days" has no description (info). */
const tool = (description: string) =>
  `{"name":"weather","description":"${description}","inputSchema":{"type":"object","properties":{"city":{"type":"strin","description":"The city."},"days":{"type":"integer"}}}}`;

/** A tool whose info note ("days" has no description) comes before its error in the text, when `type` is "strin". */
const noteFirst = (type: string) =>
  `{"name":"weather","description":"Looks up the weather for a city and returns it in degrees Celsius.","inputSchema":{"type":"object","properties":{"days":{"type":"integer"},"city":{"type":"${type}","description":"The city."}}}}`;

function open(...texts: string[]) {
  act(() =>
    workspaceStore.getState().hydrate({
      tools: texts.map((text, i) => ({ id: `t${i + 1}`, text, samples: [] })),
      activeToolId: 't1',
    }),
  );
  texts.forEach((text, i) => show(text, `t${i + 1}`));
}

function show(text: string, id = 't1') {
  act(() => {
    const state = workspaceStore.getState();
    state.setToolText(id, text);
    state.setAnalysis(id, text, analyzeText(text));
  });
}

const fold = () => screen.getByRole('button', { name: /info notes?$/ });
const entries = () => screen.getAllByRole('listitem');

describe('ProblemsPanel', () => {
  it('keeps each finding’s entry when an edit before it moves its offset', () => {
    open(tool('Looks up the weather for a city and returns it in degrees Celsius.'));
    render(<ProblemsPanel />);
    fireEvent.click(fold());
    const before = entries();
    expect(before.length).toBeGreaterThanOrEqual(2);

    show(tool('Looks up the current weather for a city and returns it in degrees Celsius.'));
    const after = entries();
    expect(after).toHaveLength(before.length);
    // The same elements, updated in place, not unmounted and drawn again.
    after.forEach((entry, i) => expect(entry).toBe(before[i]));
  });

  it('selects where a finding is now after an edit on a line above it, though its entry looks the same', () => {
    // Pretty-printed: an edit of the description moves "days" in the text, not its line or column.
    const pretty = (description: string) => JSON.stringify(JSON.parse(tool(description)), null, 2);
    open(pretty('Looks up the weather for a city and returns it in degrees Celsius.'));
    render(<ProblemsPanel />);
    fireEvent.click(fold());
    const location = () =>
      screen.getByRole('button', { name: /parameter-description-missing/ }).textContent;
    const before = location();
    const revealed: [string, number, number][] = [];
    const unregister = registerEditorBridge({
      applyEdits: () => false,
      revealRange: (toolId, offset, length) => {
        revealed.push([toolId, offset, length]);
        return true;
      },
      forgetTool: () => {},
    });
    try {
      const text = pretty(
        'Looks up the current weather for a city and returns it in degrees Celsius.',
      );
      show(text);
      expect(location()).toBe(before);
      fireEvent.click(screen.getByRole('button', { name: /parameter-description-missing/ }));
      expect(revealed).toEqual([['t1', text.indexOf('"days"'), '"days"'.length]]);
    } finally {
      unregister();
    }
  });

  it('lists the error first and folds the info notes, even the one before it in the text', () => {
    open(noteFirst('strin'));
    render(<ProblemsPanel />);
    expect(entries().map((e) => e.textContent)).toEqual([
      expect.stringContaining('schema-invalid'),
    ]);
    expect(screen.getByRole('button', { name: '1 info note' })).toBe(fold());
    expect(fold().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(/parameter-description-missing/)).toBeNull();
    // The header still counts what is folded.
    expect(screen.getByRole('button', { name: /Info 1/ })).toBeTruthy();

    fireEvent.click(fold());
    expect(fold().getAttribute('aria-expanded')).toBe('true');
    expect(entries().map((e) => e.textContent)).toEqual([
      expect.stringContaining('schema-invalid'),
      expect.stringContaining('parameter-description-missing'),
    ]);
  });

  it('shows the info notes open when nothing more severe is listed, and keeps them so while an error comes and goes', () => {
    open(noteFirst('string'));
    render(<ProblemsPanel />);
    expect(fold().getAttribute('aria-expanded')).toBe('true');
    expect(entries()).toHaveLength(1);

    // Typing "string" passes through "strin": the error comes first, the notes stay where they are.
    show(noteFirst('strin'));
    expect(fold().getAttribute('aria-expanded')).toBe('true');
    expect(entries()[0]!.textContent).toContain('schema-invalid');
    show(noteFirst('string'));
    expect(fold().getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps a fold the person opened across edits, per tool', () => {
    open(noteFirst('strin'), noteFirst('strin'));
    render(<ProblemsPanel />);
    fireEvent.click(fold());
    show(noteFirst('strn'));
    show(noteFirst('strin'));
    expect(fold().getAttribute('aria-expanded')).toBe('true');

    // Another tool with an error has its own fold, closed; back on the first, it is still open.
    act(() => workspaceStore.getState().selectTool('t2'));
    expect(fold().getAttribute('aria-expanded')).toBe('false');
    act(() => workspaceStore.getState().selectTool('t1'));
    expect(fold().getAttribute('aria-expanded')).toBe('true');
  });

  it('lists every tool’s info notes open when the filters hide errors and warnings', () => {
    open(noteFirst('strin'));
    render(<ProblemsPanel />);
    fireEvent.click(screen.getByRole('button', { name: /Errors 1/ }));
    fireEvent.click(screen.getByRole('button', { name: /Warnings 0/ }));
    expect(screen.queryByRole('button', { name: /info notes?$/ })).toBeNull();
    expect(entries()[0]!.textContent).toContain('parameter-description-missing');
  });

  it('in All tools, lists one tool’s error before every tool’s notes, folded, with the counts of all', () => {
    // Twelve parameters without descriptions: twelve notes per tool, the error in the last tool.
    const params = Array.from({ length: 12 }, (_, i) => `"p${i}":{"type":"string"}`).join(',');
    const noisy = (name: string, type = 'string') =>
      `{"name":"${name}","description":"Looks up the weather for a city and returns it in degrees Celsius.","inputSchema":{"type":"object","properties":{${params},"city":{"type":"${type}","description":"The city."}}}}`;
    open(noisy('first'), noisy('second'), noisy('third'), noisy('broken', 'strin'));
    render(<ProblemsPanel />);
    fireEvent.click(screen.getByRole('radio', { name: 'All tools' }));

    const runs = [...document.querySelectorAll('.problem-group')];
    expect(runs.map((r) => r.getAttribute('aria-labelledby'))).toEqual(['problems-group-error-t4']);
    expect(within(runs[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '48 info notes' })).toBe(fold());
    expect(fold().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: /Info 48/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Errors 1/ })).toBeTruthy();

    fireEvent.click(fold());
    const titles = [...document.querySelectorAll('.problem-group-title')].map((t) =>
      t.textContent?.replace(/\s+/g, ' '),
    );
    expect(titles).toEqual([
      'broken 1 error',
      'first 12 info',
      'second 12 info',
      'third 12 info',
      'broken 12 info',
    ]);
  });
});
