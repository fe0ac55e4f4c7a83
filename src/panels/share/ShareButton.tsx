import { lazy, Suspense, useEffect, useState } from 'react';
import type { PendingShare } from './IncomingShareDialog';
import { claimShareLink, takeShareLinkFromAddress } from './IncomingShare';
import './share.css';

// The Share dialog (link building, compression, the workspace file) loads when first opened and
// stays mounted after, so a closed dialog keeps its choices.
const ShareDialog = lazy(() => import('./ShareDialog').then((m) => ({ default: m.ShareDialog })));
// The question before a shared workspace replaces this one: only when a link or file brings one.
const IncomingShareDialog = lazy(() =>
  import('./IncomingShareDialog').then((m) => ({ default: m.IncomingShareDialog })),
);

/**
 * The toolbar's Share button, and everything sharing shows: the Share dialog, the question
 * before a link or workspace file replaces the workspace, and the message for a broken link.
 */
export function ShareButton() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [pending, setPending] = useState<PendingShare | undefined>();
  const [linkError, setLinkError] = useState<string | undefined>();

  useEffect(() => {
    let current = true;
    const check = () => {
      const taken = takeShareLinkFromAddress();
      if (!taken) return;
      void taken.then((result) => {
        if (!current) return;
        claimShareLink(taken);
        if (result.ok) {
          setLinkError(undefined);
          setPending({ snapshot: result.snapshot, source: 'this share link' });
        } else setLinkError(result.error.message);
      });
    };
    check();
    window.addEventListener('hashchange', check);
    return () => {
      current = false;
      window.removeEventListener('hashchange', check);
    };
  }, []);

  const confirm = async (share: PendingShare) => {
    const { openSharedSnapshot } = await import('./open-shared');
    const problem = await openSharedSnapshot(share.snapshot, share.source);
    if (!problem) setPending(undefined);
    return problem;
  };

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          setMounted(true);
        }}
        title="Share a link to this workspace"
      >
        Share
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <ShareDialog
            open={open}
            onClose={() => setOpen(false)}
            onOpenFile={(share) => {
              setOpen(false);
              setPending(share);
            }}
          />
        </Suspense>
      )}
      {pending && (
        <Suspense fallback={null}>
          <IncomingShareDialog
            pending={pending}
            onConfirm={confirm}
            onCancel={() => setPending(undefined)}
          />
        </Suspense>
      )}
      {linkError && (
        <div className="share-banner" role="alert" aria-label="Share link problem">
          <p>
            <strong>This share link could not be opened.</strong> {linkError} Your own workspace is
            open as before.
          </p>
          <button type="button" onClick={() => setLinkError(undefined)}>
            Dismiss
          </button>
        </div>
      )}
    </>
  );
}
