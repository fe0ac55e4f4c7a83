/**
 * A call that failed below the protocol (an HTTP error page, a reply that is not a result, a
 * connection that broke) in a sentence short enough for a test report or a terminal: a server
 * controls that text, and one answered a `tools/call` with a 5 MB HTML page.
 */
import { spellAltering } from './server-text';

/** Characters of a server's own error text quoted in a verdict; the rest is cut, and the cut said. */
export const MAX_QUOTED_SERVER_CHARS = 300;

/**
 * A server's text as one quoted line: whitespace runs become one space, an HTML page is named
 * rather than quoted, past `max` characters it is cut with the number of characters left out, and
 * what is left has the characters that change how text displays spelt out (`spellAltering`, as
 * the page shows a server's messages), so no escape sequence reaches a terminal.
 */
export function quoteServerText(text: string, max: number = MAX_QUOTED_SERVER_CHARS): string {
  const trimmed = text.trim();
  if (/^<(!doctype|html|head|body)\b/i.test(trimmed))
    return `an HTML page of ${trimmed.length} characters (not shown)`;
  const flat = trimmed.slice(0, max * 4).replace(/\s+/g, ' ');
  if (trimmed.length <= max && flat.length <= max) return spellAltering(flat);
  return `${spellAltering(flat.slice(0, max))}… (${trimmed.length - max} more characters not shown)`;
}

/** What the SDK's HTTP transport puts before the body of a refused POST. */
const HTTP_ERROR_PREFIX = /^Streamable HTTP error: (Error POSTing to endpoint: )?/;

/**
 * Why a call failed, from the error the client threw: an HTTP status with the start of its body,
 * a reply the client could not read as a result (its first problem), or the error's own message.
 */
export function callFailureReason(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown; issues?: unknown } | null;
  const message = typeof e?.message === 'string' ? e.message : String(error);
  if (HTTP_ERROR_PREFIX.test(message) && typeof e?.code === 'number' && e.code > 0)
    return `the server answered HTTP ${e.code}: ${quoteServerText(message.replace(HTTP_ERROR_PREFIX, ''))}`;
  if (Array.isArray(e?.issues) && e.issues.length > 0) {
    const issue = e.issues[0] as { message?: unknown; path?: unknown };
    const path =
      Array.isArray(issue.path) && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    return `the reply is not a result the client can read: ${quoteServerText(String(issue.message ?? ''))}${path}`;
  }
  return quoteServerText(message);
}
