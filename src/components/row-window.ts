/**
 * Which rows of a long list to draw: the ones in view plus a few on each side, and the height
 * of what is left out above and below, so the scroll bar stays true. Rows may differ in height;
 * those not yet measured count as `estimate`.
 */
export interface RowWindow {
  /** First row drawn. */
  start: number;
  /** One past the last row drawn. */
  end: number;
  /** Height of the rows before `start`. */
  before: number;
  /** Height of the rows from `end` on. */
  after: number;
}

export interface RowWindowInput {
  count: number;
  /** Measured height of row `index`, or undefined when it has not been drawn yet. */
  heightOf: (index: number) => number | undefined;
  estimate: number;
  scrollTop: number;
  viewportHeight: number;
  /** Rows drawn beyond each edge of the view, so Tab and arrow keys find their next row drawn. */
  overscan: number;
}

export function rowWindow({
  count,
  heightOf,
  estimate,
  scrollTop,
  viewportHeight,
  overscan,
}: RowWindowInput): RowWindow {
  const height = (i: number) => heightOf(i) ?? estimate;
  let firstVisible = 0;
  let top = 0;
  while (firstVisible < count - 1 && top + height(firstVisible) <= scrollTop)
    top += height(firstVisible++);
  let lastVisible = firstVisible;
  let bottom = top + height(firstVisible);
  while (lastVisible < count - 1 && bottom < scrollTop + viewportHeight)
    bottom += height(++lastVisible);
  const start = Math.max(0, firstVisible - overscan);
  const end = Math.min(count, lastVisible + 1 + overscan);
  let before = 0;
  for (let i = 0; i < start; i++) before += height(i);
  let after = 0;
  for (let i = end; i < count; i++) after += height(i);
  return { start, end, before, after };
}

/** The distance from the top of the list to row `index`. */
export function rowOffset(
  index: number,
  heightOf: (index: number) => number | undefined,
  estimate: number,
): number {
  let offset = 0;
  for (let i = 0; i < index; i++) offset += heightOf(i) ?? estimate;
  return offset;
}
