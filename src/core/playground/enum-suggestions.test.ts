import { describe, expect, it } from 'vitest';
import { enumLabel, indexEnumValues } from './enum-suggestions';

describe('indexEnumValues', () => {
  it('writes strings as themselves and other values as JSON', () => {
    expect([enumLabel('a b'), enumLabel(2), enumLabel(null), enumLabel(undefined)]).toEqual([
      'a b',
      '2',
      'null',
      '',
    ]);
  });

  it('maps a typed label to its value, numbers included, and nothing else', () => {
    const index = indexEnumValues([1, 2, 'two']);
    expect(index.valueFor('2')).toEqual({ value: 2 });
    expect(index.valueFor('two')).toEqual({ value: 'two' });
    expect(index.valueFor('Two')).toBeUndefined();
    expect(index.valueFor('')).toBeUndefined();
  });

  it('keeps the first value of a repeated label', () => {
    const index = indexEnumValues([1, '1']);
    expect(index.size).toBe(1);
    expect(index.valueFor('1')).toEqual({ value: 1 });
  });

  it('suggests prefix matches first, then matches inside a label, case-insensitively, in enum order', () => {
    const index = indexEnumValues(['blue', 'Red', 'bored', 'orange', 'red_dark', 'ruby']);
    expect(index.suggestions('re')).toEqual(['Red', 'red_dark', 'bored']);
    expect(index.suggestions('RUB')).toEqual(['ruby']);
    expect(index.suggestions('zzz')).toEqual([]);
  });

  it('caps the suggestions, and an empty query lists the first values', () => {
    const labels = Array.from({ length: 100_000 }, (_, i) => `value_${i}`);
    const index = indexEnumValues(labels);
    expect(index.suggestions('', 3)).toEqual(['value_0', 'value_1', 'value_2']);
    expect(index.suggestions('value_9999', 4)).toEqual([
      'value_9999',
      'value_99990',
      'value_99991',
      'value_99992',
    ]);
    expect(index.suggestions('_12345')).toEqual(['value_12345']);
  });
});
