/**
 * Runs `callback` when the page is idle (`requestIdleCallback`, at the latest after `timeoutMs`),
 * or in the next task where the browser has no idle callbacks (Safari). Returns the cancel.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 0);
  return () => clearTimeout(handle);
}
