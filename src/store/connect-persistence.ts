import { get, set } from 'idb-keyval';
import { createPersister, describeLoadProblem, loadWorkspace } from './persistence';
import type { KeyValueStorage, Persister } from './persistence';
import { selectPersistedData } from './selectors';
import type { WorkspaceStore } from './workspace-store';

/** IndexedDB through idb-keyval (one object store, structured clone, no size quota of note). */
export const indexedDbStorage: KeyValueStorage = { get: (key) => get(key), set: (key, value) => set(key, value) };

/**
 * Loads the saved workspace into the store, then saves every change of the tools or the active
 * tool within PERSIST_DEBOUNCE_MS, and once more when the page is hidden or closed.
 */
export async function connectPersistence(
  store: WorkspaceStore,
  storage: KeyValueStorage = indexedDbStorage,
): Promise<Persister> {
  const result = await loadWorkspace(storage);
  if (result.status === 'loaded') store.getState().hydrate(result.data);
  const problem = describeLoadProblem(result);
  if (problem) store.getState().notify(problem, 'error');

  const persister = createPersister(storage, () => selectPersistedData(store.getState()), {
    onError: (message) => store.getState().notify(message, 'error'),
  });
  store.subscribe((state, previous) => {
    if (state.tools !== previous.tools || state.activeToolId !== previous.activeToolId) persister.schedule();
  });
  // A first visit is saved at once, so that a crash before the first edit still finds the example.
  if (result.status === 'empty') void persister.flush();
  if (typeof window !== 'undefined') {
    const flushNow = () => void persister.flush();
    window.addEventListener('pagehide', flushNow);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushNow();
    });
  }
  return persister;
}
