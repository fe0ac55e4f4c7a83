import { setOwn } from '../model/own';
import { isPlainObject } from '../model/types';

/**
 * Returns `next`, but with every subtree that is deep-equal to the same place in `prev` replaced
 * by `prev`'s object (and `prev` itself when nothing changed). Views that compare by identity can
 * then skip what did not change: after a one-word edit of a 200-property schema, 199 property
 * schemas keep their identity and only one form field re-renders.
 */
export function shareStructure<T>(prev: unknown, next: T): T {
  if (prev === next) return next;
  if (Array.isArray(prev) && Array.isArray(next)) {
    let same = prev.length === next.length;
    const out = next.map((item: unknown, i) => {
      const shared = shareStructure(prev[i], item);
      if (shared !== prev[i]) same = false;
      return shared;
    });
    return (same ? prev : out) as T;
  }
  if (isPlainObject(prev) && isPlainObject(next)) {
    const keys = Object.keys(next);
    const prevKeys = Object.keys(prev);
    let same = keys.length === prevKeys.length && keys.every((key, i) => prevKeys[i] === key);
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const shared = Object.prototype.hasOwnProperty.call(prev, key)
        ? shareStructure(prev[key], next[key])
        : next[key];
      if (shared !== prev[key]) same = false;
      // Plain assignment, but "__proto__" stays an own key (defineProperty for every key cost
      // more than the comparison once unchanged members are the same objects).
      setOwn(out, key, shared);
    }
    return (same ? prev : out) as T;
  }
  return next;
}

/**
 * How many fields a form must draw again to go from `prev` to `next` once they share structure:
 * the top-level `properties` entries of `next` that are not `prev`'s own objects, plus one when
 * anything else at the root changed. A root without `properties` counts as one field.
 */
export function fieldsToRedraw(prev: unknown, next: unknown): number {
  if (prev === next) return 0;
  if (!isPlainObject(prev) || !isPlainObject(next)) return 1;
  const before = isPlainObject(prev.properties) ? prev.properties : {};
  const after = isPlainObject(next.properties) ? next.properties : undefined;
  if (!after) return 1;
  let count = 0;
  for (const key of Object.keys(after))
    if (!Object.prototype.hasOwnProperty.call(before, key) || before[key] !== after[key]) count++;
  for (const key of new Set([...Object.keys(prev), ...Object.keys(next)]))
    if (key !== 'properties' && prev[key] !== next[key]) return count + 1;
  return count;
}
