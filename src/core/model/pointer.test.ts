/** The one pointer library (RFC 6901) and its translation to jsonc-parser paths. */
import { describe, expect, it } from 'vitest';
import { arrayAtValue, getAtPointer, joinPointer, parsePointer, pointerToPath } from './pointer';

describe('pointers', () => {
  const rows: [string, string[]][] = [
    ['', []],
    ['/a', ['a']],
    ['/a~1b/c~0d', ['a/b', 'c~d']],
    ['/items/0', ['items', '0']],
  ];
  it.each(rows)('%j parses and joins back', (pointer, segments) => {
    expect(parsePointer(pointer)).toEqual(segments);
    expect(joinPointer('', ...segments)).toBe(pointer);
  });

  it('refuses a pointer without the leading slash', () => {
    expect(() => parsePointer('a')).toThrow(/must start with/);
  });

  it('reads own members only, and array indices in canonical form', () => {
    const value = { a: [10, 20], constructor: undefined };
    expect(getAtPointer(value, '/a/1')).toBe(20);
    expect(getAtPointer(value, '/a/01')).toBeUndefined();
    expect(getAtPointer({}, '/toString')).toBeUndefined();
  });
});

describe('pointerToPath', () => {
  const value = { tools: [{ '0': { x: 1 } }], list: [[1, 2]] };
  const rows: [string, (string | number)[]][] = [
    ['/tools/0', ['tools', 0]],
    ['/tools/0/0', ['tools', 0, '0']], // a key that looks like a number stays a key
    ['/list/0/1', ['list', 0, 1]],
    ['/tools/-', ['tools', '-']],
  ];
  it.each(rows)('%s', (pointer, path) =>
    expect(pointerToPath(pointer, arrayAtValue(value))).toEqual(path),
  );
});
