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
      // defineProperty keeps a "__proto__" key an own property instead of changing the prototype.
      Object.defineProperty(out, key, {
        value: shared,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return (same ? prev : out) as T;
  }
  return next;
}
