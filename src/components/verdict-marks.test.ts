import { describe, expect, it } from 'vitest';
import { HOST_VERDICTS } from '../core';
import { PLACEHOLDER_MARKS, VERDICT_MARKS } from './verdict-marks';

describe('the verdict marks and their legend', () => {
  it('gives every verdict a mark, no two alike, placeholders included', () => {
    const all = [
      ...HOST_VERDICTS.map((v) => VERDICT_MARKS[v]),
      ...Object.values(PLACEHOLDER_MARKS),
    ];
    expect(all.every((m) => m.mark.trim() !== '' && m.meaning.trim() !== '')).toBe(true);
    expect(new Set(all.map((m) => m.mark)).size).toBe(all.length);
    expect(new Set(all.map((m) => m.meaning)).size).toBe(all.length);
  });

  it('keeps the marks the Tools list has always shown', () => {
    expect(VERDICT_MARKS.accepted.mark).toBe('✓');
    expect(VERDICT_MARKS.changed.mark).toBe('~');
    expect(VERDICT_MARKS.rejected.mark).toBe('✕');
  });
});
