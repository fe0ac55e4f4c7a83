/**
 * Keeps only the latest of a burst of values and hands it on once per frame: a server may send
 * 20 000 progress notifications in a second, and a store update (with its render) per
 * notification held the main thread for seconds. Where there are no frames (a test in Node), a
 * timer of about one frame stands in.
 */

/** A frame's length, for where `requestAnimationFrame` is absent. */
const FRAME_MS = 16;

export interface PerFrame<T> {
  push(value: T): void;
  /** Hands on a pending value now (before the call's outcome is recorded), or drops it with `false`. */
  flush(deliver?: boolean): void;
}

export function perFrame<T>(deliver: (value: T) => void): PerFrame<T> {
  let pending: { value: T } | undefined;
  let scheduled = false;
  const run = () => {
    scheduled = false;
    const next = pending;
    pending = undefined;
    if (next) deliver(next.value);
  };
  const schedule =
    typeof requestAnimationFrame === 'function'
      ? () => requestAnimationFrame(run)
      : () => setTimeout(run, FRAME_MS);
  return {
    push(value) {
      pending = { value };
      if (scheduled) return;
      scheduled = true;
      schedule();
    },
    flush(send = true) {
      const next = pending;
      pending = undefined;
      if (send && next) deliver(next.value);
    },
  };
}
