import type { TextEdit } from './diagnostic';

/**
 * One edit that takes a text to the same result as a sequence of edits: the smallest range of the
 * original text that they touched, and what stands there now. Readers that work per edit (the
 * page's incremental reading, the worker's copy of each text) then handle a burst of keystrokes,
 * or a multi-cursor change, as one replacement.
 *
 * `steps` are applied one after another, each edit in the coordinates of the text the edits
 * before it produced (jsonc-parser's and Monaco's order: a change set sorted from the end of the
 * text to its start satisfies this with every offset in the original's coordinates). `after` is
 * the text they produce; the content is read from it, so only the changed span is copied.
 * Undefined when the steps change nothing, or when they do not fit `beforeLength` and `after`
 * (a caller's bug, which must never become a wrong text: the caller then reads the whole text).
 */
export function coveringEdit(
  steps: readonly (readonly TextEdit[])[],
  beforeLength: number,
  after: string,
): TextEdit | undefined {
  // Invariant: the current text is original[0, lo) + X + original[hi, end), with X ending at
  // hi + delta in current coordinates.
  let lo = Infinity;
  let hi = -Infinity;
  let delta = 0;
  let currentLength = beforeLength;
  for (const edits of steps) {
    for (const { offset, length, content } of edits) {
      if (offset < 0 || length < 0 || offset + length > currentLength) return undefined;
      if (length === 0 && content.length === 0) continue;
      lo = Math.min(lo, offset);
      // Where the replaced range ends, in the original's coordinates: inside X it is X's end.
      const end = offset + length;
      hi = Math.max(hi, end <= hi + delta ? hi : end - delta);
      delta += content.length - length;
      currentLength += content.length - length;
    }
  }
  if (lo === Infinity) return undefined;
  if (currentLength !== after.length || hi + delta > after.length || lo > hi) return undefined;
  return { offset: lo, length: hi - lo, content: after.slice(lo, hi + delta) };
}
