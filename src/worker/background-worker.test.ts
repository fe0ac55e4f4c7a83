import { describe, expect, it } from 'vitest';
import { BACKGROUND_WORKER_MIN_CORES } from '../core';
import { wantsBackgroundWorker } from './index';

describe('a second validation worker for the background checks', () => {
  it(`is wanted from ${BACKGROUND_WORKER_MIN_CORES} logical cores on`, () => {
    expect(BACKGROUND_WORKER_MIN_CORES).toBe(4);
    expect(wantsBackgroundWorker(4)).toBe(true);
    expect(wantsBackgroundWorker(16)).toBe(true);
  });

  it('is not wanted on two or three cores (this project’s machine has two), nor when not told', () => {
    expect(wantsBackgroundWorker(2)).toBe(false);
    expect(wantsBackgroundWorker(3)).toBe(false);
    expect(wantsBackgroundWorker(undefined)).toBe(false);
  });
});
