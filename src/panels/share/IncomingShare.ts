/** Reading a share link from the address bar, once, and taking it out of the address. */
import { isShareFragment } from '../../core/share/fragment';
import type { ShareDecodeResult } from '../../core';

/**
 * A link taken from the address but not yet shown. React's StrictMode runs effects twice in
 * development: the first run removes the fragment, so the second must find the decode here.
 */
let unclaimed: Promise<ShareDecodeResult> | undefined;

/** The decoding of a share link in the current address (or one taken and not yet claimed). */
export function takeShareLinkFromAddress(): Promise<ShareDecodeResult> | undefined {
  const hash = window.location.hash;
  if (isShareFragment(hash)) {
    // Out of the address at once: a reload must not ask again, and the user's own work must not
    // be one accidental refresh away from the question.
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
    // The decoder (inflate, base64url, the snapshot checks) loads only for an address with a link.
    unclaimed = import('../../core/share/link').then((m) => m.decodeShareLink(hash));
  }
  return unclaimed;
}

/** Marks a decoding as shown to the user, so it is not offered again. */
export function claimShareLink(taken: Promise<ShareDecodeResult>): void {
  if (unclaimed === taken) unclaimed = undefined;
}
