import { describe, expect, it } from 'vitest';
import { rovingIndex } from './roving-focus';

describe('rovingIndex', () => {
  it('moves with the arrows, wrapping at both ends', () => {
    expect(rovingIndex('ArrowRight', 0, 4)).toBe(1);
    expect(rovingIndex('ArrowRight', 3, 4)).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 4)).toBe(3);
    expect(rovingIndex('ArrowLeft', 2, 4)).toBe(1);
  });
  it('goes to the first and last item with Home and End', () => {
    expect(rovingIndex('Home', 2, 4)).toBe(0);
    expect(rovingIndex('End', 1, 4)).toBe(3);
  });
  it('leaves every other key, and an empty group, alone', () => {
    expect(rovingIndex('Tab', 1, 4)).toBeUndefined();
    expect(rovingIndex('ArrowDown', 1, 4)).toBeUndefined();
    expect(rovingIndex('Home', 0, 0)).toBeUndefined();
  });
});
