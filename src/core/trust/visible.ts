/**
 * Text shown as a label (a tool's name in the Tools list, the Import preview) with the characters
 * that would change how it displays spelt out as ⟨U+202E⟩: a right-to-left override makes
 * `get\u202eetadpu` look like "getupdate", a zero-width space splits a name invisibly, and a line
 * break or a control character forges a line. For display only: the text itself is unchanged,
 * and the trust rules (`text-bidi-control`, `text-hidden-characters`) still report it.
 */
const DISPLAY_ALTERING =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200c\u200e\u200f\u2028\u2029\u202a-\u202e\u2060\u2066-\u2069\ufeff\u{e0000}-\u{e007f}]/gu;

export function showInvisibles(text: string): string {
  return text.replace(
    DISPLAY_ALTERING,
    (c) => `⟨U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟩`,
  );
}
