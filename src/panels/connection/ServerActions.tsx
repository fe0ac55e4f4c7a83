import { lazy, Suspense, useState } from 'react';
import { chunk } from '../../chunk';
import { useChunkValue } from '../../use-chunk';
import { useLive } from '../../store';
import { ErrorBoundary } from '../../components/ErrorBoundary';

// The dialog, the actions and the SDK load only when the user asks to connect.
const ConnectDialog = lazy(() => import('./ConnectDialog'));
// So do the buttons a connection brings: requested with the dialog, they are in before it connects.
const serverButtons = chunk(() => import('./ServerButtons').then((m) => m.ServerButtons));

/**
 * The toolbar's live-server buttons: Connect (opens the connection dialog) and, while connected,
 * Import from server and Compare with server. `onCompare` opens the shell's Compare dialog on the
 * server's current definition.
 */
export function ServerActions({ onCompare }: { onCompare: () => void }) {
  const [open, setOpen] = useState(false);
  const connected = useLive((s) => s.status === 'connected');
  const ServerButtons = useChunkValue(serverButtons, open || connected);

  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Connect
      </button>
      {connected && ServerButtons && <ServerButtons onCompare={onCompare} />}
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
