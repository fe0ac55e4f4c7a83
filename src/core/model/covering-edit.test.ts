import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coveringEdit } from './covering-edit';
import type { TextEdit } from './diagnostic';
import { applyTextEdits } from './text-edits';

/** Applies edits one after another, each in the coordinates of the text before it. */
function applyInSequence(text: string, edits: readonly TextEdit[]): string {
  let out = text;
  for (const e of edits) out = out.slice(0, e.offset) + e.content + out.slice(e.offset + e.length);
  return out;
}

describe('coveringEdit', () => {
  it('is the edit itself for one edit', () => {
    expect(coveringEdit([[{ offset: 3, length: 2, content: 'xyz' }]], 10, 'abcxyzfghij')).toEqual({
      offset: 3,
      length: 2,
      content: 'xyz',
    });
  });

  it('spans two keystrokes typed one after the other', () => {
    // "abc" → "abXc" → "abXYc"
    expect(
      coveringEdit(
        [[{ offset: 2, length: 0, content: 'X' }], [{ offset: 3, length: 0, content: 'Y' }]],
        3,
        'abXYc',
      ),
    ).toEqual({ offset: 2, length: 0, content: 'XY' });
  });

  it('spans edits far apart, with the text between them as it stands', () => {
    // "0123456789": delete "8", then insert "A" before "1".
    expect(
      coveringEdit(
        [[{ offset: 8, length: 1, content: '' }], [{ offset: 1, length: 0, content: 'A' }]],
        10,
        '0A12345679',
      ),
    ).toEqual({ offset: 1, length: 8, content: 'A1234567' });
  });

  it('applies a change set sorted from the end of the text to its start (a multi-cursor edit)', () => {
    const before = 'one two three';
    const changes = [
      { offset: 8, length: 5, content: '3' },
      { offset: 0, length: 3, content: '1' },
    ];
    const after = applyTextEdits(before, changes);
    expect(after).toBe('1 two 3');
    const edit = coveringEdit([changes], before.length, after)!;
    expect(applyTextEdits(before, [edit])).toBe(after);
  });

  it('says nothing for no change, and refuses edits that do not fit the texts', () => {
    expect(coveringEdit([], 3, 'abc')).toBeUndefined();
    expect(coveringEdit([[{ offset: 1, length: 0, content: '' }]], 3, 'abc')).toBeUndefined();
    // Claims one character more than the result has.
    expect(coveringEdit([[{ offset: 1, length: 0, content: 'xx' }]], 3, 'axbc')).toBeUndefined();
    // Reaches past the end of the text.
    expect(coveringEdit([[{ offset: 2, length: 5, content: '' }]], 3, 'ab')).toBeUndefined();
  });

  it('takes any sequence of edits to the same text (random sequences)', () => {
    const step = (length: number) =>
      fc
        .tuple(fc.nat(length), fc.nat(4), fc.string({ maxLength: 4 }))
        .map(([offset, remove, content]) => ({
          offset,
          length: Math.min(remove, length - offset),
          content,
        }));
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (text, seeds) => {
          // Each edit drawn for the text as it stands after the ones before it.
          let current = text;
          const steps: TextEdit[][] = [];
          for (const seed of seeds) {
            const edit = fc.sample(step(current.length), { seed, numRuns: 1 })[0]!;
            steps.push([edit]);
            current = applyInSequence(current, [edit]);
          }
          const edit = coveringEdit(steps, text.length, current);
          if (edit === undefined) expect(current).toBe(text);
          else expect(applyInSequence(text, [edit])).toBe(current);
        },
      ),
      { seed: 18, numRuns: 500 },
    );
  });
});
