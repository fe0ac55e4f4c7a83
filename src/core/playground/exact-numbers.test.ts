import { describe, expect, it } from 'vitest';
import { inexactNumbers, stringifyKeepingDigits } from './exact-numbers';

describe('exact numbers', () => {
  const text =
    '{"id": 12345678901234567890, "n": 5, "list": [9007199254740993, 1], "a/b": {"x": -98765432109876543210}}';

  it('finds the whole numbers JavaScript would round, by pointer', () => {
    expect([...inexactNumbers(text)]).toEqual([
      ['/id', '12345678901234567890'],
      ['/list/0', '9007199254740993'],
      ['/a~1b/x', '-98765432109876543210'],
    ]);
    expect(inexactNumbers('{"id": 9007199254740991, "f": 1.5}').size).toBe(0);
  });

  it('writes the form’s value back with the digits as typed, and like JSON.stringify otherwise', () => {
    const value = JSON.parse(text) as Record<string, unknown>;
    value.n = 6;
    const written = stringifyKeepingDigits(value, inexactNumbers(text));
    expect(written).toContain('"id": 12345678901234567890');
    expect(written).toContain('9007199254740993');
    expect(written).toContain('"x": -98765432109876543210');
    expect(
      written.replace(/12345678901234567890|9007199254740993|-98765432109876543210/g, '0'),
    ).toBe(JSON.stringify({ id: 0, n: 6, list: [0, 1], 'a/b': { x: 0 } }, null, 2));
  });

  it('lets a number the user changed be written as the new number', () => {
    const value = { id: 42 };
    expect(stringifyKeepingDigits(value, inexactNumbers('{"id": 12345678901234567890}'))).toBe(
      '{\n  "id": 42\n}',
    );
  });

  it('matches JSON.stringify for values with undefined, empty containers and nesting', () => {
    const value = { a: undefined, b: [], c: {}, d: [{ e: null, f: 'x' }], g: [undefined] };
    expect(stringifyKeepingDigits(value, new Map([['/zzz', '1']]))).toBe(
      JSON.stringify(value, null, 2),
    );
  });
});
