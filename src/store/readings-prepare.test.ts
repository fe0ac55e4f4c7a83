import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EDIT_PREPARE_TIMEOUT_MS } from '../core';
import * as incremental from '../core/model/incremental';
import { loadIncrementalReader, readTool } from './readings';

vi.mock('../core/model/incremental', async (importOriginal) => {
  const original = await importOriginal<typeof incremental>();
  return { ...original, prepareForEdits: vi.fn(original.prepareForEdits) };
});

/** A page that is never idle: an idle callback runs only when its timeout, if it has one, ends. */
function neverIdle() {
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback: IdleRequestCallback, options?: IdleRequestOptions) =>
      options?.timeout === undefined
        ? 0
        : setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), options.timeout),
    ),
  );
  vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
}

describe('preparing a newly read text for its first edit', () => {
  beforeEach(async () => {
    await loadIncrementalReader();
    vi.useFakeTimers();
    neverIdle();
    vi.mocked(incremental.prepareForEdits).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('maps a pasted text within EDIT_PREPARE_TIMEOUT_MS even when the page is never idle', () => {
    const text = JSON.stringify({ name: 'pasted', inputSchema: { type: 'object' } }, null, 2);
    const { current } = readTool('tool-a', text);
    vi.advanceTimersByTime(EDIT_PREPARE_TIMEOUT_MS - 1);
    expect(incremental.prepareForEdits).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(incremental.prepareForEdits).toHaveBeenCalledWith(current);
  });

  it('asks for one idle moment per text read, however many panels read it', () => {
    const text = JSON.stringify({ name: 'read-by-all', inputSchema: { type: 'object' } });
    const idleCallbacks = vi.mocked(requestIdleCallback);
    const before = idleCallbacks.mock.calls.length;
    for (let reader = 0; reader < 5; reader++) readTool('tool-b', text);
    expect(idleCallbacks.mock.calls.length - before).toBe(1);
    vi.advanceTimersByTime(EDIT_PREPARE_TIMEOUT_MS);
    expect(incremental.prepareForEdits).toHaveBeenCalledTimes(1);
  });
});
