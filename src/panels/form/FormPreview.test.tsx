// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { SEARCH_DATABASE_SCHEMA as SEARCH_DATABASE } from '../../core/__fixtures__/seeds';
import { FormPreview } from './FormPreview';
import { formAjv, requestFormValidator } from './rjsf-validators';

// The studio draws forms with unions once Ajv has arrived; these tests start from there
// (FormPreview.before-ajv.test.tsx covers the moments before).
beforeAll(async () => {
  requestFormValidator();
  await formAjv.load();
});

afterEach(cleanup);

/** Holds the value like the panel does, and exposes the latest one. */
function Controlled({
  schema,
  initial,
  onValue,
}: {
  schema: unknown;
  initial: unknown;
  onValue: (v: unknown) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <FormPreview
      schema={schema}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('FormPreview', () => {
  it('draws an enum longer than a drop-down holds as a text box with suggestions, and sends the typed value', () => {
    const onValue = vi.fn();
    const colours = Array.from({ length: 5_000 }, (_, i) => `colour_${i}`);
    const counts = Array.from({ length: 5_000 }, (_, i) => i);
    const schema = {
      type: 'object',
      properties: { colour: { type: 'string', enum: colours }, count: { enum: counts } },
    };
    const { container } = render(<Controlled schema={schema} initial={{}} onValue={onValue} />);
    // The only drop-downs left are the fields' state pickers (omitted / value).
    const options = [...container.querySelectorAll('select')].map((s) => s.options.length);
    expect(Math.max(0, ...options)).toBeLessThan(10);
    const colour = screen.getByLabelText(/^colour/);
    expect(screen.getAllByText(/One of 5,000 allowed values/)).toHaveLength(2);
    fireEvent.change(colour, { target: { value: 'colour_4999' } });
    expect(onValue).toHaveBeenLastCalledWith({ colour: 'colour_4999' });
    const list = container.querySelector(`#${colour.getAttribute('list')!}`)!;
    expect([...list.querySelectorAll('option')].map((o) => o.getAttribute('value'))).toEqual([
      'colour_4999',
    ]);
    // A number enum sends numbers; text that is no allowed value is kept, for its error to show.
    fireEvent.change(screen.getByLabelText(/^count/), { target: { value: '42' } });
    expect(onValue).toHaveBeenLastCalledWith({ colour: 'colour_4999', count: 42 });
    fireEvent.change(colour, { target: { value: 'mauve' } });
    expect(onValue).toHaveBeenLastCalledWith({ colour: 'mauve', count: 42 });
  });

  it('renders the search_database form with facts and descriptions, and reports typed values', () => {
    const onChange = vi.fn();
    render(<FormPreview schema={SEARCH_DATABASE} value={{}} onChange={onChange} />);
    const query = screen.getByLabelText(/^query/);
    expect(screen.getByText('Maximum number of results to return')).toBeTruthy();
    expect(screen.getAllByText('minimum: 1').length).toBeGreaterThan(0);
    fireEvent.change(query, { target: { value: 'user data' } });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: 'user data' }),
      true,
    );
    fireEvent.change(screen.getByLabelText(/^limit/), { target: { value: '25' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ limit: 25 }), true);
  });

  it('shows a worker issue once, on its field; one with no field of its own in the list', () => {
    render(
      <FormPreview
        schema={SEARCH_DATABASE}
        value={{ query: 'x', limit: 500 }}
        onChange={() => undefined}
        issues={[
          { pointer: '/limit', message: 'Must be <= 100.' },
          { pointer: '', message: 'Must have at most 1 property.' },
        ]}
      />,
    );
    expect(screen.getAllByText('Must be <= 100.')).toHaveLength(1);
    expect(screen.getByText('Must be <= 100.').closest('.form-field')).toBe(
      screen.getByLabelText(/^limit/).closest('.form-field'),
    );
    const list = screen.getByRole('region', { name: 'Sample input problems' });
    expect(within(list).queryByText('Must be <= 100.')).toBeNull();
    expect(within(list).getByText('Must have at most 1 property.')).toBeTruthy();
  });

  it('draws an object field’s state control on its legend line, once', () => {
    render(
      <FormPreview
        schema={{
          type: 'object',
          properties: {
            address: {
              type: ['object', 'null'],
              title: 'Address',
              properties: { city: { type: 'string' } },
            },
          },
        }}
        value={{}}
        onChange={() => undefined}
      />,
    );
    const controls = screen.getAllByRole('combobox', { name: /^State of Address: / });
    expect(controls).toHaveLength(1);
    expect(controls[0]!.closest('legend')?.textContent).toContain('Address');
  });

  it('renders descriptions as text, never HTML', () => {
    const { container } = render(
      <FormPreview
        schema={{
          type: 'object',
          title: '<b>T</b>',
          properties: {
            a: {
              type: 'string',
              title: '<img src=x onerror=alert(1)>',
              description: '<script>alert(1)</script>',
            },
          },
        }}
        value={{}}
        onChange={() => undefined}
      />,
    );
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script>')).toBeTruthy();
  });
});

