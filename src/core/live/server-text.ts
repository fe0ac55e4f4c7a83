/**
 * The one way the page shows a string a server controls outside content blocks (its name and
 * version, a JSON-RPC error message, an HTML error page, an elicitation message, instructions):
 * cut to a named limit before anything else touches it, so a 5 MB name costs what 200 characters
 * cost, with the characters that change how text displays spelt out (`showInvisibles`, as for
 * tool names): a right-to-left override in a server's name cannot make it read as another.
 */
import { showInvisibles } from '../trust/visible';

/** Characters of a server's name, title or version shown (status bar, dialogs, provenance line). */
export const MAX_SHOWN_SERVER_NAME_CHARS = 120;

/** Characters of a server's message shown (errors, elicitation messages, instructions). */
export const MAX_SHOWN_SERVER_MESSAGE_CHARS = 2_000;

/** Characters that change how a message displays, line breaks and tabs apart (a message may have lines). */
const MESSAGE_ALTERING =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b\u200c\u200e\u200f\u2028\u2029\u202a-\u202e\u2060\u2066-\u2069\ufeff\u{e0000}-\u{e007f}]/gu;

function spell(c: string): string {
  return `⟨U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟩`;
}

/** The first `limit` characters, never half of a surrogate pair. */
function head(text: string, limit: number): string {
  const end = limit > 0 && /[\ud800-\udbff]/.test(text.charAt(limit - 1)) ? limit - 1 : limit;
  return text.slice(0, end);
}

function cutNote(cut: number): string {
  return ` … (${cut.toLocaleString('en-US')} more characters not shown)`;
}

/** A server's name, title or version as shown: one line, cut, every altering character spelt out. */
export function serverName(value: unknown, limit = MAX_SHOWN_SERVER_NAME_CHARS): string {
  const text = typeof value === 'string' ? value : String(value ?? '');
  const shown = head(text, limit);
  const cut = text.length - shown.length;
  return showInvisibles(shown) + (cut > 0 ? cutNote(cut) : '');
}

/**
 * `text` with the characters that change how it displays spelt out, line breaks and tabs apart:
 * a terminal escape or a right-to-left override from a server then reads as what it is.
 */
export function spellAltering(text: string): string {
  return text.replace(MESSAGE_ALTERING, spell);
}

/** A server's message as shown: its lines kept, cut, other altering characters spelt out. */
export function serverMessage(value: unknown, limit = MAX_SHOWN_SERVER_MESSAGE_CHARS): string {
  const text = typeof value === 'string' ? value : String(value ?? '');
  const shown = head(text, limit);
  const cut = text.length - shown.length;
  return spellAltering(shown) + (cut > 0 ? cutNote(cut) : '');
}
