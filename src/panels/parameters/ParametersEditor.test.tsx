// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { applyTextEdits } from '../../core';
import { ParametersEditor } from './ParametersEditor';
import {
  formatDefault,
  formatEnumValues,
  parseConstraint,
  parseDefault,
  parseEnumValues,
} from './cell-values';

afterEach(cleanup);

/** The editor over a text that its own edits change, as the tab wires it through the store. */
function OverText({
  initial,
  onText,
  onReveal = () => {},
}: {
  initial: string;
  onText: (text: string) => void;
  onReveal?: (o: number, l: number) => void;
}) {
  const [text, setText] = useState(initial);
  return (
    <ParametersEditor
      text={text}
      schemaPointer="/inputSchema"
      schemaName="inputSchema"
      onReveal={onReveal}
      onEdits={(edits) => {
        const next = applyTextEdits(text, edits);
        setText(next);
        onText(next);
      }}
    />
  );
}

const TOOL = `{
  "name": "search",
  "inputSchema": {
    "type": "object",
    "properties": {
      "query": { "type": "string", "minLength": 1 },
      "limit": { "type": "integer", "default": 10 }
    },
    "required": ["query"],
    "if": { "required": ["limit"] }
  }
}`;

function commit(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('ParametersEditor', () => {
  it('labels every cell and shows the JSON values', () => {
    render(<OverText initial={TOOL} onText={() => {}} />);
    expect(screen.getByRole('table', { name: 'inputSchema parameters' })).toBeTruthy();
    expect((screen.getByLabelText('Name of query') as HTMLInputElement).value).toBe('query');
    expect((screen.getByLabelText('Type of limit') as HTMLSelectElement).value).toBe('integer');
    expect((screen.getByLabelText('Required: query') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Default of limit') as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('minLength of query') as HTMLInputElement).value).toBe('1');
    expect(screen.getByRole('button', { name: 'Move query up' })).toHaveProperty('disabled', true);
  });

  it('renames on Enter (in required too), once, not per keystroke', () => {
    const onText = vi.fn();
    render(<OverText initial={TOOL} onText={onText} />);
    const name = screen.getByLabelText('Name of query');
    fireEvent.change(name, { target: { value: 'q' } });
    expect(onText).not.toHaveBeenCalled();
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(onText).toHaveBeenCalledTimes(1);
    const json = JSON.parse(onText.mock.calls[0]![0] as string);
    expect(Object.keys(json.inputSchema.properties)).toEqual(['q', 'limit']);
    expect(json.inputSchema.required).toEqual(['q']);
  });

  it('reorders, deletes, and sets default, type and constraints through edits', () => {
    let text = TOOL;
    render(<OverText initial={TOOL} onText={(t) => (text = t)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move limit up' }));
    expect(Object.keys(JSON.parse(text).inputSchema.properties)).toEqual(['limit', 'query']);
    commit(screen.getByLabelText('Default of limit'), '25');
    expect(JSON.parse(text).inputSchema.properties.limit.default).toBe(25);
    commit(screen.getByLabelText('maxLength of query'), '80');
    expect(JSON.parse(text).inputSchema.properties.query.maxLength).toBe(80);
    fireEvent.change(screen.getByLabelText('Type of query'), { target: { value: 'enum' } });
    commit(screen.getByLabelText('Enum values of query'), 'a, b');
    expect(JSON.parse(text).inputSchema.properties.query).toEqual({
      type: 'string',
      enum: ['a', 'b'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete limit' }));
    expect(Object.keys(JSON.parse(text).inputSchema.properties)).toEqual(['query']);
  });

  it('says why a cell was not applied and changes nothing', () => {
    const onText = vi.fn();
    render(<OverText initial={TOOL} onText={onText} />);
    commit(screen.getByLabelText('Default of limit'), 'ten');
    expect(onText).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('"ten" is not a number.');
    commit(screen.getByLabelText('Name of limit'), 'query');
    expect(screen.getByRole('alert').textContent).toBe('There is already a parameter "query".');
  });

  it('lists what it cannot edit with a link to its place in the JSON', () => {
    const onReveal = vi.fn();
    render(<OverText initial={TOOL} onText={() => {}} onReveal={onReveal} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show /inputSchema/if in the editor' }));
    const [offset, length] = onReveal.mock.calls[0]! as [number, number];
    expect(TOOL.slice(offset, offset + length)).toBe('"if": { "required": ["limit"] }');
  });

  it('adds a parameter and creates a missing schema', () => {
    let text = '{"name": "t"}';
    render(<OverText initial={text} onText={(t) => (text = t)} />);
    expect(
      screen.getByText('There is no inputSchema yet; adding a parameter creates it.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add parameter' }));
    expect(JSON.parse(text).inputSchema).toEqual({
      type: 'object',
      properties: { param: { type: 'string' } },
    });
  });
});

describe('cell values', () => {
  it('reads defaults by type', () => {
    expect(parseDefault('string', '*.py')).toEqual({ ok: true, value: '*.py' });
    expect(parseDefault('integer', '100')).toEqual({ ok: true, value: 100 });
    expect(parseDefault('integer', '1.5')).toEqual({
      ok: false,
      message: '"1.5" is not a whole number.',
    });
    expect(parseDefault('array', '["a"]')).toEqual({ ok: true, value: ['a'] });
    expect(parseDefault('array', '[a')).toMatchObject({ ok: false });
    expect(parseDefault('number', '')).toEqual({ ok: true, value: undefined });
    expect(formatDefault('string', 'x', true)).toBe('x');
    expect(formatDefault('array', ['x'], true)).toBe('["x"]');
  });
  it('reads enum values as a list or a JSON array', () => {
    expect(parseEnumValues('utf-8, gbk', false)).toEqual({ ok: true, value: ['utf-8', 'gbk'] });
    expect(parseEnumValues('1, 2', true)).toEqual({ ok: true, value: [1, 2] });
    expect(parseEnumValues('["a,b", "c"]', false)).toEqual({ ok: true, value: ['a,b', 'c'] });
    expect(parseEnumValues('a,,b', false)).toMatchObject({ ok: false });
    expect(formatEnumValues(['a,b', 'c'])).toBe('["a,b","c"]');
    expect(formatEnumValues(['utf-8', 'gbk'])).toBe('utf-8, gbk');
  });
  it('reads constraints', () => {
    expect(parseConstraint('integer', '3')).toEqual({ ok: true, value: 3 });
    expect(parseConstraint('integer', '-1')).toMatchObject({ ok: false });
    expect(parseConstraint('number', '0.5')).toEqual({ ok: true, value: 0.5 });
    expect(parseConstraint('string', '^a$')).toEqual({ ok: true, value: '^a$' });
  });
});

describe('delete with undo from the table', () => {
  it('brings the parameter back exactly, required entry included', () => {
    let text = TOOL;
    render(<OverText initial={TOOL} onText={(t) => (text = t)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete query' }));
    expect(JSON.parse(text).inputSchema.required).toBeUndefined();
    expect(screen.getByRole('status').textContent).toContain('Deleted query.');
    fireEvent.click(screen.getByRole('button', { name: 'Undo delete' }));
    expect(text).toBe(TOOL);
    expect(screen.queryByRole('button', { name: 'Undo delete' })).toBeNull();
  });
});

describe('enums of numbers', () => {
  it('reads typed values as numbers when the enum has type integer', () => {
    let text = '{"inputSchema": {"properties": {"level": {"type": "integer"}}}}';
    render(<OverText initial={text} onText={(t) => (text = t)} />);
    fireEvent.change(screen.getByLabelText('Type of level'), { target: { value: 'enum' } });
    commit(screen.getByLabelText('Enum values of level'), '1, 2, 3');
    expect(JSON.parse(text).inputSchema.properties.level).toEqual({
      type: 'integer',
      enum: [1, 2, 3],
    });
  });
});

describe('a long table', () => {
  const many = (count: number) => {
    const properties: Record<string, unknown> = {};
    for (let i = 0; i < count; i++) properties[`p${i}`] = { type: 'string' };
    return JSON.stringify({ name: 'many', inputSchema: { type: 'object', properties } }, null, 2);
  };

  it('draws only a window of its rows, and a spacer for the rest', () => {
    const { container } = render(<OverText initial={many(1_000)} onText={() => {}} />);
    const drawn = container.querySelectorAll('tr.params-row').length;
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(60);
    expect(screen.getByLabelText('Name of p0')).toBeTruthy();
    expect(screen.queryByLabelText('Name of p999')).toBeNull();
    expect(container.querySelector('.params-virtual-spacer')).not.toBeNull();
  });

  it('draws a short table whole', () => {
    const { container } = render(<OverText initial={many(20)} onText={() => {}} />);
    expect(container.querySelectorAll('tr.params-row')).toHaveLength(20);
    expect(container.querySelector('.params-virtual-spacer')).toBeNull();
  });

  it('brings a new parameter at the end into the window and focuses its name', () => {
    let text = many(1_000);
    render(<OverText initial={text} onText={(t) => (text = t)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add parameter' }));
    const added = Object.keys(JSON.parse(text).inputSchema.properties).at(-1)!;
    expect(added).not.toMatch(/^p\d+$/);
    const name = screen.getByLabelText(`Name of ${added}`);
    expect(document.activeElement).toBe(name);
  });
});
