import { chunk } from '../../chunk';

/**
 * The Form tab (RJSF and Ajv), the largest chunk the first field waits for. It is requested
 * before the rest of the page's script is evaluated (src/early-requests.ts). Here, beside the
 * tab, rather than in src/chunk.ts: the Form tab's modules use that helper, so a helper that
 * named the tab would import its own importers.
 */
export const formTabChunk = chunk(() => import('./FormTab').then((m) => m.FormTab));
