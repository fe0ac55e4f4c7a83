import { MAX_TEXT_DIFF_WORDS } from '../limits';
import type { TextDiffPart } from './types';

/** Words and the whitespace after them, so joining the parts gives back the text exactly. */
function tokens(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

function push(parts: TextDiffPart[], op: TextDiffPart['op'], text: string): void {
  const last = parts[parts.length - 1];
  if (last && last.op === op) last.text += text;
  else parts.push({ op, text });
}

/**
 * A word-level diff (longest common subsequence). Joining the `same` and `added` parts gives the
 * new text exactly; `same` and `removed` give the old words (with the new text's spacing). Texts longer than MAX_TEXT_DIFF_WORDS words
 * are shown as one removal and one addition rather than aligned in quadratic time.
 */
export function diffText(oldText: string, newText: string): TextDiffPart[] {
  const a = tokens(oldText);
  const b = tokens(newText);
  const parts: TextDiffPart[] = [];
  if (a.length > MAX_TEXT_DIFF_WORDS || b.length > MAX_TEXT_DIFF_WORDS) {
    if (oldText) push(parts, 'removed', oldText);
    if (newText) push(parts, 'added', newText);
    return parts;
  }
  // Compare words without their trailing whitespace, so a reflowed line is not a change.
  const key = (t: string) => t.trimEnd();
  const rows = a.length + 1;
  const cols = b.length + 1;
  const lengths = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * cols + j] =
        key(a[i]!) === key(b[j]!)
          ? lengths[(i + 1) * cols + j + 1]! + 1
          : Math.max(lengths[(i + 1) * cols + j]!, lengths[i * cols + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (key(a[i]!) === key(b[j]!)) {
      push(parts, 'same', b[j]!);
      i++;
      j++;
    } else if (lengths[(i + 1) * cols + j]! >= lengths[i * cols + j + 1]!) {
      push(parts, 'removed', a[i++]!);
    } else {
      push(parts, 'added', b[j++]!);
    }
  }
  while (i < a.length) push(parts, 'removed', a[i++]!);
  while (j < b.length) push(parts, 'added', b[j++]!);
  return parts;
}
