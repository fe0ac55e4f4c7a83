/**
 * The page's first requests. main.tsx imports this module before anything else, so the Form
 * tab's chunk is requested while React and the shell are still being evaluated (about 60 ms on
 * a 2-core machine) rather than after them; the editor's bytes follow once it has arrived.
 */
import { prefetchEditor } from './editor-prefetch';
import { formTabChunk } from './panels/form/form-tab-chunk';
import { requestWelcome } from './panels/workspace/welcome-chunk';

const prefetch = () => prefetchEditor();
void formTabChunk.load().then(prefetch, prefetch);
// A first visit's welcome, drawn beside the tools on the first render.
requestWelcome();