describe('FormPreview: the form is the value', () => {
  const tool = {
    type: 'object',
    properties: {
      q: { type: 'string' },
      note: { type: ['string', 'null'] },
      output: { type: 'string', enum: ['json', 'yaml'], default: 'yaml' },
      watch: { type: 'boolean', default: true },
      count: { type: 'integer' },
      id: { type: ['integer', 'string'] },
      tags: { type: 'array', items: { type: 'string' } },
    },
    required: ['count'],
  };

  it('leaves untouched optional fields out of the value, and says so on each field', () => {
    const onChange = vi.fn();
    render(<FormPreview schema={tool} value={{}} onChange={onChange} />);
    // Nothing the user did not do reaches the value: no defaults, no empty strings.
    for (const [value, fromField] of onChange.mock.calls) if (fromField) expect(value).toEqual({});
    expect(screen.getByRole('combobox', { name: 'State of q: omitted (not sent)' })).toBeTruthy();
    expect(
      screen.getByRole('combobox', { name: 'State of note: omitted (not sent)' }),
    ).toBeTruthy();
    // A required number has nothing to choose between: it is filled by typing.
    expect(screen.queryByRole('combobox', { name: /^State of count:/ })).toBeNull();
  });

  it('switches an optional string between omitted, empty and null', () => {
    let latest: unknown;
    render(<Controlled schema={tool} initial={{}} onValue={(v) => (latest = v)} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'State of q: omitted (not sent)' }), {
      target: { value: 'empty' },
    });
    expect(latest).toEqual({ q: '' });
    expect(screen.getByRole('combobox', { name: 'State of q: empty' })).toBeTruthy();
    // q does not allow null: it is not offered.
    expect(
      within(screen.getByRole('combobox', { name: 'State of q: empty' }))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['omitted', 'empty']);
    fireEvent.change(screen.getByRole('combobox', { name: 'State of note: omitted (not sent)' }), {
      target: { value: 'null' },
    });
    expect(latest).toEqual({ q: '', note: null });
    fireEvent.change(screen.getByRole('combobox', { name: 'State of q: empty' }), {
      target: { value: 'omitted' },
    });
    expect(latest).toEqual({ note: null });
  });

  it('shows no select value the sample does not hold, and applies a default with one action', () => {
    let latest: unknown;
    render(<Controlled schema={tool} initial={{}} onValue={(v) => (latest = v)} />);
    const output = screen.getByLabelText(/^output/, {
      selector: 'select:not([data-testid])',
    }) as HTMLSelectElement;
    expect(output.value).toBe('');
    const watch = screen.getByRole('checkbox') as HTMLInputElement;
    expect(watch.checked).toBe(false);
    // The default is said where the value would be (the select's empty choice), not on a line of
    // its own; a checkbox has no empty state to say it in, so its hint keeps the words.
    expect(output.selectedOptions[0]!.textContent).toBe('default "yaml" (not sent)');
    expect(screen.getAllByText('default "yaml" (not sent)')).toHaveLength(1);
    expect(screen.getByText('default true (not sent)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use default "yaml" for output' }));
    expect(latest).toEqual({ output: 'yaml' });
    expect(output.selectedOptions[0]!.textContent).toBe('yaml');
    fireEvent.click(screen.getByRole('button', { name: 'Use default true for watch' }));
    expect(latest).toEqual({ output: 'yaml', watch: true });
    expect(watch.checked).toBe(true);
  });

  it("shows a text field's default as its placeholder, gone once the default is used", () => {
    const schema = {
      type: 'object',
      properties: {
        pattern: { type: 'string', default: '*.py' },
        days: { type: 'integer', default: 3 },
      },
    };
    render(<Controlled schema={schema} initial={{}} onValue={() => undefined} />);
    const pattern = screen.getByLabelText(/^pattern/, { selector: 'input' }) as HTMLInputElement;
    expect(pattern.placeholder).toBe('default "*.py" (not sent)');
    expect(pattern.value).toBe('');
    const days = screen.getByLabelText(/^days/, { selector: 'input' }) as HTMLInputElement;
    expect(days.placeholder).toBe('default 3 (not sent)');
    expect(screen.queryByText('default "*.py" (not sent)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Use default "*.py" for pattern' }));
    expect(pattern.value).toBe('*.py');
  });

  it('says what "+ Add" does on an object that names no properties, and only there', () => {
    const schema = {
      type: 'object',
      properties: {
        extra: { type: 'object', properties: {} },
        closed: { type: 'object', properties: {}, additionalProperties: false },
        named: { type: 'object', properties: { a: { type: 'string' } } },
      },
    };
    render(<Controlled schema={schema} initial={{}} onValue={() => undefined} />);
    expect(
      screen.getAllByText(
        'This object names no properties: “+ Add” adds a key and value of your own.',
      ),
    ).toHaveLength(1);
  });

  it('sends numbers for integer fields and for the integer branch of ["integer","string"]', () => {
    let latest: unknown;
    render(<Controlled schema={tool} initial={{}} onValue={(v) => (latest = v)} />);
    fireEvent.change(screen.getByLabelText(/^count/, { selector: 'input' }), {
      target: { value: '42' },
    });
    expect(latest).toEqual({ count: 42 });
    const id = screen.getByRole('combobox', { name: 'Variant of id' }) as HTMLSelectElement;
    expect(id.selectedOptions[0]!.textContent).toBe('integer');
    const [, idInput] = screen.getAllByRole('spinbutton');
    fireEvent.change(idInput!, { target: { value: '7' } });
    expect(latest).toEqual({ count: 42, id: 7 });
  });

  it('starts a new list item as an empty string, not null', () => {
    let latest: unknown;
    render(<Controlled schema={tool} initial={{ count: 1 }} onValue={(v) => (latest = v)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(latest).toEqual({ count: 1, tags: [''] });
  });

  it('shows an object that reaches a text box as JSON with a note, never "[object Object]"', () => {
    const { container } = render(
      <FormPreview
        schema={{ type: 'object', properties: { text: { type: 'string' } } }}
        value={{ text: { content: 'hi' } }}
        onChange={() => undefined}
      />,
    );
    expect((screen.getByLabelText(/^text/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      '{"content":"hi"}',
    );
    expect(container.textContent).toMatch(/holds an object, not text/);
    expect(container.innerHTML).not.toContain('[object Object]');
  });

  it('flags a whole number beyond 2^53 in a number field', () => {
    render(
      <FormPreview
        schema={{ type: 'object', properties: { big: { type: 'integer' } } }}
        value={{ big: 2 ** 60 }}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('note').textContent).toMatch(/Beyond 2\^53/);
  });

  it('names each list item’s variant picker after its own item', () => {
    render(
      <FormPreview
        schema={{
          type: 'object',
          properties: {
            comments: {
              type: 'array',
              items: {
                anyOf: [
                  { type: 'string' },
                  { type: 'object', properties: { body: { type: 'string' } } },
                ],
              },
            },
          },
        }}
        value={{ comments: ['a', 'b'] }}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Variant of comments-0' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Variant of comments-1' })).toBeTruthy();
  });

  it('names the picker of a newly added list item after that item', () => {
    render(
      <Controlled
        schema={{
          type: 'object',
          properties: {
            comments: {
              type: 'array',
              items: {
                anyOf: [
                  { type: 'string' },
                  { type: 'object', properties: { body: { type: 'string' } } },
                ],
              },
            },
          },
        }}
        initial={{ comments: ['a'] }}
        onValue={() => undefined}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getAllByRole('combobox', { name: /^Variant of/ })).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Variant of comments-1' })).toBeTruthy();
  });
});

