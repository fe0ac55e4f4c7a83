import { describe, expect, it } from 'vitest';
import { shareStructure } from './structural-sharing';

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
