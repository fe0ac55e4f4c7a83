import { useEffect } from 'react';
import type { ComponentType } from 'react';
import type { Chunk } from '../chunk';
import { useChunk } from '../use-chunk';

export interface TabProps {
  /** Called once the panel's content is on the page (not its placeholder). */
  onShown: () => void;
}

/**
 * A tab's panel, from its chunk, without suspending on it. A lazy component suspends on its first
 * render even when its chunk has arrived, and when a chunk arrives after its fallback showed,
 * React holds the content back until 300 ms after the fallback (its Suspense throttle): the first
 * form field waited on that more than on anything else. Here the placeholder is ordinary content
 * and the arrival an ordinary update, drawn at once; a failed chunk is thrown to the panel's
 * error boundary, as a lazy component's would be.
 */
export function lazyTab(panel: Chunk<ComponentType>): ComponentType<TabProps> {
  return function Tab({ onShown }: TabProps) {
    const arrival = useChunk(panel);
    useEffect(() => {
      panel.load().catch(() => {}); // a failure is in the chunk's state, thrown below
    }, []);
    if (arrival.status === 'failed') throw arrival.error;
    if (arrival.status === 'waiting') return <p>Loading…</p>;
    const Panel = arrival.value;
    return (
      <>
        <Panel />
        <Committed onCommit={onShown} />
      </>
    );
  };
}

/** Renders nothing; tells `onCommit` once it is on the page (after the panel beside it, and after any Suspense boundary around them has shown its content). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}
