/** Reading a share link from the address bar, once, and taking it out of the address. */
import { decodeShareLink, isShareFragment } from '../../core';
import type { ShareDecodeResult } from '../../core';

/** The decoded link in the current address, or undefined when it holds none. */
export async function takeShareLinkFromAddress(): Promise<ShareDecodeResult | undefined> {
  const hash = window.location.hash;
  if (!isShareFragment(hash)) return undefined;
  // Out of the address at once: a reload must not ask again, and the user's own work must not
  // be one accidental refresh away from the question.
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return decodeShareLink(hash);
}
