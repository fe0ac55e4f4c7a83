/**
 * Whether a schema may need the pattern engine (pattern-engine.ts), which loads on demand: Ajv
 * asks it for the `pattern` and `patternProperties` keywords only. Both answers are conservative:
 * a "no" is certain, a "yes" may be a word in a description.
 */

/**
 * Either keyword written as a JSON key, or any `\u` escape, which could spell one. The quotes
 * keep a property named "file_pattern" out.
 */
const PATTERN_KEY_TEXT = /"pattern(?:Properties)?"|\\u/;

/** Whether a JSON text may hold either keyword. */
export function textMayUsePatterns(text: string): boolean {
  return PATTERN_KEY_TEXT.test(text);
}

/** The longest text PATTERN_KEY_TEXT matches: `"patternProperties"`. */
export const PATTERN_KEY_TEXT_MAX_CHARS = '"patternProperties"'.length;

/** Whether a parsed value has either keyword as a key of some object in it, at any depth. */
export function valueMayUsePatterns(value: unknown): boolean {
  // A stack, not recursion: a schema may be nested deeper than the call stack allows.
  const stack: unknown[] = [value];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
      continue;
    }
    if (Object.hasOwn(node, 'pattern') || Object.hasOwn(node, 'patternProperties')) return true;
    for (const key of Object.keys(node)) stack.push((node as Record<string, unknown>)[key]);
  }
  return false;
}
