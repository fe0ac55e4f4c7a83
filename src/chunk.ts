/** A dynamically imported value: requested once, and readable at once after it has arrived. */
export interface Chunk<T> {
  /** Requests the chunk (the first call) and resolves with its value. */
  load(): Promise<T>;
  /** The value, if the chunk has arrived; undefined before (or if it failed). */
  loaded(): T | undefined;
}

export function chunk<T>(importer: () => Promise<T>): Chunk<T> {
  let request: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load() {
      request ??= importer().then((v) => (value = v));
      return request;
    },
    loaded: () => value,
  };
}

/**
 * The Form tab (RJSF and Ajv), the largest chunk the first field waits for. It is requested
 * before the rest of the page's script is evaluated (early-requests.ts).
 */
export const formTabChunk = chunk(() => import('./panels/form/FormTab').then((m) => m.FormTab));
