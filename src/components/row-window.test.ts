import { describe, expect, it } from 'vitest';
import { rowOffset, rowWindow } from './row-window';

const unmeasured = () => undefined;

describe('rowWindow', () => {
  it('draws the rows in view plus the overscan, and accounts for the height of the rest', () => {
    // 1 000 rows of 50 px, scrolled to 1 000 px in a 200 px view: rows 20..23 are in view.
    const w = rowWindow({
      count: 1_000,
      heightOf: unmeasured,
      estimate: 50,
      scrollTop: 1_000,
      viewportHeight: 200,
      overscan: 3,
    });
    expect(w).toEqual({ start: 17, end: 27, before: 17 * 50, after: (1_000 - 27) * 50 });
  });

  it('starts at the top and stops at the end', () => {
    expect(
      rowWindow({
        count: 1_000,
        heightOf: unmeasured,
        estimate: 50,
        scrollTop: 0,
        viewportHeight: 200,
        overscan: 3,
      }),
    ).toEqual({
      start: 0,
      end: 7,
      before: 0,
      after: 993 * 50,
    });
    const end = rowWindow({
      count: 10,
      heightOf: unmeasured,
      estimate: 50,
      scrollTop: 10_000,
      viewportHeight: 200,
      overscan: 2,
    });
    expect(end.end).toBe(10);
    expect(end.after).toBe(0);
    expect(end.start).toBe(7);
  });

  it('uses measured heights where it has them', () => {
    // Row 0 is 500 px tall: at scrollTop 400 it still fills the view, row 1 starts at 500.
    const heightOf = (i: number) => (i === 0 ? 500 : undefined);
    const w = rowWindow({
      count: 100,
      heightOf,
      estimate: 50,
      scrollTop: 400,
      viewportHeight: 200,
      overscan: 0,
    });
    expect(w.start).toBe(0);
    expect(w.end).toBe(3); // rows 0 (to 500), 1 (to 550), 2 (to 600)
    expect(w.after).toBe(97 * 50);
  });

  it('draws nothing for an empty list', () => {
    const w = rowWindow({
      count: 0,
      heightOf: unmeasured,
      estimate: 50,
      scrollTop: 0,
      viewportHeight: 200,
      overscan: 3,
    });
    expect(w.end - w.start).toBeLessThanOrEqual(1);
    expect(w.before).toBe(0);
  });
});

describe('rowOffset', () => {
  it('adds the heights above a row', () => {
    expect(rowOffset(3, (i) => [10, 20, 30][i], 50)).toBe(60);
    expect(rowOffset(5, (i) => [10, 20, 30][i], 50)).toBe(160);
  });
});
