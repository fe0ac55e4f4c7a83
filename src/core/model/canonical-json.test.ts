import { describe, expect, it } from 'vitest';
import { canonicalJson, sameJson } from './canonical-json';

describe('canonicalJson and sameJson', () => {
  it('are equal for the same value in any key order, and not for another value', () => {
    expect(canonicalJson({ b: [1, { d: 2, c: 'x' }], a: null })).toBe(
      '{"a":null,"b":[1,{"c":"x","d":2}]}',
    );
    expect(sameJson({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: 1 }, { a: '1' })).toBe(false);
  });

  it('never call a missing value equal to one that is there', () => {
    expect(sameJson(undefined, null)).toBe(false);
    expect(sameJson(null, undefined)).toBe(false);
    expect(sameJson(undefined, undefined)).toBe(true);
  });

  it('write a value nested 100 000 levels deep without overflowing the stack', () => {
    let deep: unknown = 0;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(canonicalJson(deep)).toHaveLength(200_001);
    expect(sameJson(deep, deep)).toBe(true);
  });
});
