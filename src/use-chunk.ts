import { useEffect, useSyncExternalStore } from 'react';
import type { Chunk, ChunkState } from './chunk';

/** A chunk's state, re-rendering the component when it changes (chunk.ts stays free of React). */
export function useChunk<T>(of: Chunk<T>): ChunkState<T> {
  return useSyncExternalStore(of.subscribe, of.state);
}

/**
 * A chunk's value once it has arrived (at once if it already has), requesting it when `request`
 * is true; undefined until then, and if it fails: for parts that draw nothing in the meantime.
 */
export function useChunkValue<T>(of: Chunk<T>, request = true): T | undefined {
  const state = useChunk(of);
  useEffect(() => {
    if (request) of.load().catch(() => {}); // a failed part stays undrawn
  }, [of, request]);
  return state.status === 'ready' ? state.value : undefined;
}
