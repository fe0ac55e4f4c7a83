/**
 * The page's first requests. main.tsx imports this module before anything else, so the saved
 * workspace's loader and the Form tab's chunk are requested while React and the shell are still
 * being evaluated (about 60 ms on a 2-core machine) rather than after them; the editor's bytes
 * follow once the Form tab's chunk has arrived.
 */
import { chunk } from './chunk';
import { prefetchEditor } from './editor-prefetch';
import { formTabChunk } from './panels/form/form-tab-chunk';
import { requestWelcome } from './panels/workspace/welcome-chunk';

/**
 * Persistence (IndexedDB, the crash journal, the merge of tabs' work): main.tsx waits for it
 * before the first render, as it waits for the saved workspace, so it is a chunk of its own
 * (about 6 KB gzip off the page's first chunk) that arrives while the page's script runs.
 */
export const persistenceChunk = chunk(() => import('./store/connect-persistence'));
void persistenceChunk.load().catch(() => {}); // main.tsx says so

const prefetch = () => prefetchEditor();
void formTabChunk.load().then(prefetch, prefetch);
// A first visit's welcome, drawn beside the tools on the first render.
requestWelcome();
