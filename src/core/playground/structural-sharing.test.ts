import { describe, expect, it } from 'vitest';
import { fieldsToRedraw, shareStructure } from './structural-sharing';

describe('shareStructure', () => {
  it('keeps unchanged subtrees by identity and builds new objects only along the changed path', () => {
    const prev = {
      properties: { a: { type: 'string' }, b: { type: 'integer', enum: [1, 2] } },
      required: ['a'],
    };
    const next = JSON.parse(JSON.stringify(prev));
    next.properties.b.title = 'B';
    const shared = shareStructure(prev, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(prev);
    expect(shared.properties.a).toBe(prev.properties.a);
    expect(shared.properties.b).not.toBe(prev.properties.b);
    expect(shared.properties.b.enum).toBe(prev.properties.b.enum);
    expect(shared.required).toBe(prev.required);
  });

  it('returns the previous value itself when nothing changed, and notices key order, length and type changes', () => {
    const prev = { a: [1, { b: null }], c: 'x' };
    expect(shareStructure(prev, JSON.parse(JSON.stringify(prev)))).toBe(prev);
    expect(shareStructure(prev, { c: 'x', a: [1, { b: null }] })).not.toBe(prev);
    expect(shareStructure([1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
    expect(shareStructure({ a: 1 }, [1])).toEqual([1]);
    expect(shareStructure(undefined, { a: 1 })).toEqual({ a: 1 });
  });

  it('keeps "__proto__" as an own key', () => {
    const next = JSON.parse('{"__proto__": {"x": 1}}');
    const shared = shareStructure({}, next) as Record<string, unknown>;
    expect(Object.getPrototypeOf(shared)).toBe(Object.prototype);
    expect(Object.keys(shared)).toEqual(['__proto__']);
  });
});

describe('fields to redraw', () => {
  const field = (title: string) => ({ type: 'string', title });
  const wide = (n: number, title = (i: number) => `Field ${i}`) => ({
    type: 'object',
    properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, field(title(i))])),
  });

  it('counts only the fields a one-word edit changed, once shared', () => {
    const prev = wide(200);
    const edited = wide(200, (i) => (i === 100 ? 'Field 100x' : `Field ${i}`));
    expect(fieldsToRedraw(prev, shareStructure(prev, edited))).toBe(1);
    expect(fieldsToRedraw(prev, shareStructure(prev, wide(200)))).toBe(0);
  });

  it('counts every field of a schema that shares nothing (a paste), and a new field', () => {
    const prev = wide(200);
    expect(
      fieldsToRedraw(
        prev,
        wide(200, (i) => `Other ${i}`),
      ),
    ).toBe(200);
    const added = { ...prev, properties: { ...prev.properties, extra: field('Extra') } };
    expect(fieldsToRedraw(prev, added)).toBe(1);
  });

  it('adds one for a change outside properties, and counts a root without properties as one', () => {
    const prev = wide(3);
    expect(fieldsToRedraw(prev, { ...prev, required: ['f0'] })).toBe(1);
    expect(fieldsToRedraw({ type: 'string' }, { type: 'number' })).toBe(1);
    expect(fieldsToRedraw(undefined, prev)).toBe(1);
  });
});
