import { get, set } from 'idb-keyval';
import { PERSIST_LOAD_TIMEOUT_MS } from '../core';
import { createPersister, describeLoadProblem, loadWorkspace } from './persistence';
import type { KeyValueStorage, Persister } from './persistence';
import { selectPersistedData } from './selectors';
import type { WorkspaceStore } from './workspace-store';

/** IndexedDB through idb-keyval (one object store, structured clone, no size quota of note). */
export const indexedDbStorage: KeyValueStorage = { get: (key) => get(key), set: (key, value) => set(key, value) };

const noSaving: Persister = { schedule() {}, flush: () => Promise.resolve(), dispose() {} };

/**
 * Loads the saved workspace into the store, then saves every change of the tools or the active
 * tool within PERSIST_DEBOUNCE_MS, and once more when the page is hidden or closed. When the
 * saved state does not arrive within PERSIST_LOAD_TIMEOUT_MS, the studio starts without saving,
 * so that the state still on its way is never overwritten.
 */
export async function connectPersistence(
  store: WorkspaceStore,
  storage: KeyValueStorage = indexedDbStorage,
  loadTimeoutMs: number = PERSIST_LOAD_TIMEOUT_MS,
): Promise<Persister> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), loadTimeoutMs);
  });
  const result = await Promise.race([loadWorkspace(storage), timedOut]);
  clearTimeout(timer);
  if (result === 'timeout') {
    store
      .getState()
      .notify(
        `Your saved workspace did not load within ${loadTimeoutMs / 1000} s, so this tab will not save, to avoid overwriting it. Reload the page to try again.`,
        'error',
      );
    return noSaving;
  }
  if (result.status === 'loaded') store.getState().hydrate(result.data);
  const problem = describeLoadProblem(result);
  if (problem) store.getState().notify(problem, 'error');

  const otherTabs = watchOtherTabs((message) => store.getState().notify(message, 'error'));
  let edited = false;
  const persister = createPersister(storage, () => selectPersistedData(store.getState()), {
    onError: (message) => store.getState().notify(message, 'error'),
    onSaved: () => {
      if (edited) otherTabs.announceSave();
      edited = false;
    },
  });
  store.subscribe((state, previous) => {
    if (state.tools !== previous.tools) edited = true;
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

export const OTHER_TAB_MESSAGE =
  'This workspace was just saved from another tab. Each tab saves the whole workspace, so the tab that saves last replaces the other\'s edits: reload this tab to continue from that version, or close the other tab.';

/**
 * Two tabs on one workspace would silently overwrite each other's saves. Each tab announces the
 * saves of its own edits on a BroadcastChannel (same origin only); a tab that hears one is told
 * once, before its own next save replaces that work.
 */
function watchOtherTabs(tell: (message: string) => void): { announceSave(): void } {
  if (typeof BroadcastChannel === 'undefined') return { announceSave() {} };
  const channel = new BroadcastChannel('tool-schema-studio/workspace');
  const tab = `${Date.now()}-${Math.random()}`;
  let told = false;
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; tab?: unknown } | null;
    if (told || data?.type !== 'saved' || data.tab === tab) return;
    told = true;
    tell(OTHER_TAB_MESSAGE);
  };
  return { announceSave: () => channel.postMessage({ type: 'saved', tab }) };
}
