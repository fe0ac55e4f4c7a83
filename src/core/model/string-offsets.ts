/**
 * Where a character of a JSON string's value sits in the document's text. A host that stops
 * reading a description after N characters counts the decoded value, while the editor marks the
 * text, where an escape such as `\n` or `\u00e9` takes more than one character.
 */

/** Characters an escape takes in the text after its backslash, by the letter that follows it. */
const ESCAPE_TEXT_LENGTH: Record<string, number> = { u: 5 };

/**
 * The offset, relative to the literal's opening quote, of the value's character at `index`
 * (UTF-16 units, as JavaScript counts); the closing quote's offset when `index` is at or past the
 * value's end. `literal` is the string as written in the text, quotes included.
 */
export function stringValueOffset(literal: string, index: number): number {
  const end = literal.length - 1;
  let at = 1;
  let decoded = 0;
  while (at < end && decoded < index) {
    at += literal[at] === '\\' ? 1 + (ESCAPE_TEXT_LENGTH[literal[at + 1] ?? ''] ?? 1) : 1;
    decoded += 1;
  }
  return Math.min(at, end);
}
