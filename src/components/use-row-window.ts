import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { rowOffset, rowWindow } from './row-window';
import type { RowWindow } from './row-window';

/** Height assumed for a row before any has been drawn. */
const FIRST_ESTIMATE_PX = 80;
/** The view's height where layout is unknown (no layout engine, or not yet laid out). */
const FALLBACK_VIEWPORT_PX = 800;
/** Rows drawn beyond each edge of the view, so Tab and the arrow keys find their next row drawn. */
const OVERSCAN_ROWS = 4;

export interface RowWindowState {
  /** The scroll box; its descendants with `data-entry="<key>"` are the rows, measured after each draw. */
  scrollRef: RefObject<HTMLDivElement | null>;
  onScroll: () => void;
  window: RowWindow;
}

/**
 * Draws a window of a long list of keyed rows (all of them when `enabled` is false): the rows
 * in view of `scrollRef` plus a few more. Each drawn row is measured, so rows of different
 * heights keep the scroll bar true. `revealKey` scrolls its row into the window when it is
 * outside it, so focus can be moved to a row that was not drawn.
 */
export function useRowWindow(
  keys: readonly string[],
  enabled: boolean,
  revealKey?: string,
): RowWindowState {
  const scrollRef = useRef<HTMLDivElement>(null);
  const heights = useRef(new Map<string, number>());
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(0);
  const [, setMeasured] = useState(0);

  const measured = [...heights.current.values()];
  const estimate = measured.length
    ? measured.reduce((a, b) => a + b, 0) / measured.length
    : FIRST_ESTIMATE_PX;
  const heightOf = (index: number) => {
    const key = keys[index];
    return key === undefined ? undefined : heights.current.get(key);
  };
  const window = enabled
    ? rowWindow({
        count: keys.length,
        heightOf,
        estimate,
        scrollTop,
        viewportHeight: viewport || FALLBACK_VIEWPORT_PX,
        overscan: OVERSCAN_ROWS,
      })
    : { start: 0, end: keys.length, before: 0, after: 0 };

  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!enabled || !box) return;
    let changed = false;
    for (const element of box.querySelectorAll<HTMLElement>('[data-entry]')) {
      const key = element.dataset.entry;
      const height = element.getBoundingClientRect().height;
      if (key && height > 0 && Math.abs((heights.current.get(key) ?? -1) - height) > 0.5) {
        heights.current.set(key, height);
        changed = true;
      }
    }
    if (box.clientHeight !== viewport) setViewport(box.clientHeight);
    if (changed) setMeasured((n) => n + 1);
  }, [enabled, viewport, window.start, window.end, keys]);

  const revealIndex = revealKey === undefined ? -1 : keys.indexOf(revealKey);
  const outside =
    enabled && revealIndex >= 0 && (revealIndex < window.start || revealIndex >= window.end);
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!outside || !box) return;
    box.scrollTop = Math.max(
      0,
      rowOffset(revealIndex, (i) => heights.current.get(keys[i] ?? ''), estimate) -
        box.clientHeight / 3,
    );
    setScrollTop(box.scrollTop);
  }, [outside, revealIndex, keys, estimate]);

  const onScroll = useCallback(() => setScrollTop(scrollRef.current?.scrollTop ?? 0), []);
  return { scrollRef, onScroll, window };
}
