/** Where a dynamically imported chunk stands: a new object only when that changes. */
export type ChunkState<T> =
  | { readonly status: 'waiting' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'failed'; readonly error: unknown };

/** A dynamically imported value: requested once, and readable at once after it has arrived. */
export interface Chunk<T> {
  /** Requests the chunk (the first call) and resolves with its value. */
  load(): Promise<T>;
  /** The value, if the chunk has arrived; undefined before (or if it failed). */
  loaded(): T | undefined;
  state(): ChunkState<T>;
  /** Calls `listener` when the state changes; returns the unsubscribe (as useSyncExternalStore wants). */
  subscribe(listener: () => void): () => void;
}

const WAITING = { status: 'waiting' } as const;

export function chunk<T>(importer: () => Promise<T>): Chunk<T> {
  let request: Promise<T> | undefined;
  let state: ChunkState<T> = WAITING;
  const listeners = new Set<() => void>();
  const settle = (next: ChunkState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    load() {
      request ??= importer().then(
        (value) => {
          settle({ status: 'ready', value });
          return value;
        },
        (error: unknown) => {
          settle({ status: 'failed', error });
          throw error;
        },
      );
      return request;
    },
    loaded: () => (state.status === 'ready' ? state.value : undefined),
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
