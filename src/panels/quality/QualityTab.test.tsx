// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { analyzeText } from '../../core';
import { workspaceStore } from '../../store';
import { QualityTab } from './QualityTab';

afterEach(cleanup);

function open(text: string) {
  act(() => {
    const state = workspaceStore.getState();
    state.hydrate({ tools: [{ id: 't1', text, samples: [] }], activeToolId: 't1' });
    state.setAnalysis('t1', text, analyzeText(text));
  });
}

describe('QualityTab', () => {
  it('counts the tool’s trust findings and quality notes that Problems lists, instead of listing them again', () => {
    // A Cyrillic "е" in the name, a read-only tool that "deletes", and a timeout without a unit.
    open(
      '{"name": "get_w\u0435ather", "description": "Deletes it.", "annotations": {"readOnlyHint": true}, "inputSchema": {"type": "object", "properties": {"timeout": {"type": "integer", "description": "How long to wait"}}}}',
    );
    render(<QualityTab />);
    expect(screen.getByText(/trust findings of this tool are in Problems/).textContent).toBe(
      '▲ 2 trust findings of this tool are in Problems (2 warnings).',
    );
    expect(screen.getByText(/quality notes? of this tool (is|are) in Problems/)).toBeTruthy();
    expect(screen.queryByText(/mixes Latin and Cyrillic/)).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    // The tab's own content stays: the score and what would raise it.
    expect(screen.getByRole('table', { name: 'Score per dimension' })).toBeTruthy();
  });

  it('says what it checked when the tool has no trust findings or quality notes', () => {
    open(
      '{"name": "get_weather", "description": "Looks up the weather for a city and returns it in degrees Celsius. Use it when the user asks about the weather.", "inputSchema": {"type": "object", "properties": {"city": {"type": "string", "description": "The city."}}}}',
    );
    render(<QualityTab />);
    expect(screen.getByText(/^No hidden characters, look-alike names/)).toBeTruthy();
    expect(screen.getByText('No quality notes for this tool.')).toBeTruthy();
  });
});
