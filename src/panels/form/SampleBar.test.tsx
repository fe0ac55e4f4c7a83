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

describe('SampleBar', () => {
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
    fireEvent.click(screen.getByRole('button', { name: 'Delete sample' }));
    expect(props.onDelete).toHaveBeenCalledWith('s1');
    fireEvent.click(screen.getByRole('button', { name: 'Write samples to examples' }));
    fireEvent.click(screen.getByRole('button', { name: 'Load examples (2)' }));
    expect(props.onWriteExamples).toHaveBeenCalledOnce();
    expect(props.onLoadExamples).toHaveBeenCalledOnce();
  });

  it('disables what needs a sample or examples', () => {
    setup({ samples: [], activeId: undefined, fits: {}, exampleCount: 0 });
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
});
