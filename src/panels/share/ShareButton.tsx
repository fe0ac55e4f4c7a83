import { useEffect, useState } from 'react';
import { IncomingShareDialog } from './IncomingShareDialog';
import type { PendingShare } from './IncomingShareDialog';
import { claimShareLink, takeShareLinkFromAddress } from './IncomingShare';
import { openSharedSnapshot } from './open-shared';
import { ShareDialog } from './ShareDialog';
import './share.css';

/**
 * The toolbar's Share button, and everything sharing shows: the Share dialog, the question
 * before a link or workspace file replaces the workspace, and the message for a broken link.
 */
export function ShareButton() {
  const [open, setOpen] = useState(false);
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
    const problem = await openSharedSnapshot(share.snapshot, share.source);
    if (!problem) setPending(undefined);
    return problem;
  };

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} title="Share a link to this workspace">
        Share
      </button>
      <ShareDialog
        open={open}
        onClose={() => setOpen(false)}
        onOpenFile={(share) => {
          setOpen(false);
          setPending(share);
        }}
      />
      <IncomingShareDialog
        pending={pending}
        onConfirm={confirm}
        onCancel={() => setPending(undefined)}
      />
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
