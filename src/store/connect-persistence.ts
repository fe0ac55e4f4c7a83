import { get, set, update } from 'idb-keyval';
import { errorMessage, MAX_JOURNAL_CHARS, PERSIST_LOAD_TIMEOUT_MS } from '../core';
import { createId } from './ids';
import { editBetween } from './text-changes';
import {
  browserJournalStorage,
  createJournalWriter,
  journalKey,
  readJournals,
  removeKeys,
  removeReplayed,
} from './journal';
import type { JournalStorage } from './journal';
import {
  commitToStorage,
  createPersister,
  describeLoadProblem,
  loadWorkspace,
  readCurrentState,
  WORKSPACE_KEY,
} from './persistence';
import type { KeyValueStorage, Persister } from './persistence';
import { selectPersistedData } from './selectors';
import type { WorkspaceData, WorkspaceTool } from './types';
import type { WorkspaceStore } from './workspace-store';
import {
  describeConflicts,
  diffWorkspace,
  EMPTY_STORED,
  isEmptyDelta,
  mergeDelta,
  sameTool,
} from './workspace-sync';
import type { Conflict, StoredWorkspace, WorkspaceDelta } from './workspace-sync';

/** IndexedDB through idb-keyval (one object store, structured clone, no size quota of note). */
const indexedDbStorage: KeyValueStorage = {
  get: (key) => get(key),
  set: (key, value) => set(key, value),
  update: (key, updater) => update(key, updater),
};

const noSaving: Persister = { schedule() {}, flush: () => Promise.resolve(), dispose() {} };

export const OTHER_TAB_MESSAGE =
  'This workspace was just saved from another tab. This tab now shows those changes too.';

export interface ConnectOptions {
  /** Where the journal of unsaved edits lives; undefined when there is none (localStorage by default). */
  journal?: JournalStorage | undefined;
  /** This tab's id (a fresh one per page load by default). */
  tab?: string;
  /** Where tabs announce their saves (a BroadcastChannel by default); null for none. */
  channel?: SaveChannel | null;
}

/** How tabs tell each other that they saved. */
export interface SaveChannel {
  post(message: SavedMessage): void;
  listen(handler: (message: SavedMessage) => void): void;
}

export interface SavedMessage {
  type: 'saved';
  tab: string;
  revision: number;
}

/**
 * A stored state whose tools are this view's objects wherever the content is the same, so that
 * the next diff finds unchanged tools by identity and adopting it re-renders nothing.
 */
function shareIdentity(stored: StoredWorkspace, view: WorkspaceData): StoredWorkspace {
  const mine = new Map(view.tools.map((t) => [t.id, t]));
  const tools: WorkspaceTool[] = stored.tools.map((tool) => {
    const own = mine.get(tool.id);
    return own && sameTool(own, tool) ? own : tool;
  });
  return { ...stored, tools };
}

function sameList(a: readonly WorkspaceTool[], b: readonly WorkspaceTool[]): boolean {
  return a.length === b.length && a.every((tool, i) => tool === b[i]);
}

/**
 * Loads the saved workspace into the store, replays any journal of unsaved edits over it, then
 * keeps both up to date: every change rewrites this tab's journal at once (synchronously, in
 * localStorage) and is saved to IndexedDB within PERSIST_DEBOUNCE_MS and when the page is hidden.
 * Saves are merges (see workspace-sync.ts): a tab that changed nothing never writes, and a tab
 * never overwrites tools another tab saved since it last looked. When the saved state does not
 * arrive within PERSIST_LOAD_TIMEOUT_MS, the studio starts without saving, so that the state
 * still on its way is never overwritten.
 */
