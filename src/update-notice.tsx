/**
 * The service worker's registration and the "Reload to update" notice (see progressiveWebApp in
 * vite.config.ts). A new build is installed in the background and waits; the notice says so and
 * the user chooses when to reload. It takes no focus and moves nothing, so it never interrupts
 * typing, and reloading loses nothing: the journal has every keystroke (src/store/journal.ts).
 * The shell loads this module at the page's first idle moment (App.tsx), so neither its code nor
 * precaching delays the first load; it registers the worker as soon as it is drawn.
 */
import { useEffect, useSyncExternalStore } from 'react';
/** A studio left open for days still hears of a new build: it asks this often, and when shown again. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

type UpdateState = { kind: 'none' } | { kind: 'ready'; reload: () => Promise<void> };

let state: UpdateState = { kind: 'none' };
const listeners = new Set<() => void>();
let started = false;

function setState(next: UpdateState) {
  state = next;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Registers the service worker once, where the browser has them and the build made one. */
function startServiceWorker() {
  if (started || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  started = true;
  void import('virtual:pwa-register')
    .then(({ registerSW }) => {
      let registration: ServiceWorkerRegistration | undefined;
      const reload = async () => {
        // A page the worker controls reloads when the new one takes over (the plugin does it).
        // A first visit's page is not controlled, so the new worker may already be active (none
        // waits for it), or activates on skipWaiting: the page reloads itself then.
        if (navigator.serviceWorker.controller) return update(true);
        const waiting = registration?.waiting;
        if (!waiting) return window.location.reload();
        waiting.addEventListener('statechange', () => {
          if (waiting.state === 'activated') window.location.reload();
        });
        await update(true);
      };
      const update = registerSW({
        immediate: true,
        onNeedRefresh: () => setState({ kind: 'ready', reload }),
        onRegisteredSW: (_url, registered) => {
          registration = registered;
          if (!registration) return;
          const check = () => void registered?.update().catch(() => undefined);
          setInterval(check, UPDATE_CHECK_INTERVAL_MS);
          document.addEventListener('visibilitychange', () => {
            if (document.visibilityState === 'visible') check();
          });
        },
      });
    })
    .catch(() => {
      // Without a service worker the studio works as before, online; nothing to tell.
    });
}

export function UpdateNotice() {
  const current = useSyncExternalStore(subscribe, () => state);
  useEffect(startServiceWorker, []);
  if (current.kind === 'none') return null;
  return (
    <div className="update-notice" role="status">
      <span>A new version of the studio is ready.</span>
      <button type="button" onClick={() => void current.reload()}>
        Reload to update
      </button>
      <button type="button" onClick={() => setState({ kind: 'none' })}>
        Later
      </button>
    </div>
  );
}
