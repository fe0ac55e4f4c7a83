/**
 * How a share link marks its fragment, apart from the codec in link.ts: the page checks every
 * address for a link at start-up, and only an address that has one loads the decoder.
 */
const SHARE_FRAGMENT_KEY = 'share';

export const SHARE_PREFIX = `${SHARE_FRAGMENT_KEY}=`;

function stripHash(hash: string): string {
  return hash.startsWith('#') ? hash.slice(1) : hash;
}

/**
 * Mail clients and chat apps wrap long links, and a browser keeps a space in the fragment as
 * `%20` (it drops tabs and line breaks); the link's alphabet has neither, so both are dropped.
 */
const WRAPPING = /\s+|%(?:20|09|0a|0c|0d)/gi;

/** The fragment without `#` and without the whitespace a wrapped link picked up. */
export function unwrapFragment(hash: string): string {
  return stripHash(hash).replace(WRAPPING, '');
}

export function isShareFragment(hash: string): boolean {
  return unwrapFragment(hash).startsWith(SHARE_PREFIX);
}
