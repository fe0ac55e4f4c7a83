/**
 * Text typed into a field that commits on Enter or blur (the Parameters table, the Annotations
 * title) is not in the tool's JSON until then. A reload or a closed tab gives no blur, so every
 * such field holds its uncommitted text here, and the page's hide events commit it: the commit is
 * a store change, which the journal writes synchronously (src/store/connect-persistence.ts), so
 * the text survives however soon after typing the page goes away.
 */
const pending = new Set<() => void>();
let listening = false;

/** Commits every field's uncommitted text now. */
export function commitPendingFields(): void {
  for (const commit of [...pending]) commit();
}

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  // Captured on window, so the commit lands before any later handler of the same event reads the store.
  window.addEventListener('pagehide', commitPendingFields, true);
  window.addEventListener('beforeunload', commitPendingFields, true);
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') commitPendingFields();
    },
    true,
  );
}

/**
 * Keeps `commit` to be run when the page is hidden or unloaded, until the returned function is
 * called (the field committed, reverted or unmounted).
 */
export function holdPendingCommit(commit: () => void): () => void {
  listen();
  pending.add(commit);
  return () => {
    pending.delete(commit);
  };
}
