/**
 * The headers the Connect dialog sends: a bearer token and any others typed one per line as
 * `Name: value`. Kept in the dialog's memory and the session's closure only.
 */
export function buildHeaders(
  token: string,
  other: string,
): { ok: true; headers: Record<string, string> } | { ok: false; message: string } {
  const headers: Record<string, string> = {};
  const lines = other.split(/\r?\n/).filter((line) => line.trim() !== '');
  for (const [index, line] of lines.entries()) {
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    // RFC 9110 §5.1: a field name is a token.
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
      return {
        ok: false,
        message: `Header line ${index + 1} is not "Name: value" with a valid header name.`,
      };
    headers[name] = line.slice(colon + 1).trim();
  }
  if (token.trim() !== '') headers.Authorization = `Bearer ${token.trim()}`;
  return { ok: true, headers };
}
