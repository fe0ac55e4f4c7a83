import { lazy, Suspense } from 'react';
import type { ComponentProps } from 'react';
import { useLive } from '../../../store';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { ServerRecord } from './ServerRecord';

// Run on server, its Result pane and the call code load once the page is connected, so the Form
// tab's chunk (which the first field waits for) does not carry them.
const RunOnServer = lazy(() => import('./RunOnServer').then((m) => ({ default: m.RunOnServer })));

/**
 * The Form tab's one place for the live server: where the tool was imported from and its saved
 * server cases (kept with the workspace, shown offline too), and Run on server with the Result
 * while connected.
 */
export function LiveSlot(props: ComponentProps<typeof RunOnServer>) {
  // A lost connection keeps the pane: its last call says why it failed.
  const connected = useLive((s) => s.status === 'connected' || s.status === 'lost');
  return (
    <>
      <ServerRecord toolId={props.toolId} name={props.name} />
      {connected && (
        <ErrorBoundary name="Run on server">
          <Suspense fallback={null}>
            <RunOnServer {...props} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
