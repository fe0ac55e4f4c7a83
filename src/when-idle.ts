/**
 * Runs `callback` when the page is idle (`requestIdleCallback`, at the latest after `timeoutMs`
 * when one is given), or in the next task where the browser has no idle callbacks (Safari).
 * Returns the cancel. The one idle scheduler of the page: panels, the store and the shell use it.
 */
export function whenIdle(callback: () => void, timeoutMs?: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(
      callback,
      timeoutMs === undefined ? undefined : { timeout: timeoutMs },
    );
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 0);
  return () => clearTimeout(handle);
}
