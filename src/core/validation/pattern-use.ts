/**
 * Whether a schema may need the pattern engine (pattern-engine.ts), which loads on demand: Ajv
 * asks it for the `pattern` and `patternProperties` keywords only. Both answers are conservative:
 * a "no" is certain, a "yes" may be a word in a description.
 */

import { frozenSome } from '../model/frozen-some';

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

/** Per object of a schema never mutated: false once its whole subtree was found without either keyword. */
const patternFree = new WeakSet<object>();

/**
 * `valueMayUsePatterns` for a value that is never mutated once built (the form's prepared schema),
 * remembering every object found without either keyword below it. The form asks on every render,
 * and an edit gives new objects only on the path to what it changed (shareStructure), so a key
 * walks that path instead of the whole schema. A cycle (never in parsed JSON) falls back to the
 * plain walk.
 */
export function frozenValueMayUsePatterns(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return frozenSome(
    value,
    (node) =>
      (Array.isArray(node) ? node : Object.values(node)).filter(
        (child): child is object => typeof child === 'object' && child !== null,
      ),
    (node) =>
      !Array.isArray(node) &&
      (Object.hasOwn(node, 'pattern') || Object.hasOwn(node, 'patternProperties')),
    patternFree,
  );
}
