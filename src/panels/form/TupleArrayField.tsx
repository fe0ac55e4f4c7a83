import { useMemo } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';

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
  return <DefaultArrayField {...props} schema={drawn} formData={shown} />;
}

function asFixedItems(schema: RJSFSchema): RJSFSchema {
  const { prefixItems, items, ...rest } = schema as RJSFSchema & { prefixItems: RJSFSchema[] };
  return { ...rest, items: prefixItems, additionalItems: items ?? true } as RJSFSchema;
}
