/**
 * Canonical JSON after RFC 8785 (JSON Canonicalization Scheme): object members sorted by their
 * names' UTF-16 code units, no whitespace, strings and numbers written as ECMAScript's
 * JSON.stringify writes them (which is what RFC 8785 §3.2.2 specifies). Two texts of the same
 * definition (other key order, indentation or escapes) give the same string. Iterative, so a
 * deep schema cannot overflow the stack.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  // Each frame is a value to write or a literal piece of punctuation.
  const stack: ({ value: unknown } | { text: string })[] = [{ value }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if ('text' in frame) {
      out.push(frame.text);
      continue;
    }
    const current = frame.value;
    if (Array.isArray(current)) {
      out.push('[');
      stack.push({ text: ']' });
      for (let i = current.length - 1; i >= 0; i--) {
        stack.push({ value: current[i] === undefined ? null : current[i] });
        if (i > 0) stack.push({ text: ',' });
      }
    } else if (current !== null && typeof current === 'object') {
      // Plain code-unit order, as RFC 8785 §3.2.3 asks; localeCompare would depend on the locale.
      const keys = Object.keys(current)
        .filter((k) => (current as Record<string, unknown>)[k] !== undefined)
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      out.push('{');
      stack.push({ text: '}' });
      for (let i = keys.length - 1; i >= 0; i--) {
        stack.push({ value: (current as Record<string, unknown>)[keys[i]!] });
        stack.push({ text: `${JSON.stringify(keys[i])}:` });
        if (i > 0) stack.push({ text: ',' });
      }
    } else {
      out.push(JSON.stringify(current) ?? 'null');
    }
  }
  return out.join('');
}

/** Equal as JSON values: key order aside, and never for a missing value. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  return canonicalJson(a) === canonicalJson(b);
}
