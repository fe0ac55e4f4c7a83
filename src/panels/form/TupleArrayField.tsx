import { useMemo } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { FORM_MAX_ARRAY_ITEMS, MIN_ITEMS_HINT_KEYWORD } from '../../core';

const count = new Intl.NumberFormat('en');

const registryArrayField = getDefaultRegistry().fields.ArrayField;
if (!registryArrayField)
  throw new Error(
    'RJSF no longer ships a default ArrayField; TupleArrayField needs one to draw tuples.',
  );
const DefaultArrayField = registryArrayField;

/**
 * RJSF draws tuples in draft-07's spelling only (an `items` array, with `additionalItems` for
 * what follows). A 2020-12 tuple (`prefixItems`, with `items` for what follows) is handed to it
 * in that spelling, for drawing this field only: the form's root schema, which the validator
 * compiles as 2020-12, is unchanged.
 *
 * RJSF draws one field per value it holds, and fills a tuple's positions only from defaults it
 * computes from the root schema, which knows nothing of `prefixItems`; so every position is
 * shown, empty until typed into. The sample gets a value only where the user types one.
 */
export function TupleArrayField(props: FieldProps) {
  const { schema, formData } = props;
  const drawn = useMemo(
    () => (Array.isArray(schema.prefixItems) ? asFixedItems(schema) : schema),
    [schema],
  );
  const positions = Array.isArray(drawn.items) ? drawn.items.length : 0;
  const shown = useMemo(() => {
    if (positions === 0) return formData as unknown;
    const values: unknown[] = Array.isArray(formData) ? formData : [];
    return values.length >= positions
      ? values
      : [...values, ...new Array<unknown>(positions - values.length)];
  }, [formData, positions]);
  const held = Array.isArray(formData) ? formData.length : 0;
  if (held > FORM_MAX_ARRAY_ITEMS)
    // One field per item would be one task of seconds; the items are edited as the sample's JSON.
    return (
      <p className="field-type-note" role="note" data-testid="form.long-list">
        This list holds {count.format(held)} items, more than the form draws as fields (
        {FORM_MAX_ARRAY_ITEMS}). Edit them in the sample input's JSON.
      </p>
    );
  const minimum: unknown = schema[MIN_ITEMS_HINT_KEYWORD];
  return (
    <>
      {minimum !== undefined && (
        <p className="field-type-note" role="note" data-testid="form.min-items">
          The schema asks for at least{' '}
          {typeof minimum === 'number' ? count.format(minimum) : JSON.stringify(minimum)} items,
          more than the form fills in ({FORM_MAX_ARRAY_ITEMS}): add them here, or paste the list
          into the sample input.
        </p>
      )}
      <DefaultArrayField {...props} schema={drawn} formData={shown} />
    </>
  );
}

function asFixedItems(schema: RJSFSchema): RJSFSchema {
  const { prefixItems, items, ...rest } = schema as RJSFSchema & { prefixItems: RJSFSchema[] };
  return { ...rest, items: prefixItems, additionalItems: items ?? true } as RJSFSchema;
}
