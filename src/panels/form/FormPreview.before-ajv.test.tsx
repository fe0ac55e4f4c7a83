// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { EXAMPLE_TEMPLATE, prepareFormSchema } from '../../core';
import { FormPreview } from './FormPreview';
import { asksValidator, formAjv, formPatterns, requestFormValidator } from './rjsf-validators';

afterEach(cleanup);

/** The first-visit example tool's inputSchema, the form a cold load draws first. */
function exampleInputSchema(): unknown {
  const example = JSON.parse(EXAMPLE_TEMPLATE.text) as {
    inputSchema: unknown;
  };
  return example.inputSchema;
}

describe('asksValidator', () => {
  it('finds the keywords that make RJSF consult its validator, at any depth', () => {
    const nested = (inner: Record<string, unknown>) => ({
      type: 'object',
      properties: { a: { type: 'array', items: { type: 'object', properties: { b: inner } } } },
    });
    expect(asksValidator(nested({ oneOf: [{ type: 'string' }] }), '2020-12')).toBe(true);
    expect(asksValidator(nested({ anyOf: [{ type: 'string' }] }), '2020-12')).toBe(true);
    expect(asksValidator(nested({ if: { type: 'string' }, then: {} }), '2020-12')).toBe(true);
    expect(asksValidator(nested({ dependentSchemas: { x: {} } }), '2020-12')).toBe(true);
    expect(asksValidator(nested({ dependencies: { x: {} } }), 'draft-07')).toBe(true);
    expect(asksValidator({ $defs: { u: { anyOf: [{}, {}] } } }, '2020-12')).toBe(true);
  });

  it('stays quiet for schemas without unions or conditions', () => {
    expect(asksValidator({ type: 'string', enum: ['a', 'b'] }, '2020-12')).toBe(false);
    expect(
      asksValidator(
        { type: 'object', properties: { oneOf: { type: 'string' } }, required: ['oneOf'] },
        '2020-12',
      ),
    ).toBe(false);
    // The cold load's first form: drawn without waiting for Ajv.
    expect(asksValidator(prepareFormSchema(exampleInputSchema()).schema, '2020-12')).toBe(false);
  });
});

describe('Ajv on a visit that only looks', () => {
  it('is not requested however long the form stays untouched, and is at the first key', async () => {
    vi.useFakeTimers();
    // Held back, so the chunk stays unloaded for the tests below.
    const load = vi.spyOn(formAjv, 'load').mockImplementation(() => new Promise(() => {}));
    try {
      render(<FormPreview schema={exampleInputSchema()} value={{}} onChange={() => {}} />);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10_000);
      });
      expect(load).not.toHaveBeenCalled();
      fireEvent.keyDown(document.body, { key: 'a' });
      expect(load).toHaveBeenCalledTimes(1);
      fireEvent.paste(document.body);
      fireEvent.keyDown(document.body, { key: 'b' });
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      load.mockRestore();
      vi.useRealTimers();
    }
  });
});

describe('FormPreview before Ajv has arrived', () => {
  it('draws a form without unions at once, and one with a union once Ajv is in', async () => {
    expect(formAjv.loaded()).toBeUndefined();
    const plain = render(
      <FormPreview schema={exampleInputSchema()} value={{}} onChange={() => {}} />,
    );
    expect(plain.container.querySelector('form input')).not.toBeNull();
    expect(screen.queryByText('Loading the form’s schema checker…')).toBeNull();
    plain.unmount();

    const union = {
      type: 'object',
      properties: { value: { type: ['boolean', 'string'] } },
      required: ['value'],
    };
    const { container } = render(
      <FormPreview schema={union} value={{ value: true }} onChange={() => {}} />,
    );
    expect(screen.getByText('Loading the form’s schema checker…')).toBeTruthy();
    expect(container.querySelector('form')).toBeNull();
    // The waiting form asks for Ajv at once; the form follows its arrival.
    await act(async () => {
      requestFormValidator();
      await formAjv.load();
    });
    expect(screen.getByRole('combobox', { name: 'Variant of value' })).toBeTruthy();
    expect(screen.queryByText('Loading the form’s schema checker…')).toBeNull();
  });
});

describe('FormPreview before RE2 has arrived', () => {
  it('waits for RE2 only when its validator may meet a pattern', async () => {
    await act(async () => {
      requestFormValidator();
      await formAjv.load();
    });
    expect(formPatterns.state().status).toBe('waiting');
    // No union: RJSF never asks its validator, so a pattern does not hold the form up.
    const plain = render(
      <FormPreview
        schema={{ type: 'object', properties: { id: { type: 'string', pattern: '^a' } } }}
        value={{}}
        onChange={() => {}}
      />,
    );
    expect(plain.container.querySelector('form input')).not.toBeNull();
    plain.unmount();

    const union = {
      type: 'object',
      properties: {
        value: { anyOf: [{ type: 'string', pattern: '^(a+)+$' }, { type: 'number' }] },
      },
      required: ['value'],
    };
    const { container } = render(
      <FormPreview schema={union} value={{ value: 'aaa' }} onChange={() => {}} />,
    );
    expect(screen.getByText('Loading the form’s schema checker…')).toBeTruthy();
    expect(container.querySelector('form')).toBeNull();
    // The waiting form asks for RE2 itself; the form follows its arrival.
    await act(async () => {
      await formPatterns.load();
    });
    expect(screen.getByRole('combobox', { name: 'Variant of value' })).toBeTruthy();
  });
});
