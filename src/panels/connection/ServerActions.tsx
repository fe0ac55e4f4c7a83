import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '../../core';
import { useLive, workspaceStore } from '../../store';
import { ErrorBoundary } from '../../components/ErrorBoundary';

// The dialog, the actions and the SDK load only when the user asks to connect.
const ConnectDialog = lazy(() => import('./ConnectDialog'));
const liveActions = () => import('../../store/live/live-actions');

/**
 * The toolbar's live-server buttons: Connect (opens the connection dialog) and, while connected,
 * Import from server and Compare with server. `onCompare` opens the shell's Compare dialog on the
 * server's current definition.
 */
export function ServerActions({ onCompare }: { onCompare: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const connected = useLive((s) => s.status === 'connected');
  const notify = (message: string, kind: 'info' | 'error' = 'info') =>
    workspaceStore.getState().notify(message, kind);

  const run = async (action: () => Promise<void>, what: string) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notify(`${what} failed: ${errorMessage(error)}`, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Connect
      </button>
      {connected && (
        <>
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                const { importFromServer } = await liveActions();
                notify(
                  await importFromServer((texts, provenance) =>
                    workspaceStore.getState().addTools(texts, provenance),
                  ),
                );
              }, 'Import from server')
            }
          >
            Import from server
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                const imported = workspaceStore
                  .getState()
                  .tools.flatMap((t) => (t.provenance ? [t.provenance] : []));
                const messages = await (await liveActions()).refreshServed(imported);
                notify(
                  messages.length > 0
                    ? messages.join(' ')
                    : 'The server serves every imported tool as it was when you imported it.',
                  messages.length > 0 ? 'error' : 'info',
                );
                onCompare();
              }, 'Compare with server')
            }
          >
            Compare with server
          </button>
        </>
      )}
      {open && (
        <ErrorBoundary name="The connection dialog">
          <Suspense fallback={null}>
            <ConnectDialog onClose={() => setOpen(false)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
