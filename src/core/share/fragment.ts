/**
 * How a share link marks its fragment, apart from the codec in link.ts: the page checks every
 * address for a link at start-up, and only an address that has one loads the decoder.
 */
const SHARE_FRAGMENT_KEY = 'share';

export const SHARE_PREFIX = `${SHARE_FRAGMENT_KEY}=`;

export function stripHash(hash: string): string {
  return hash.startsWith('#') ? hash.slice(1) : hash;
}

export function isShareFragment(hash: string): boolean {
  return stripHash(hash).startsWith(SHARE_PREFIX);
}
