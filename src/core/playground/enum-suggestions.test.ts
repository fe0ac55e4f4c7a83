import { describe, expect, it } from 'vitest';
import { indexEnumChoices } from './enum-suggestions';

const choices = (labels: string[]) => labels.map((label) => ({ label, value: label }));

describe('indexEnumChoices', () => {
  it('maps a typed label to its value, numbers included, and nothing else', () => {
    const index = indexEnumChoices([
      { label: '1', value: 1 },
      { label: '2', value: 2 },
      { label: 'two', value: 'two' },
    ]);
    expect(index.valueFor('2')).toEqual({ value: 2 });
    expect(index.valueFor('two')).toEqual({ value: 'two' });
    expect(index.valueFor('Two')).toBeUndefined();
    expect(index.valueFor('')).toBeUndefined();
  });

  it('keeps the first value of a repeated label', () => {
    const index = indexEnumChoices([
      { label: '1', value: 1 },
      { label: '1', value: '1' },
    ]);
    expect(index.size).toBe(1);
    expect(index.valueFor('1')).toEqual({ value: 1 });
  });

  it('suggests prefix matches first, then matches inside a label, case-insensitively, in enum order', () => {
    const index = indexEnumChoices(choices(['blue', 'Red', 'bored', 'orange', 'red_dark', 'ruby']));
    expect(index.suggestions('re')).toEqual(['Red', 'red_dark', 'bored']);
    expect(index.suggestions('RUB')).toEqual(['ruby']);
    expect(index.suggestions('zzz')).toEqual([]);
  });

  it('caps the suggestions, and an empty query lists the first values', () => {
    const labels = Array.from({ length: 100_000 }, (_, i) => `value_${i}`);
    const index = indexEnumChoices(choices(labels));
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
