// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { SampleBar } from './SampleBar';
import type { SampleBarProps } from './SampleBar';

afterEach(cleanup);

function setup(overrides: Partial<SampleBarProps> = {}) {
  const props: SampleBarProps = {
    samples: [
      { id: 's1', name: 'Basic', input: '{}' },
      { id: 's2', name: 'Broken', input: '{"limit": 1000}' },
    ],
    activeId: 's1',
    fits: { s1: 'fits', s2: 'fails' },
    exampleCount: 2,
    onSelect: vi.fn(),
    onSaveAs: vi.fn(),
    onRename: vi.fn(),
    onDelete: vi.fn(),
    onWriteExamples: vi.fn(),
    onLoadExamples: vi.fn(),
    onGenerateCases: vi.fn(),
    ...overrides,
  };
  render(<SampleBar {...props} />);
  return props;
}

/** Opens the "Sample actions" menu, where everything but the picker lives. */
const openActions = () => fireEvent.click(screen.getByRole('button', { name: 'Sample actions ▾' }));

describe('SampleBar', () => {
  it('keeps its actions in a menu, closed until asked for, and says how the selected sample fares', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Save as new sample' })).toBeNull();
    expect(screen.getByLabelText('Selected sample: ✓ fits')).toBeTruthy();
    openActions();
    expect(screen.getByRole('group', { name: 'Sample actions' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Generate cases' }), { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Generate cases' })).toBeNull();
  });

  it('marks a test case against its expected verdict, not against the schema', () => {
    setup({
      samples: [
        { id: 'c1', name: 'too big', input: '{}', expect: { verdict: 'invalid', pointer: '/n' } },
        { id: 'c2', name: 'minimal', input: '{}', expect: { verdict: 'valid' } },
      ],
      activeId: 'c1',
      fits: { c1: 'fails', c2: 'fails' },
    });
    const options = within(screen.getByRole('combobox', { name: 'Sample' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '(new sample)',
      'too big [expect invalid] ✓ as expected',
      'minimal [expect valid] ✗ not as expected',
    ]);
    expect(screen.getByLabelText('Selected sample: ✓ as expected')).toBeTruthy();
  });

  it('lists samples with whether they still fit the schema', () => {
    setup();
    const options = within(screen.getByRole('combobox', { name: 'Sample' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '(new sample)',
      'Basic ✓',
      'Broken ✗ does not fit',
    ]);
  });

  it('renames the selected sample on Enter, and "Save as new sample" uses the typed name without renaming', () => {
    const props = setup();
    openActions();
    const name = screen.getByRole('textbox', { name: 'Sample name' });
    fireEvent.change(name, { target: { value: 'Renamed' } });
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(props.onRename).toHaveBeenCalledWith('s1', 'Renamed');
    fireEvent.change(name, { target: { value: 'Another' } });
    fireEvent.blur(name);
    fireEvent.click(screen.getByRole('button', { name: 'Save as new sample' }));
    expect(props.onSaveAs).toHaveBeenCalledWith('Another');
    expect(props.onRename).toHaveBeenCalledTimes(1);
  });

  it('switches, deletes, and maps samples to examples', () => {
    const props = setup();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sample' }), { target: { value: 's2' } });
    expect(props.onSelect).toHaveBeenCalledWith('s2');
    openActions();
    fireEvent.click(screen.getByRole('button', { name: 'Delete sample' }));
    expect(props.onDelete).toHaveBeenCalledWith('s1');
    openActions();
    fireEvent.click(screen.getByRole('button', { name: 'Write samples to examples' }));
    openActions();
    fireEvent.click(screen.getByRole('button', { name: 'Load examples (2)' }));
    expect(props.onWriteExamples).toHaveBeenCalledOnce();
    expect(props.onLoadExamples).toHaveBeenCalledOnce();
  });

  it('disables what needs a sample or examples', () => {
    setup({ samples: [], activeId: undefined, fits: {}, exampleCount: 0 });
    openActions();
    expect(
      (screen.getByRole('button', { name: 'Delete sample' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Write samples to examples' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Load examples (0)' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('lists the test cases under the picker with one summary line, and opens a case on click', () => {
    const props = setup({
      samples: [
        { id: 's1', name: 'Basic', input: '{}' },
        { id: 'c1', name: 'minimal', input: '{}', expect: { verdict: 'valid' } },
        { id: 'c2', name: 'too big', input: '{}', expect: { verdict: 'invalid', pointer: '/n' } },
      ],
      fits: { s1: 'fits', c1: 'fits', c2: 'fits' },
    });
    const summary = screen.getByText('Test cases: 1 of 2 as expected');
    fireEvent.click(summary);
    const items = within(screen.getByRole('list', { name: 'Test cases' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '✓ as expected: minimal expects valid',
      '✗ not as expected: too big expects invalid at /n',
    ]);
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'too big' }));
    expect(props.onSelect).toHaveBeenCalledWith('c2');
  });

  it('shows no case list for a tool without test cases', () => {
    setup();
    expect(screen.queryByText(/^Test cases:/)).toBeNull();
  });
});
