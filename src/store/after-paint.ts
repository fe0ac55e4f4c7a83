/**
 * Runs `callback` once the next frame has painted: in a task queued from that frame's
 * animation-frame callback, which the browser runs after the frame's rendering. Where there are
 * no frames to wait for (Node, a hidden page, whose animation frames do not run), it runs at once.
 * Returns the cancel.
 */
export function afterPaint(callback: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function' || globalThis.document?.hidden !== false) {
    callback();
    return () => {};
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
