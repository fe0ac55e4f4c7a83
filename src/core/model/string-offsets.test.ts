import { describe, expect, it } from 'vitest';
import { stringValueOffset } from './string-offsets';

describe('stringValueOffset', () => {
  it('is the index plus the opening quote in a string without escapes', () => {
    expect(stringValueOffset('"abcdef"', 0)).toBe(1);
    expect(stringValueOffset('"abcdef"', 3)).toBe(4);
  });

  it('counts an escape as the one character it stands for', () => {
    // "a\nb": value a, newline, b; the b is at text offset 4.
    const literal = JSON.stringify('a\nb');
    expect(literal).toBe('"a\\nb"');
    expect(stringValueOffset(literal, 2)).toBe(4);
    expect(JSON.parse(`"${literal.slice(stringValueOffset(literal, 2))}`)).toBe('b');
    // A \u escape takes six characters of text for one of value.
    const unicode = '"\\u00e9t\\u00e9 x"';
    expect(stringValueOffset(unicode, 2)).toBe(8);
    expect(JSON.parse(`"${unicode.slice(stringValueOffset(unicode, 4))}`)).toBe('x');
  });

  it('stops at the closing quote when the index is past the value', () => {
    expect(stringValueOffset('"ab"', 2)).toBe(3);
    expect(stringValueOffset('"ab"', 50)).toBe(3);
    expect(stringValueOffset('""', 0)).toBe(1);
  });

  it('agrees with JSON.parse on a long mixed text, index by index', () => {
    const value = 'line one\n\ttab "quoted" back\\slash é \u2028 end'.repeat(3);
    const literal = JSON.stringify(value);
    for (let i = 0; i <= value.length; i++) {
      const rest = JSON.parse(`"${literal.slice(stringValueOffset(literal, i))}`);
      expect(rest).toBe(value.slice(i));
    }
  });
});
