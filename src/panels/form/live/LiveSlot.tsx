import { lazy, Suspense } from 'react';
import type { ComponentProps } from 'react';
import { useLive } from '../../../store';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { ServerRecord } from './ServerRecord';

// Run, the Result pane and the call code load once the page is connected, so the Form tab's
// chunk (which the first field waits for) does not carry them.
const RunBar = lazy(() => import('./RunBar').then((m) => ({ default: m.RunBar })));
const CallResult = lazy(() => import('./CallResult').then((m) => ({ default: m.CallResult })));

/** The Form tab's primary action while connected, at its top: Run (RunBar.tsx). */
export function LiveRun(props: ComponentProps<typeof RunBar>) {
  // A lost connection keeps Run, disabled with the reason.
  const connected = useLive((s) => s.status === 'connected' || s.status === 'lost');
  if (!connected) return null;
  return (
    <ErrorBoundary name="Run">
      <Suspense fallback={null}>
        <RunBar {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The Form tab's one place for the live server's answers: where the tool was imported from and
 * its saved server cases (kept with the workspace, shown offline too), and the Result while
 * connected.
 */
export function LiveSlot({ toolId, name }: { toolId: string; name: string | undefined }) {
  // A lost connection keeps the pane: its last call says why it failed.
  const connected = useLive((s) => s.status === 'connected' || s.status === 'lost');
  return (
    <>
      <ServerRecord toolId={toolId} name={name} />
      {connected && (
        <ErrorBoundary name="The call's result">
          <Suspense fallback={null}>
            <CallResult toolId={toolId} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
