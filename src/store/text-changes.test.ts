import { beforeEach, describe, expect, it } from 'vitest';
import {
  changedChars,
  clearTextChanges,
  editBetween,
  findEarlierText,
  recordTextChange,
} from './text-changes';

beforeEach(() => clearTextChanges());

const typed = (text: string, at: number, key: string) => ({
  text: text.slice(0, at) + key + text.slice(at),
  edit: { offset: at, length: 0, content: key },
});

describe('recorded text changes', () => {
  it('finds the nearest earlier text a reader knows, with the one edit from it', () => {
    let text = 'abc';
    const texts = [text];
    for (const key of ['x', 'y', 'z']) {
      const next = typed(text, 1, key);
      recordTextChange(text, next.text, [next.edit]);
      text = next.text;
      texts.push(text);
    }
    expect(text).toBe('azyxbc');
    const known = new Map([[texts[1]!, 'reading of axbc']]);
    expect(findEarlierText(text, (t) => known.get(t))).toEqual({
      from: 'axbc',
      found: 'reading of axbc',
      edit: { offset: 1, length: 0, content: 'zy' },
    });
  });

  it('finds nothing for a text no recorded change led to, or when no earlier text is known', () => {
    recordTextChange('ab', 'aXb', [{ offset: 1, length: 0, content: 'X' }]);
    expect(findEarlierText('other', () => true)).toBeUndefined();
    expect(findEarlierText('aXb', () => undefined)).toBeUndefined();
  });

  it('does not chain through a change whose text after is not the next one’s text before', () => {
    // ab → aXb, then (from elsewhere) cd → cYd: nothing leads from ab to cYd.
    recordTextChange('ab', 'aXb', [{ offset: 1, length: 0, content: 'X' }]);
    recordTextChange('cd', 'cYd', [{ offset: 1, length: 0, content: 'Y' }]);
    expect(findEarlierText('cYd', (t) => (t === 'ab' ? true : undefined))).toBeUndefined();
    expect(findEarlierText('cYd', (t) => (t === 'cd' ? true : undefined))?.edit).toEqual({
      offset: 1,
      length: 0,
      content: 'Y',
    });
  });

  it('gives the edit between two texts only when the changes lead from the one to the other', () => {
    recordTextChange('ab', 'aXb', [{ offset: 1, length: 0, content: 'X' }]);
    recordTextChange('aXb', 'aXYb', [{ offset: 2, length: 0, content: 'Y' }]);
    expect(editBetween('ab', 'aXYb')).toEqual({ offset: 1, length: 0, content: 'XY' });
    expect(editBetween('aXYb', 'ab')).toBeUndefined();
    expect(editBetween('zz', 'aXYb')).toBeUndefined();
  });

  it('counts a change by its recorded edit, or by the change in length when none was recorded', () => {
    // A 3-character selection replaced by one key: 3 removed, 1 inserted, though 2 shorter.
    recordTextChange('abcdef', 'axef', [{ offset: 1, length: 3, content: 'x' }]);
    expect(changedChars('abcdef', 'axef')).toBe(3);
    // A pasted value replacing another of the same length changes no length but 5 characters.
    recordTextChange('{"a":"hello"}', '{"a":"world"}', [
      { offset: 6, length: 5, content: 'world' },
    ]);
    expect(changedChars('{"a":"hello"}', '{"a":"world"}')).toBe(5);
    // Unrecorded (a panel's change): only the length is known.
    expect(changedChars('{}', '{"b":1}')).toBe(5);
  });
});