describe('FormPreview: required fields', () => {
  it('shows a missing required nullable field as missing, with only the states it can be switched to', () => {
    let latest: unknown;
    render(
      <Controlled
        schema={{
          type: 'object',
          properties: { note: { type: ['string', 'null'] } },
          required: ['note'],
        }}
        initial={{}}
        onValue={(v) => (latest = v)}
      />,
    );
    const state = screen.getByRole('combobox', { name: 'State of note: missing' });
    const options = within(state).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      ['missing', true],
      ['empty', false],
      ['null', false],
    ]);
    fireEvent.change(state, { target: { value: 'null' } });
    expect(latest).toEqual({ note: null });
  });
});

describe('FormPreview: unions at the root', () => {
  it('gives a root anyOf a variant picker with widgets, and chooses a discriminated variant by its const', () => {
    let latest: unknown;
    const schema = {
      anyOf: [
        {
          type: 'object',
          properties: { kind: { const: 'url' }, url: { type: 'string' } },
          required: ['kind', 'url'],
        },
        {
          type: 'object',
          properties: { kind: { const: 'text' }, text: { type: 'string' } },
          required: ['kind', 'text'],
        },
      ],
    };
    render(<Controlled schema={schema} initial={{}} onValue={(v) => (latest = v)} />);
    const picker = screen.getByRole('combobox', { name: /^Variant/ }) as HTMLSelectElement;
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['url', 'text']);
    fireEvent.change(picker, { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/^text/, { selector: 'input' }), {
      target: { value: 'hello' },
    });
    expect(latest).toEqual({ kind: 'text', text: 'hello' });
  });
});

