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
 * Whether a finding's entry would draw and act the same for `b` as for `a`: its words, its place
 * in the text (the line and column shown, the range a click selects). An analysis gives every
 * finding a new object; one before the edit is otherwise the same, and its entry is not drawn again.
 */
export function sameShownFinding(a: Diagnostic, b: Diagnostic): boolean {
  return (
    a === b ||
    (a.code === b.code &&
      a.severity === b.severity &&
      a.message === b.message &&
      a.offset === b.offset &&
      a.length === b.length &&
      a.start.line === b.start.line &&
      a.start.column === b.start.column)
  );
}
