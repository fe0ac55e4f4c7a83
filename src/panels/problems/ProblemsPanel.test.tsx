// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { analyzeText } from '../../core';
import { workspaceStore } from '../../store';
import { ProblemsPanel } from './ProblemsPanel';

afterEach(cleanup);

/** A tool with two findings after its description: "strin" is no type, and "days" has no description. */
const tool = (description: string) =>
  `{"name":"weather","description":"${description}","inputSchema":{"type":"object","properties":{"city":{"type":"strin","description":"The city."},"days":{"type":"integer"}}}}`;

function show(text: string) {
  act(() => {
    const state = workspaceStore.getState();
    state.setToolText('t1', text);
    state.setAnalysis('t1', text, analyzeText(text));
  });
}

describe('ProblemsPanel', () => {
  it('keeps each finding’s entry when an edit before it moves its offset', () => {
    const first = tool('Looks up the weather for a city and returns it in degrees Celsius.');
    act(() =>
      workspaceStore.getState().hydrate({
        tools: [{ id: 't1', text: first, samples: [] }],
        activeToolId: 't1',
      }),
    );
    show(first);
    render(<ProblemsPanel />);
    const entries = () => screen.getAllByRole('listitem');
    const before = entries();
    expect(before.length).toBeGreaterThanOrEqual(2);

    show(tool('Looks up the current weather for a city and returns it in degrees Celsius.'));
    const after = entries();
    expect(after).toHaveLength(before.length);
    // The same elements, updated in place, not unmounted and drawn again.
    after.forEach((entry, i) => expect(entry).toBe(before[i]));
  });
});
