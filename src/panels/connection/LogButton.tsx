import { lazy, Suspense, useRef, useState } from 'react';
import { useLive } from '../../store';
import { ErrorBoundary } from '../../components/ErrorBoundary';

const LogDrawer = lazy(() => import('./LogDrawer'));

/**
 * The status bar's Log button, with how many lines the server sent; it opens the Log drawer and
 * gets focus back when the drawer closes. A chunk of its own (ConnectionStatus.tsx).
 */
export function LogButton() {
  const count = useLive((s) => s.log.length);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="status-log-button"
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        Log ({count})
      </button>
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
