/**
 * The per-run token of `tool-schema serve --bridge`, which prints the studio's address with it
 * (`?bridge=TOKEN`). The page takes it into memory at start and removes it from the address at
 * once, so it never reaches a share link (which copies the address), the history or a bookmark;
 * the Connect dialog offers it for the bridge's own endpoint.
 */

/** What the bridge issues (43 URL-safe characters); anything else in the parameter is dropped. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;

let token: string | undefined;

interface AddressLike {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}

interface HistoryLike {
  state: unknown;
  replaceState(state: unknown, unused: string, url: string): void;
}

/** Reads and removes `bridge` from the page's address; call once, before anything reads it. */
export function takeBridgeToken(
  address: AddressLike = location,
  pageHistory: HistoryLike = history,
): void {
  const params = new URLSearchParams(address.search);
  const value = params.get('bridge');
  if (value === null) return;
  params.delete('bridge');
  const search = params.toString();
  pageHistory.replaceState(
    pageHistory.state,
    '',
    `${address.pathname}${search ? `?${search}` : ''}${address.hash}`,
  );
  token = TOKEN_PATTERN.test(value) ? value : undefined;
}

/** The bridge on this page's own origin, when the page was opened with its token. */
export function bridgeConnection(
  address: Pick<AddressLike, 'origin'> = location,
): { url: string; token: string } | undefined {
  return token === undefined ? undefined : { url: `${address.origin}/mcp`, token };
}
