import { joinPointer } from '../../core';

/** Deeper than this, a change counts at the depth reached: enough to find the field typed into. */
const MAX_DIFF_DEPTH = 32;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The JSON Pointers of the values that differ between two versions of a sample, as deep as both
 * sides are objects or arrays: what a form edit touched. One keystroke gives one pointer.
 */
export function changedPointers(before: unknown, after: unknown, at = '', depth = 0): string[] {
  if (Object.is(before, after)) return [];
  const bothArrays = Array.isArray(before) && Array.isArray(after);
  const bothObjects = isRecord(before) && isRecord(after);
  if (depth >= MAX_DIFF_DEPTH || (!bothArrays && !bothObjects)) return [at];
  const keys = new Set([...Object.keys(before as object), ...Object.keys(after as object)]);
  const changed: string[] = [];
  for (const key of keys) {
    const a = (before as Record<string, unknown>)[key];
    const b = (after as Record<string, unknown>)[key];
    changed.push(...changedPointers(a, b, joinPointer(at, key), depth + 1));
  }
  return changed;
}

/**
 * Whether an issue at `pointer` is to be shown once `touched` fields were edited: an issue of a
 * touched field or of something inside it, or of an object or list a touched field belongs to.
 */
export function isTouched(pointer: string, touched: ReadonlySet<string>): boolean {
  for (const field of touched) {
    if (pointer === field || pointer.startsWith(`${field}/`) || field.startsWith(`${pointer}/`))
      return true;
  }
  return false;
}
