import { useState } from 'react';
import { errorMessage, serverMessage } from '../../core';
import { workspaceStore } from '../../store';

const liveActions = () => import('../../store/live/live-actions');

/**
 * The toolbar's buttons while a server is connected: Import from server and Compare with server.
 * A chunk of its own, requested when the Connect dialog opens (ServerActions.tsx).
 */
export function ServerButtons({ onCompare }: { onCompare: () => void }) {
  const [busy, setBusy] = useState(false);
  const notify = (message: string, kind: 'info' | 'error' = 'info') =>
    workspaceStore.getState().notify(message, kind);

  const run = async (action: () => Promise<void>, what: string) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      // The error may quote the server (a JSON-RPC message, an HTML page): shown through its limit.
      notify(`${what} failed: ${serverMessage(errorMessage(error))}`, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
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
  );
}
