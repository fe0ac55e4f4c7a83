import { chunk } from '../../chunk';
import { wasDismissed } from './welcome-state';

/**
 * The first-run welcome (Welcome.tsx) is a chunk of its own: once dismissed it never shows again,
 * so a returning visit does not load it. A visit that shows it requests it with the page's first
 * requests (src/early-requests.ts, which is why this module imports no React), beside the saved
 * workspace the first render waits for.
 */
export const welcomeChunk = chunk(() => import('./Welcome').then((m) => m.Welcome));

/** Requests the welcome's chunk when this visit shows it. */
export function requestWelcome(): void {
  if (!wasDismissed()) welcomeChunk.load().catch(() => {}); // without it the studio works as before
}
