import { useEffect, useState } from 'react';
import type { ShareDecodeResult } from '../../core';
import { chunk } from '../../chunk';
import { useChunkValue } from '../../use-chunk';
import { takeShareLinkFromAddress } from './IncomingShare';
import './share.css';

// What sharing shows (ShareParts.tsx) loads when the button is first pressed or the address
// brings a share link; the page's first chunk has the button and the look at the address.
const shareParts = chunk(() => import('./ShareParts').then((m) => m.ShareParts));

/**
 * The toolbar's Share button, and everything sharing shows: the Share dialog, the question
 * before a link or workspace file replaces the workspace, and the message for a broken link.
 */
export function ShareButton() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [taken, setTaken] = useState<Promise<ShareDecodeResult> | undefined>();

  useEffect(() => {
    const check = () => {
      const link = takeShareLinkFromAddress();
      if (link) setTaken(link);
    };
    check();
    window.addEventListener('hashchange', check);
    return () => window.removeEventListener('hashchange', check);
  }, []);
  const ShareParts = useChunkValue(shareParts, mounted || taken !== undefined);

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
      {ShareParts && (
        <ShareParts open={open} mounted={mounted} onClose={() => setOpen(false)} taken={taken} />
      )}
    </>
  );
}
