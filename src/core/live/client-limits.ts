/**
 * The limits of the studio's live connection to an MCP server (the page's client side). Each is
 * named here and listed in docs/live-studio.md (with those kept beside their logic: server-text.ts,
 * elicitation-limits.ts, provenance.ts, and the page's src/store/live/yielding-fetch.ts).
 */

/** How long connecting (the `initialize` handshake) may take before the page gives up and diagnoses. */
export const CONNECT_TIMEOUT_MS = 10_000;

/** How long one `tools/call` may run without an answer or a progress notification before it is cancelled. */
export const CALL_TIMEOUT_MS = 60_000;

/** Most tools "Import from server" takes from one server; the rest are named in the message, not imported. */
export const MAX_SERVER_TOOLS = 1_000;

/** Most `tools/list` pages followed (through `nextCursor`), so a server that loops its cursor cannot keep the page busy. */
export const MAX_TOOLS_LIST_PAGES = 100;

/** Calls of one tool kept in the session's history (the oldest goes first). */
export const MAX_CALL_HISTORY = 20;

/** Server cases kept with one tool in the workspace; saving more drops the oldest. */
export const MAX_SERVER_CASES_PER_TOOL = 200;

/** Characters of one text block shown in the Result pane; the rest is cut, with how much was cut. */
export const MAX_SHOWN_TEXT_CHARS = 20_000;

/** Characters of `structuredContent` shown as JSON; the rest is cut, with how much was cut. */
export const MAX_SHOWN_JSON_CHARS = 200_000;

/** Content blocks of one result drawn; the rest are counted. */
export const MAX_SHOWN_BLOCKS = 100;

/** Largest base64 image or audio payload drawn (characters); a larger one is described, not drawn. */
export const MAX_MEDIA_DATA_CHARS = 8 * 1024 * 1024;
