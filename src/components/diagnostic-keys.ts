import type { Diagnostic } from '../core';

/**
 * React keys for a list of findings that stay the same across an edit elsewhere in the text: a
 * finding's code and JSON pointer, counted where they repeat. Keyed by offset instead, every
 * keystroke before a finding moved its key, and the list unmounted and rebuilt every entry after
 * the cursor each time the analysis arrived.
 */
export function diagnosticKeys(diagnostics: readonly Diagnostic[]): string[] {
  const seen = new Map<string, number>();
  return diagnostics.map((d) => {
    const key = `${d.code} ${d.pointer}`;
    const repeats = seen.get(key) ?? 0;
    seen.set(key, repeats + 1);
    return repeats === 0 ? key : `${key} #${repeats + 1}`;
  });
}

/**
 * Whether a finding's entry would draw the same for `b` as for `a`: its words and the line and
 * column it shows. An analysis gives every finding a new object, and an edit moves the offsets of
 * those after it; the entries of findings on other lines are not drawn again (a click finds where
 * the finding is now).
 */
export function sameShownFinding(a: Diagnostic, b: Diagnostic): boolean {
  return (
    a === b ||
    (a.code === b.code &&
      a.severity === b.severity &&
      a.message === b.message &&
      a.start.line === b.start.line &&
      a.start.column === b.start.column)
  );
}
