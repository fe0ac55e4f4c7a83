import { lazy, Suspense, useEffect, useState } from 'react';
import type { ShareDecodeResult } from '../../core';
import type { PendingShare } from './IncomingShareDialog';
import { claimShareLink } from './IncomingShare';

// The Share dialog (link building, compression, the workspace file) loads when first opened and
// stays mounted after, so a closed dialog keeps its choices.
const ShareDialog = lazy(() => import('./ShareDialog').then((m) => ({ default: m.ShareDialog })));
// The question before a shared workspace replaces this one: only when a link or file brings one.
const IncomingShareDialog = lazy(() =>
  import('./IncomingShareDialog').then((m) => ({ default: m.IncomingShareDialog })),
);

interface SharePartsProps {
  /** Whether the Share dialog is open. */
  open: boolean;
  /** Whether it was ever opened: it stays mounted after, so a closed dialog keeps its choices. */
  mounted: boolean;
  onClose: () => void;
  /** The decoding of a share link taken from the address, if one was. */
  taken: Promise<ShareDecodeResult> | undefined;
}

/**
 * Everything sharing shows beside the toolbar's Share button (ShareButton.tsx): the Share dialog,
 * the question before a link or workspace file replaces the workspace, and the message for a
 * broken link. A chunk of its own, loaded when the button is first pressed or the address brings
 * a link.
 */
export function ShareParts({ open, mounted, onClose, taken }: SharePartsProps) {
  const [pending, setPending] = useState<PendingShare | undefined>();
  const [linkError, setLinkError] = useState<string | undefined>();

  useEffect(() => {
    if (!taken) return;
    let current = true;
    void taken.then((result) => {
      if (!current) return;
      claimShareLink(taken);
      if (result.ok) {
        setLinkError(undefined);
        setPending({ snapshot: result.snapshot, source: 'this share link' });
      } else setLinkError(result.error.message);
    });
    return () => {
      current = false;
    };
  }, [taken]);

  const confirm = async (share: PendingShare) => {
    const { openSharedSnapshot } = await import('./open-shared');
    const problem = await openSharedSnapshot(share.snapshot, share.source);
    if (!problem) setPending(undefined);
    return problem;
  };

  return (
    <>
      {mounted && (
        <Suspense fallback={null}>
          <ShareDialog
            open={open}
            onClose={onClose}
            onOpenFile={(share) => {
              onClose();
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
