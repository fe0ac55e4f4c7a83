/**
 * Whether a document is an elicitation request: the one question the document reader asks of
 * elicitation. Apart from the schema reader (elicitation.ts), so the page's first chunk, which
 * reads documents, does not carry the reader the Form tab and the worker use.
 */
import { isPlainObject } from '../model/types';

/** True for `{"requestedSchema": …}` or an `elicitation/create` request (or its params). */
export function looksLikeElicitationRequest(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  if ('name' in value || 'inputSchema' in value || 'tools' in value) return false;
  if (isPlainObject(value.requestedSchema)) return true;
  return (
    value.method === 'elicitation/create' &&
    isPlainObject(value.params) &&
    isPlainObject(value.params.requestedSchema)
  );
}
