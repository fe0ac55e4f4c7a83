// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FormPreview } from './FormPreview';
import { formAjv, requestFormValidator } from './rjsf-validators';

beforeAll(async () => {
  requestFormValidator();
  await formAjv.load();
});

afterEach(cleanup);

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

const tags = (minItems: unknown) => ({
  type: 'object',
  required: ['tags'],
  properties: { tags: { type: 'array', items: { type: 'string' }, minItems } },
});

describe('FormPreview: large lists', () => {
  it.each([
    [1_000, '1,000'],
    [100_000, '100,000'],
    [1e9, '1,000,000,000'],
    [Infinity, '∞'],
  ])(
    'does not fill a required list up to minItems %s: it says the minimum and draws no items',
    (minItems, shown) => {
      const onValue = vi.fn();
      const { container } = render(
        <Controlled schema={tags(minItems)} initial={{}} onValue={onValue} />,
      );
      expect(screen.getByTestId('form.min-items').textContent).toContain(`at least ${shown} items`);
      expect(container.querySelectorAll('input[type="text"], textarea').length).toBeLessThan(3);
      for (const [value] of onValue.mock.calls as [{ tags?: unknown[] }][])
        expect(value.tags?.length ?? 0).toBeLessThan(3);
      // The fact beside the field still says what the schema asks.
      expect(container.textContent).toContain(`minItems: ${JSON.stringify(minItems)}`);
    },
  );

  it('still fills a small minimum with empty items to type into', () => {
    const { container } = render(<Controlled schema={tags(3)} initial={{}} onValue={vi.fn()} />);
    expect(screen.queryByTestId('form.min-items')).toBeNull();
    expect(container.querySelectorAll('input[type="text"]').length).toBeGreaterThanOrEqual(3);
  });

  it('sums up a list longer than the form draws, instead of a field per item', () => {
    const { container } = render(
      <Controlled
        schema={tags(1)}
        initial={{ tags: Array.from({ length: 20_000 }, (_, i) => `t${i}`) }}
        onValue={vi.fn()}
      />,
    );
    expect(screen.getByTestId('form.long-list').textContent).toContain('20,000 items');
    expect(container.querySelectorAll('input[type="text"]').length).toBeLessThan(3);
  });
});
