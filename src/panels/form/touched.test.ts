import { describe, expect, it } from 'vitest';
import { changedPointers, isTouched } from './touched';

describe('changedPointers', () => {
  it('finds the one field a keystroke changed, however deep', () => {
    expect(changedPointers({ a: 1, b: { c: 'x' } }, { a: 1, b: { c: 'xy' } })).toEqual(['/b/c']);
    expect(changedPointers({ list: [1, 2] }, { list: [1, 3] })).toEqual(['/list/1']);
  });
  it('reports added and removed keys, and a change of kind at its own place', () => {
    expect(changedPointers({ a: 1 }, { a: 1, b: 2 })).toEqual(['/b']);
    expect(changedPointers({ a: 1, b: 2 }, { a: 1 })).toEqual(['/b']);
    expect(changedPointers({ a: [1] }, { a: { 0: 1 } })).toEqual(['/a']);
    expect(changedPointers({}, {})).toEqual([]);
  });
  it('escapes keys as JSON Pointer does', () => {
    expect(changedPointers({}, { 'a/b': 1 })).toEqual(['/a~1b']);
  });
});

describe('isTouched', () => {
  const touched = new Set(['/days', '/filters/region']);
  it('shows the issues of touched fields, their insides and their parents', () => {
    expect(isTouched('/days', touched)).toBe(true);
    expect(isTouched('/filters/region/0', touched)).toBe(true);
    expect(isTouched('/filters', touched)).toBe(true);
    expect(isTouched('', touched)).toBe(true);
  });
  it('keeps the issues of untouched fields for later', () => {
    expect(isTouched('/city', touched)).toBe(false);
    expect(isTouched('/day', touched)).toBe(false);
    expect(isTouched('/city', new Set())).toBe(false);
  });
});
