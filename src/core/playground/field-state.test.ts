import { describe, expect, it } from 'vitest';
import { fieldStateOf, statesFor, valueForState } from './field-state';
import { prepareFormSchema } from './form-schema';

function field(schema: unknown): unknown {
  const prepared = prepareFormSchema({ type: 'object', properties: { f: schema } });
  return (prepared.schema!.properties as Record<string, unknown>).f;
}

describe('field states', () => {
  it('tells omitted, empty, null and a value apart', () => {
    expect(fieldStateOf(undefined)).toBe('omitted');
    expect(fieldStateOf('')).toBe('empty');
    expect(fieldStateOf([])).toBe('empty');
    expect(fieldStateOf({})).toBe('empty');
    expect(fieldStateOf(null)).toBe('null');
    expect(fieldStateOf(0)).toBe('value');
    expect(fieldStateOf(false)).toBe('value');
    expect(fieldStateOf(' ')).toBe('value');
  });

  it('offers null only where the schema allows it, and omitted only for optional properties', () => {
    expect(statesFor(field({ type: 'string' }), { omittable: true, current: 'omitted' })).toEqual([
      'omitted',
      'empty',
    ]);
    expect(
      statesFor(field({ type: ['string', 'null'] }), { omittable: true, current: 'omitted' }),
    ).toEqual(['omitted', 'empty', 'null']);
    expect(
      statesFor(field({ anyOf: [{ type: 'integer' }, { type: 'null' }] }), {
        omittable: false,
        current: 'null',
      }),
    ).toEqual(['null', 'value']);
    expect(statesFor(field({ type: 'boolean' }), { omittable: true, current: 'omitted' })).toEqual([
      'omitted',
      'value',
    ]);
    // An enum has no "empty" of its own: "" is not one of its values.
    expect(
      statesFor(field({ type: 'string', enum: ['a', 'b'] }), {
        omittable: true,
        current: 'omitted',
      }),
    ).toEqual(['omitted', 'value']);
    // The state the value is in is always listed, even one the schema does not allow.
    expect(statesFor(field({ type: 'string' }), { omittable: false, current: 'null' })).toEqual([
      'empty',
      'null',
    ]);
  });

  it('switches to the value each state stands for, starting a value from the default', () => {
    const limit = field({ type: 'integer', default: 10 });
    expect(valueForState(limit, 'value', undefined)).toBe(10);
    expect(valueForState(limit, 'omitted', 5)).toBeUndefined();
    expect(valueForState(limit, 'null', 5)).toBeNull();
    expect(valueForState(field({ type: 'string' }), 'empty', undefined)).toBe('');
    expect(
      valueForState(field({ type: 'array', items: { type: 'string' } }), 'empty', undefined),
    ).toEqual([]);
    expect(valueForState(field({ type: 'boolean' }), 'value', undefined)).toBe(false);
    expect(
      valueForState(
        field({ type: 'string', enum: ['json', 'yaml'], default: 'yaml' }),
        'value',
        undefined,
      ),
    ).toBe('yaml');
    expect(valueForState(field({ type: 'integer' }), 'value', 7)).toBe(7);
  });
});
