import { describe, expect, it } from 'vitest';
import { splitKeys } from './split-keys';

const root = (properties: Record<string, unknown>) => ({ type: 'object', properties });

describe('splitKeys', () => {
  it('splits a plain object of properties', () => {
    expect(
      splitKeys(root({ a: { type: 'string' }, b: { enum: ['#', '#/properties/a'] } }), {}),
    ).toEqual(['a', 'b']);
  });

  it('keeps one form when a property refers back into the root, however deep', () => {
    expect(splitKeys(root({ a: { $ref: '#' } }), {})).toBeUndefined();
    expect(
      splitKeys(
        root({ a: { type: 'array', items: { anyOf: [{ $ref: '#/properties/b' }] } }, b: {} }),
        {},
      ),
    ).toBeUndefined();
    expect(splitKeys(root({ a: { dependencies: { x: { $ref: '#' } } } }), {})).toBeUndefined();
  });

  it('follows an edit that gives one property a reference into the root, or takes it away', () => {
    const a = { type: 'string' };
    const b = { type: 'integer' };
    expect(splitKeys(root({ a, b }), {})).toEqual(['a', 'b']);
    // As after a keystroke: a new object for the edited property, the same one for the other.
    const edited = { type: 'array', items: { $ref: '#' } };
    expect(splitKeys(root({ a, b: edited }), {})).toBeUndefined();
    expect(splitKeys(root({ a, b: { type: 'array', items: { $ref: '#/$defs/x' } } }), {})).toEqual([
      'a',
      'b',
    ]);
    expect(splitKeys(root({ a, b: edited, c: true }), {})).toBeUndefined();
  });

  it('splits when references point elsewhere', () => {
    expect(splitKeys(root({ a: { $ref: '#/$defs/x' } }), {})).toEqual(['a']);
  });
});
