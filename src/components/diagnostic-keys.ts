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