describe('FormPreview with many properties (drawn in groups)', () => {
  const wide = {
    type: 'object',
    properties: Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [
        `field_${i}`,
        { type: i % 2 ? 'integer' : 'string', title: `Field ${i}` },
      ]),
    ),
    required: ['field_25'],
  };

  it('merges edits from different groups into one value and keeps required markers', () => {
    let latest: unknown;
    render(<Controlled schema={wide} initial={{ field_1: 1 }} onValue={(v) => (latest = v)} />);
    fireEvent.change(screen.getByLabelText('Field 0'), { target: { value: 'a' } });
    fireEvent.change(screen.getByLabelText('Field 20'), { target: { value: 'b' } });
    fireEvent.change(screen.getByLabelText('Field 1'), { target: { value: '' } });
    expect(latest).toEqual({ field_0: 'a', field_20: 'b' });
    expect(screen.getByText('Field 25').parentElement!.textContent).toContain('*');
    expect(document.querySelectorAll('form')).toHaveLength(1);
  });

  it('shows a schema edit in one field and keeps the others’ values', () => {
    const { rerender } = render(
      <FormPreview
        schema={wide}
        value={{ field_0: 'kept', field_29: 5 }}
        onChange={() => undefined}
      />,
    );
    const edited = {
      ...wide,
      properties: { ...wide.properties, field_14: { type: 'boolean', title: 'Now a switch' } },
    };
    rerender(
      <FormPreview
        schema={edited}
        value={{ field_0: 'kept', field_29: 5 }}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Now a switch' })).toBeTruthy();
    expect((screen.getByLabelText('Field 0') as HTMLInputElement).value).toBe('kept');
    expect((screen.getByLabelText('Field 29') as HTMLInputElement).value).toBe('5');
  });

  it('puts worker issues on fields of any group, once, and root issues in the list', () => {
    render(
      <FormPreview
        schema={wide}
        value={{ field_21: 'x' }}
        onChange={() => undefined}
        issues={[
          { pointer: '/field_21', message: 'Must be of type integer.' },
          { pointer: '', message: 'The required property "field_25" is missing.' },
        ]}
      />,
    );
    expect(screen.getAllByText('Must be of type integer.')).toHaveLength(1);
    expect(screen.getByText('Must be of type integer.').closest('.form-field')).toBe(
      screen.getByLabelText('Field 21').closest('.form-field'),
    );
    const list = screen.getByRole('region', { name: 'Sample input problems' });
    expect(within(list).getAllByText('The required property "field_25" is missing.')).toHaveLength(
      1,
    );
    expect(screen.getAllByText('The required property "field_25" is missing.')).toHaveLength(1);
  });
});

