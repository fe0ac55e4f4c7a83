import { describe, expect, it } from 'vitest';
import { prepareFormSchema } from './form-schema';

type Schema = Record<string, unknown> & { properties: Record<string, unknown> };

/** A copy with one property replaced, the others the same objects: what a keystroke's reading gives. */
function withProperty(schema: Schema, name: string, value: unknown): Schema {
  return { ...schema, properties: { ...schema.properties, [name]: value } };
}

const fresh = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const base: Schema = {
  type: 'object',
  properties: {
    city: { type: 'string', title: 'City' },
    units: { type: 'string', enum: ['c', 'f'], default: 'c' },
    odd: { type: 'frobnicate' },
    tags: { type: 'array', items: { type: ['string', 'null'] } },
  },
};

describe('prepareFormSchema reuses what did not change', () => {
  it('keeps each untouched property’s prepared schema, and equals a preparation from scratch', () => {
    const first = prepareFormSchema(base);
    const next = withProperty(base, 'city', { type: 'string', title: 'Town' });
    const second = prepareFormSchema(next);
    const before = first.schema!.properties as Record<string, unknown>;
    const after = second.schema!.properties as Record<string, unknown>;
    expect(after.units).toBe(before.units);
    expect(after.tags).toBe(before.tags);
    expect(after.city).not.toBe(before.city);
    expect(second).toEqual(prepareFormSchema(fresh(next)));
  });

  it('reports the notices and fallbacks of a reused property again, at its place', () => {
    prepareFormSchema(base);
    const again = prepareFormSchema(withProperty(base, 'city', { type: 'integer' }));
    expect(again.fallbacks).toEqual([
      { pointer: '/properties/odd', reason: expect.stringContaining('"frobnicate"') },
    ]);
    expect(again.notices.map((n) => n.pointer)).toContain('/properties/odd');
    expect(again).toEqual(
      prepareFormSchema(fresh(withProperty(base, 'city', { type: 'integer' }))),
    );
  });

  it('prepares a property again under another name or dialect', () => {
    const odd = base.properties.odd;
    prepareFormSchema(base);
    const renamed = prepareFormSchema({ type: 'object', properties: { strange: odd } });
    expect(renamed.fallbacks.map((f) => f.pointer)).toEqual(['/properties/strange']);
    // "prefixItems" is a tuple in 2020-12 and means nothing in draft-07.
    const tuple = { type: 'array', prefixItems: [{ type: 'string' }] };
    const in2020 = prepareFormSchema({ type: 'object', properties: { tuple } });
    const draft07 = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: { tuple },
    };
    const in07 = prepareFormSchema(draft07);
    expect(in07.schema!.properties).not.toEqual(in2020.schema!.properties);
    expect(in07).toEqual(prepareFormSchema(fresh(draft07)));
  });

  it('prepares again a property that follows a $ref, since what it points to may have changed', () => {
    const pointing = { $ref: '#/$defs/unit' };
    const withTarget = {
      type: 'object',
      properties: { unit: pointing },
      $defs: { unit: { type: 'string' } },
    };
    expect(prepareFormSchema(withTarget).fallbacks).toEqual([]);
    const targetGone = { type: 'object', properties: { unit: pointing }, $defs: {} };
    expect(prepareFormSchema(targetGone).fallbacks).toEqual([
      { pointer: '/properties/unit', reason: expect.stringContaining('points to nothing') },
    ]);
  });
});
