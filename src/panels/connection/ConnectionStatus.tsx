import { lazy, Suspense, useRef, useState } from 'react';
import { useLive } from '../../store';
import type { LiveState } from '../../store';
import { ErrorBoundary } from '../../components/ErrorBoundary';

// The drawer loads when opened: a page that never connects does not carry it.
const LogDrawer = lazy(() => import('./LogDrawer'));

const selectSummary = (s: LiveState) =>
  s.status === 'connected'
    ? `Connected: ${s.info?.serverName ?? ''} · MCP ${s.info?.protocolVersion ?? ''}`
    : s.status === 'connecting'
      ? `Connecting to ${s.url ?? ''}…`
      : s.status === 'failed'
        ? 'Connection failed'
        : 'Offline: nothing leaves this page';

/**
 * The connection's state in the status bar, at all times, with the protocol revision the server
 * negotiated (the revision the tools imported from it are judged by), and once a server has
 * spoken, the Log button that opens its notifications and log messages.
 */
export function ConnectionStatus() {
  const status = useLive((s) => s.status);
  const summary = useLive(selectSummary);
  const count = useLive((s) => s.log.length);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <span className={`connection-status connection-${status}`} aria-label="Connection">
        {summary}
      </span>
      {(status === 'connected' || count > 0) && (
        <button
          ref={button}
          type="button"
          className="status-log-button"
          aria-expanded={open}
          onClick={() => (open ? close() : setOpen(true))}
        >
          Log ({count})
        </button>
      )}
      {open && (
        <ErrorBoundary name="The log">
          <Suspense fallback={null}>
            <LogDrawer onClose={close} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
