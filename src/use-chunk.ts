import { useSyncExternalStore } from 'react';
import type { Chunk, ChunkState } from './chunk';

/** A chunk's state, re-rendering the component when it changes (chunk.ts stays free of React). */
export function useChunk<T>(of: Chunk<T>): ChunkState<T> {
  return useSyncExternalStore(of.subscribe, of.state);
}