describe('FormPreview controls for what real tools use', () => {
  it('edits an array of strings as a list: add, remove, reorder', () => {
    let latest: unknown;
    render(
      <Controlled
        schema={{
          type: 'object',
          properties: { tags: { type: 'array', items: { type: 'string' } } },
        }}
        initial={{ tags: ['a', 'b'] }}
        onValue={(v) => (latest = v)}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const inputs = screen.getAllByRole('textbox');
    fireEvent.change(inputs[2]!, { target: { value: 'c' } });
    expect(latest).toEqual({ tags: ['a', 'b', 'c'] });
    fireEvent.click(screen.getAllByRole('button', { name: 'Move up' })[2]!);
    expect(latest).toEqual({ tags: ['a', 'c', 'b'] });
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]!);
    expect(latest).toEqual({ tags: ['c', 'b'] });
    expect(document.querySelector('[data-testid="form.json-fallback"]')).toBeNull();
  });

  it('edits a free-form map as keys and values that follow the additionalProperties schema', () => {
    let latest: unknown;
    render(
      <Controlled
        schema={{
          type: 'object',
          properties: { headers: { type: 'object', additionalProperties: { type: 'integer' } } },
        }}
        initial={{}}
        onValue={(v) => (latest = v)}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(latest).toEqual({ headers: { newKey: 0 } });
    // The value control is a number input, as the additionalProperties schema says.
    expect(screen.getByRole('spinbutton')).toBeTruthy();
  });

  it('adds entries to a free-form object as any-value pickers that start from an empty string', () => {
    let latest: unknown;
    render(
      <Controlled
        schema={{ type: 'object', properties: { meta: { type: 'object', description: 'dict' } } }}
        initial={{}}
        onValue={(v) => (latest = v)}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(latest).toEqual({ meta: { newKey: '' } });
    const picker = screen.getByRole('combobox', { name: 'Variant of newKey' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['string', 'number', 'boolean', 'object', 'array']);
    // null is one of the value's states rather than a variant an untouched field would start on.
    fireEvent.change(screen.getByRole('combobox', { name: 'State of newKey: empty' }), {
      target: { value: 'null' },
    });
    expect(latest).toEqual({ meta: { newKey: null } });
    expect(document.body.textContent).not.toContain('[object Object]');
  });

  it('gives a type array a variant picker and edits the chosen variant', () => {
    let latest: unknown;
    render(
      <Controlled
        schema={{
          type: 'object',
          properties: { value: { type: ['boolean', 'string'] } },
          required: ['value'],
        }}
        initial={{ value: true }}
        onValue={(v) => (latest = v)}
      />,
    );
    const picker = screen.getByRole('combobox', { name: 'Variant of value' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['boolean', 'string']);
    fireEvent.change(picker, { target: { value: '1' } });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'auto' } });
    expect(latest).toEqual({ value: 'auto' });
  });

  it('starts a nullable field on its type with an input; null is a state chosen with the state control', () => {
    let latest: unknown = 'untouched';
    render(
      <Controlled
        schema={{
          type: 'object',
          properties: { rollout: { type: ['integer', 'null'], minimum: 0 } },
        }}
        initial={{}}
        onValue={(v) => (latest = v)}
      />,
    );
    expect(screen.queryByRole('combobox', { name: /Variant of/ })).toBeNull();
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '30' } });
    expect(latest).toEqual({ rollout: 30 });
    const state = screen.getByRole('combobox', { name: 'State of rollout: has a value' });
    expect(
      within(state)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['omitted', 'null', 'value']);
    fireEvent.change(state, { target: { value: 'null' } });
    expect(latest).toEqual({ rollout: null });
    fireEvent.change(screen.getByRole('combobox', { name: 'State of rollout: null' }), {
      target: { value: 'omitted' },
    });
    expect(latest).toEqual({});
  });

  it('follows local $ref and $defs, recursively', () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { root: { $ref: '#/$defs/Node' } },
      $defs: {
        Node: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            children: { type: 'array', items: { $ref: '#/$defs/Node' } },
          },
        },
      },
    };
    render(
      <FormPreview
        schema={schema}
        value={{ root: { name: 'a', children: [{ name: 'b', children: [] }] } }}
        onChange={() => undefined}
      />,
    );
    expect(
      (screen.getByLabelText('name', { selector: '#sample_root_name' }) as HTMLInputElement).value,
    ).toBe('a');
    expect((document.getElementById('sample_root_children_0_name') as HTMLInputElement).value).toBe(
      'b',
    );
  });

  it('uses fitting inputs for date-time, email and uri', () => {
    render(
      <FormPreview
        schema={{
          type: 'object',
          properties: {
            when: { type: 'string', format: 'date-time' },
            to: { type: 'string', format: 'email' },
            url: { type: 'string', format: 'uri' },
          },
        }}
        value={{}}
        onChange={() => undefined}
      />,
    );
    expect(document.getElementById('sample_when')!.getAttribute('type')).toBe('datetime-local');
    expect(document.getElementById('sample_to')!.getAttribute('type')).toBe('email');
    expect(document.getElementById('sample_url')!.getAttribute('type')).toBe('url');
  });

  it('falls back to a JSON box only for the field it cannot draw, and keeps the rest a form', () => {
    let latest: unknown;
    render(
      <Controlled
        schema={{
          type: 'object',
          properties: {
            point: { type: 'array', items: [{ type: 'number' }, { type: 'number' }] },
            label: { type: 'string' },
          },
        }}
        initial={{}}
        onValue={(v) => (latest = v)}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'point (JSON)' });
    expect(
      screen.getByText(/2020-12 "items" takes one schema/, { selector: '.field-fallback-reason' }),
    ).toBeTruthy();
    fireEvent.change(box, { target: { value: '[1, 2]' } });
    expect(latest).toEqual({ point: [1, 2] });
    fireEvent.change(box, { target: { value: '[1, ' } });
    expect(screen.getByRole('alert').textContent).toMatch(/Not valid JSON yet/);
    expect(latest).toEqual({ point: [1, 2] });
    expect(screen.getByLabelText('label')).toBeTruthy();
  });

  it('draws a 2020-12 tuple as one field per position, and a change at one position keeps the others', () => {
    let latest: unknown;
    render(
      <Controlled
        schema={{
          type: 'object',
          properties: {
            point: {
              type: 'array',
              prefixItems: [
                { type: 'number', title: 'Latitude' },
                { type: 'string', title: 'Label' },
              ],
              items: false,
            },
          },
        }}
        initial={{ point: [51.5, 'London'] }}
        onValue={(v) => (latest = v)}
      />,
    );
    expect(screen.queryByRole('textbox', { name: 'point (JSON)' })).toBeNull();
    const latitude = document.getElementById('sample_point_0') as HTMLInputElement;
    const label = document.getElementById('sample_point_1') as HTMLInputElement;
    expect(latitude.value).toBe('51.5');
    expect(label.value).toBe('London');
    fireEvent.change(latitude, { target: { value: '48.9' } });
    expect(latest).toEqual({ point: [48.9, 'London'] });
    fireEvent.change(label, { target: { value: 'Paris' } });
    expect(latest).toEqual({ point: [48.9, 'Paris'] });
    // "items": false allows nothing after the fixed positions, so there is nothing to add.
    expect(document.getElementById('sample_point__add')).toBeNull();
  });

  it('draws a draft-07 tuple (an "items" array) and lets additionalItems be added after it', () => {
    let latest: unknown;
    render(
      <Controlled
        schema={{
          $schema: 'http://json-schema.org/draft-07/schema#',
          type: 'object',
          properties: {
            args: {
              type: 'array',
              items: [{ type: 'string', title: 'Command' }],
              additionalItems: { type: 'string' },
            },
          },
        }}
        initial={{ args: ['ls'] }}
        onValue={(v) => (latest = v)}
      />,
    );
    expect((document.getElementById('sample_args_0') as HTMLInputElement).value).toBe('ls');
    fireEvent.click(document.getElementById('sample_args__add')!);
    fireEvent.change(document.getElementById('sample_args_1')!, { target: { value: '-l' } });
    expect(latest).toEqual({ args: ['ls', '-l'] });
  });

  it('keeps the last good form greyed out, with the reason, when the schema does not compile', () => {
    const { rerender } = render(
      <FormPreview
        schema={{ type: 'object', properties: { a: { type: 'string' } } }}
        value={{ a: 'kept' }}
        onChange={() => undefined}
      />,
    );
    rerender(
      <FormPreview
        schema={{ type: 'object', properties: { a: { type: 'string', pattern: '(' } } }}
        value={{ a: 'kept' }}
        onChange={() => undefined}
        schemaError="The schema cannot be compiled: Invalid regular expression"
      />,
    );
    expect(screen.getByRole('alert').textContent).toMatch(
      /does not compile.*Invalid regular expression/,
    );
    const input = screen.getByLabelText('a') as HTMLInputElement;
    expect(input.value).toBe('kept');
    expect(input.disabled).toBe(true);
  });

  it('falls back to the last schema a check confirmed, not to one drawn while its check was pending', () => {
    const good = { type: 'object', properties: { a: { type: 'string', title: 'Good' } } };
    const bad = {
      type: 'object',
      properties: { a: { type: 'string', title: 'Bad', pattern: '(' } },
    };
    const { rerender } = render(
      <FormPreview schema={good} value={{}} onChange={() => undefined} checkedSchema={good} />,
    );
    // The bad schema is drawn at once, before its check answers...
    rerender(
      <FormPreview schema={bad} value={{}} onChange={() => undefined} checkedSchema={good} />,
    );
    expect(screen.getByLabelText('Bad')).toBeTruthy();
    // ...and when the check says it does not compile, the confirmed good form comes back, greyed out.
    rerender(
      <FormPreview
        schema={bad}
        value={{}}
        onChange={() => undefined}
        checkedSchema={bad}
        schemaError="Invalid regular expression"
      />,
    );
    expect((screen.getByLabelText('Good') as HTMLInputElement).disabled).toBe(true);
  });

  it('draws the first 50 form notes and counts the rest', () => {
    // 60 properties whose $ref points to nothing: one fallback note each.
    const properties = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [`p${i}`, { $ref: `#/$defs/missing${i}` }]),
    );
    render(
      <FormPreview schema={{ type: 'object', properties }} value={{}} onChange={() => undefined} />,
    );
    const notes = within(screen.getByRole('list', { name: 'Form notes' })).getAllByRole('listitem');
    expect(notes).toHaveLength(51);
    expect(notes[0]!.textContent).toContain('"#/$defs/missing0" points to nothing');
    expect(notes[50]!.textContent).toBe('…and 10 more notes of these kinds.');
  });

  it('shows a warning, not nothing, for a root without type object', () => {
    render(
      <FormPreview
        schema={{ properties: { q: { type: 'string' } }, required: ['q'] }}
        value={{}}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('list', { name: 'Form notes' }).textContent).toMatch(
      /no "type": "object"/,
    );
    expect(screen.getByLabelText(/^q/)).toBeTruthy();
  });
});
