// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import Form from '@rjsf/core';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { fields, templates } from './form-config';
import { rjsfValidatorFor } from './rjsf-validators';

afterEach(cleanup);

/** A text widget that counts its renders per field id. */
function countingWidgets() {
  const renders = new Map<string, number>();
  function TextWidget({ id, value }: WidgetProps) {
    renders.set(id, (renders.get(id) ?? 0) + 1);
    return <input id={id} value={String(value ?? '')} readOnly />;
  }
  return { renders, widgets: { TextWidget } };
}

function draw(schema: RJSFSchema, widgets: ReturnType<typeof countingWidgets>['widgets']) {
  return (
    <Form
      schema={schema}
      formData={{}}
      validator={rjsfValidatorFor('2020-12')}
      fields={fields}
      templates={templates}
      widgets={widgets}
      uiSchema={{ 'ui:submitButtonOptions': { norender: true } }}
    />
  );
}

describe('MemoSchemaField', () => {
  it('draws again only the field whose schema changed, not its neighbours', () => {
    const { renders, widgets } = countingWidgets();
    const b = { type: 'string', title: 'B' } as const;
    const first = { type: 'object', properties: { a: { type: 'string', title: 'A' }, b } };
    const view = render(draw(first as RJSFSchema, widgets));
    expect(renders.get('root_b')).toBe(1);
    // A new root with a new `a` and the same `b` object: an edit of a's title.
    const second = { type: 'object', properties: { a: { type: 'string', title: 'Ax' }, b } };
    view.rerender(draw(second as RJSFSchema, widgets));
    expect(screen.getByText('Ax')).toBeTruthy();
    expect(renders.get('root_a')).toBe(2);
    expect(renders.get('root_b')).toBe(1);
    // Its value still reaches it: a new value for `b` draws it again.
    view.rerender(
      <Form
        schema={second as RJSFSchema}
        formData={{ b: 'typed' }}
        validator={rjsfValidatorFor('2020-12')}
        fields={fields}
        templates={templates}
        widgets={widgets}
        uiSchema={{ 'ui:submitButtonOptions': { norender: true } }}
      />,
    );
    expect(renders.get('root_b')).toBe(2);
    expect(screen.getByDisplayValue('typed')).toBeTruthy();
  });

  it('draws a neighbour again when what it refers to in the root may have changed', () => {
    const { renders, widgets } = countingWidgets();
    const b = { $ref: '#/properties/a' };
    const c = { $ref: '#/$defs/D' };
    const first = {
      type: 'object',
      properties: { a: { type: 'string', title: 'A' }, b, c },
      $defs: { D: { type: 'string', title: 'D' } },
    };
    const view = render(draw(first as RJSFSchema, widgets));
    const second = {
      type: 'object',
      properties: { a: { type: 'string', title: 'Ax' }, b, c },
      $defs: { D: { type: 'string', title: 'Dx' } },
    };
    view.rerender(draw(second as RJSFSchema, widgets));
    expect(renders.get('root_b')).toBe(2);
    expect(renders.get('root_c')).toBe(2);
    expect(screen.getByText('Dx')).toBeTruthy();
    expect(screen.getAllByText('Ax')).toHaveLength(2);
  });
});