export async function connectPersistence(
  store: WorkspaceStore,
  storage: KeyValueStorage = indexedDbStorage,
  loadTimeoutMs: number = PERSIST_LOAD_TIMEOUT_MS,
  options: ConnectOptions = {},
): Promise<Persister> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), loadTimeoutMs);
  });
  const result = await Promise.race([loadWorkspace(storage), timedOut]);
  clearTimeout(timer);
  const notify = (message: string, kind: 'info' | 'error' = 'error') =>
    store.getState().notify(message, kind);
  if (result === 'timeout') {
    notify(
      `Your saved workspace did not load within ${loadTimeoutMs / 1000} s, so this tab will not save, to avoid overwriting it. Reload the page to try again.`,
    );
    return noSaving;
  }
  if (result.status === 'loaded') store.getState().hydrate(result.data);
  const problem = describeLoadProblem(result);
  if (problem) notify(problem);

  const tab = options.tab ?? createId('tab');
  const journalStorage = 'journal' in options ? options.journal : browserJournalStorage();
  const newId = () => createId('tool');
  const tellConflicts = (conflicts: readonly Conflict[]) => {
    const message = describeConflicts(conflicts);
    if (message) notify(message);
  };
  /** What storage held when this tab last read or wrote it. */
  let base: StoredWorkspace = result.status === 'loaded' ? result.data : EMPTY_STORED;
  /** The active tool as this tab last loaded or saved it: selecting another is this tab's change, storage's choice is not. */
  let ownActive = store.getState().activeToolId;
  // A state kept aside at load may be overwritten; one that turns unreadable later is not.
  let replaceUnreadable = result.status === 'rejected';
  const view = () => selectPersistedData(store.getState());
  const ownDelta = (): WorkspaceDelta =>
    diffWorkspace(view(), { ...base, activeToolId: ownActive }, tab);

  const journal = createJournalWriter(
    journalStorage,
    journalKey(tab),
    (message) => notify(message),
    Date.now,
    MAX_JOURNAL_CHARS,
    // A keystroke's journal entry is its edit, as the editor recorded it.
    editBetween,
  );
  /** The delta once the active tool is edited again, from a state with nothing unsaved. */
  const editedNext = (delta: WorkspaceDelta): WorkspaceDelta | undefined => {
    const { tools, activeToolId } = store.getState();
    const active = tools.find((t) => t.id === activeToolId);
    if (!active || !base.tools.some((t) => t.id === active.id)) return undefined;
    return {
      ...delta,
      changed: [{ tool: active, baseRev: base.revisions.get(active.id)?.rev ?? 0 }],
    };
  };
  const writeJournal = () => {
    const delta = ownDelta();
    return journal.write(delta, isEmptyDelta(delta) ? editedNext(delta) : undefined);
  };
  const channel = options.channel === undefined ? broadcastChannel() : options.channel;
  const announce = () => channel?.post({ type: 'saved', tab, revision: base.revision });

  /** Tools changed here and in another tab whose conflict the user was told of, until this tab saves. */
  const toldPending = new Set<string>();
  /**
   * Takes a newer stored state: this tab's edits since `previous` stay on top of it. A tool also
   * changed by the other tab keeps the revision this tab started from, so that its next save
   * (not this read) keeps both versions, once, with the other tab's latest.
   */
  const rebase = (stored: StoredWorkspace, previous: StoredWorkspace): { changed: boolean } => {
    const current = view();
    const edits = diffWorkspace(current, { ...previous, activeToolId: ownActive }, tab);
    const shared = shareIdentity(stored, current);
    const merged = mergeDelta(shared, edits, newId, { copyLater: true });
    const revisions = new Map(shared.revisions);
    const fresh: Conflict[] = [];
    for (const conflict of merged.conflicts) {
      if (conflict.kind !== 'both-changed') {
        fresh.push(conflict);
        continue;
      }
      const held = previous.revisions.get(conflict.id);
      if (held) revisions.set(conflict.id, held);
      else revisions.delete(conflict.id);
      if (!toldPending.has(conflict.id)) fresh.push(conflict);
      toldPending.add(conflict.id);
    }
    base = { ...shared, revisions };
    tellConflicts(fresh);
    const changed = !sameList(merged.data.tools, current.tools);
    if (changed) store.getState().adoptMerged(merged.data);
    writeJournal();
    return { changed };
  };

  // Storage work runs one step at a time, so a save and a pull never interleave.
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(step: () => Promise<T>): Promise<T> => {
    const next = queue.then(step, step);
    queue = next.catch(() => undefined);
    return next;
  };

  // Journals left by tabs that were reloaded or closed before IndexedDB had their edits.
  const { entries, unreadable, stale } = journalStorage
    ? readJournals(journalStorage)
    : { entries: [], unreadable: [], stale: [] };
  if (journalStorage) removeKeys(journalStorage, stale);
  for (const { key, reason } of unreadable) {
    notify(
      `A journal of unsaved edits could not be read (${reason}); it was left in this browser's localStorage under "${key}".`,
    );
  }
  const replayable = entries.filter((e) => !e.clean);
  if (replayable.length > 0) {
    const deltas = replayable.map((e) => e.delta);
    try {
      const committed = await commitToStorage(storage, deltas, { newId, replaceUnreadable });
      replaceUnreadable = false;
      base = committed.stored;
      if (base.tools.length > 0) store.getState().hydrate(base);
      tellConflicts(committed.conflicts);
      announce();
    } catch (error) {
      // Not saved yet: show them here; they become this tab's own edits (and journal) until a save works.
      let replayed: WorkspaceData = base;
      const conflicts: Conflict[] = [];
      for (const delta of deltas) {
        const merged = mergeDelta({ ...base, tools: replayed.tools }, delta, newId);
        replayed = merged.data;
        conflicts.push(...merged.conflicts);
      }
      if (replayed.tools.length > 0) store.getState().hydrate(replayed);
      tellConflicts(conflicts);
      notify(
        `Edits from before the last reload were restored but could not be saved yet (${errorMessage(error)}).`,
      );
    }
    ownActive = store.getState().activeToolId;
  }
  if (writeJournal() && journalStorage) removeReplayed(journalStorage, entries);

  const save = () =>
    exclusive(async () => {
      const snapshot = view();
      const delta = diffWorkspace(snapshot, { ...base, activeToolId: ownActive }, tab);
      // A tab that changed nothing never writes: its copy may be older than storage's.
      if (isEmptyDelta(delta)) return;
      const committed = await commitToStorage(storage, [delta], { newId, replaceUnreadable });
      replaceUnreadable = false;
      ownActive = delta.activeToolId ?? ownActive;
      toldPending.clear();
      tellConflicts(committed.conflicts);
      // Edits made while the save ran are measured from what was saved, not from the older base:
      // an edit undone meanwhile (back to the older text) is an edit too, and must not be lost.
      const revisions = new Map(base.revisions);
      for (const change of delta.changed) {
        const revision = committed.stored.revisions.get(change.tool.id);
        if (revision) revisions.set(change.tool.id, revision);
      }
      rebase(committed.stored, { ...base, tools: snapshot.tools, revisions });
      announce();
    });

  let toldOfOtherTab = false;
  const pull = () =>
    exclusive(async () => {
      const stored = readCurrentState(await storage.get(WORKSPACE_KEY));
      if (typeof stored === 'string' || stored.revision <= base.revision) return;
      const { changed } = rebase(stored, base);
      if (changed && !toldOfOtherTab) {
        toldOfOtherTab = true;
        notify(OTHER_TAB_MESSAGE, 'info');
      }
    }).catch(() => undefined);

  channel?.listen((message) => {
    if (message.tab !== tab && message.revision > base.revision) void pull();
  });

  const persister = createPersister(save, { onError: (message) => notify(message) });
  store.subscribe((state, previous) => {
    if (state.tools !== previous.tools || state.activeToolId !== previous.activeToolId) {
      // Synchronously, before the handler that made the change returns: a reload right after cannot lose it.
      writeJournal();
      persister.schedule();
    }
  });
  // A first visit is saved at once, so that a crash before the first edit still finds the example.
  if (result.status === 'empty') void persister.flush();
  else if (!isEmptyDelta(ownDelta())) persister.schedule();
  if (typeof window !== 'undefined') {
    const flushNow = () => {
      writeJournal();
      void persister.flush();
    };
    window.addEventListener('pagehide', flushNow);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushNow();
      else void pull();
    });
  }
  return persister;
}

/** Tabs of one origin hear each other's saves on a BroadcastChannel; none where it is missing. */
function broadcastChannel(): SaveChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel('tool-schema-studio/workspace');
  return {
    post: (message) => channel.postMessage(message),
    listen(handler) {
      channel.onmessage = (event: MessageEvent<unknown>) => {
        const data = event.data as Partial<SavedMessage> | null;
        if (
          data?.type === 'saved' &&
          typeof data.tab === 'string' &&
          typeof data.revision === 'number'
        ) {
          handler({ type: 'saved', tab: data.tab, revision: data.revision });
        }
      };
    },
  };
}
