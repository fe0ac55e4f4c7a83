// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ElicitationForm } from './ElicitationForm';

afterEach(cleanup);

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name', maxLength: 20 },
    age: { type: 'integer', title: 'Age', minimum: 0, maximum: 130 },
    subscribe: { type: 'boolean', title: 'Subscribe' },
    plan: { type: 'string', title: 'Plan', oneOf: [{ const: 'pro', title: 'Professional' }] },
    tags: { type: 'array', title: 'Tags', items: { type: 'string', enum: ['a', 'b'] } },
    address: { type: 'object', title: 'Address', properties: {} },
    when: { type: 'string', title: 'When', format: 'time' },
  },
};

function Harness({ onContent }: { onContent: (content: Record<string, unknown>) => void }) {
  const [content, setContent] = useState<Record<string, unknown>>({});
  return (
    <ElicitationForm
      schema={schema}
      content={content}
      onContent={(next) => {
        setContent(next);
        onContent(next);
      }}
      onRespond={vi.fn()}
    />
  );
}

describe('ElicitationForm', () => {
  it('draws only the widgets a client draws, and says what it cannot draw', () => {
    render(<Harness onContent={() => {}} />);
    const form = screen.getByRole('form', { name: 'Elicitation form' });
    expect(within(form).getByRole('textbox', { name: 'Name' }).getAttribute('maxLength')).toBe(
      '20',
    );
    const age = within(form).getByRole('spinbutton', { name: 'Age' });
    expect([age.getAttribute('min'), age.getAttribute('max'), age.getAttribute('step')]).toEqual([
      '0',
      '130',
      '1',
    ]);
    within(form).getByRole('checkbox', { name: 'Subscribe' });
    within(form).getByRole('combobox', { name: 'Plan' });
    within(within(form).getByRole('group', { name: 'Tags' })).getByRole('checkbox', { name: 'a' });
    expect(within(form).getByRole('note').textContent).toMatch(
      /Address.*A client cannot show this/,
    );
    // A format clients do not know is drawn as the plain string it is, not as a time picker.
    expect(within(form).getByRole('textbox', { name: 'When' }).getAttribute('type')).toBe('text');
  });

  it('answers with the content of an accept response, typed as the schema says', () => {
    const onContent = vi.fn();
    render(<Harness onContent={onContent} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Age' }), { target: { value: '36' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Subscribe' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Plan' }), { target: { value: 'pro' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'b' }));
    expect(onContent).toHaveBeenLastCalledWith({
      name: 'Ada',
      age: 36,
      subscribe: true,
      plan: 'pro',
      tags: ['b'],
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: '' } });
    expect(onContent).toHaveBeenLastCalledWith({
      age: 36,
      subscribe: true,
      plan: 'pro',
      tags: ['b'],
    });
  });
});
