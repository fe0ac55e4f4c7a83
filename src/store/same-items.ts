import { useRef } from 'react';

/** Whether two lists hold the same items (by identity) in the same order. */
export function sameItems<T>(a: readonly T[] | undefined, b: readonly T[]): boolean {
  if (a === b) return true;
  if (!a || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

/**
 * Wraps a selector that builds a list, so the component gets the previous list back (and does
 * not re-render) while the items are the same. zustand's `useShallow` does this too, but for an
 * array it copies both into Maps first, which with a row per tool cost milliseconds on each of
 * the several store updates a keystroke makes.
 */
export function useSameItems<S, L extends readonly unknown[]>(
  selector: (state: S) => L,
): (state: S) => L {
  const previous = useRef<L>(undefined);
  return (state) => {
    const next = selector(state);
    if (sameItems(previous.current, next)) return previous.current!;
    previous.current = next;
    return next;
  };
}
