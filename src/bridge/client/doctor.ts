/**
 * Why a Streamable HTTP server cannot be reached, in words a person can act on. After a failed
 * connection the CLI probes the URL itself (one `initialize` POST, then a GET for an event
 * stream) and explains what the probe showed: nothing listening, an HTTP status, or a server
 * that speaks another transport.
 */

import { displayServerUrl } from '../../core';

/** How long one probe request may take. */
const PROBE_TIMEOUT_MS = 5_000;
/** How much of an answer's body a message quotes. */
const QUOTED_BODY_CHARS = 200;

export type HttpProbe =
  | { kind: 'network'; code: string; message: string }
  | { kind: 'timeout' }
  | {
      kind: 'response';
      status: number;
      contentType: string;
      wwwAuthenticate?: string;
      body: string;
      /** A GET with `Accept: text/event-stream` opened a stream: the legacy HTTP+SSE transport. */
      legacySse?: boolean;
    };

const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 0,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'tool-schema-doctor', version: '1' },
  },
});

function networkCode(error: unknown): { code: string; message: string } {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  const code = typeof cause?.code === 'string' ? cause.code : 'UNKNOWN';
  const message =
    typeof cause?.message === 'string'
      ? cause.message
      : error instanceof Error
        ? error.message
        : String(error);
  return { code, message };
}

async function request(url: URL, init: RequestInit): Promise<Response | HttpProbe> {
  try {
    return await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') return { kind: 'timeout' };
    return { kind: 'network', ...networkCode(error) };
  }
}

/** Reads at most the first few hundred characters of a body, without waiting for a stream to end. */
async function bodyStart(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  let text = '';
  const decoder = new TextDecoder();
  try {
    while (text.length < QUOTED_BODY_CHARS) {
      const { done, value } = await Promise.race([
        reader.read(),
        new Promise<{ done: true; value: undefined }>((resolve) =>
          setTimeout(() => resolve({ done: true, value: undefined }), 1_000),
        ),
      ]);
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return text.slice(0, QUOTED_BODY_CHARS);
}

/** Probes an MCP URL the way a Streamable HTTP client starts, and a legacy SSE client. */
export async function probeHttp(url: URL, headers: Record<string, string>): Promise<HttpProbe> {
  const post = await request(url, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: INITIALIZE,
  });
  if (!(post instanceof Response)) return post;
  const probe: HttpProbe = {
    kind: 'response',
    status: post.status,
    contentType: post.headers.get('content-type') ?? '',
    body: await bodyStart(post),
  };
  const www = post.headers.get('www-authenticate');
  if (www) probe.wwwAuthenticate = www;
  if (post.status === 404 || post.status === 405 || post.status === 400) {
    const get = await request(url, {
      method: 'GET',
      headers: { ...headers, accept: 'text/event-stream' },
    });
    if (get instanceof Response) {
      const isStream = (get.headers.get('content-type') ?? '').startsWith('text/event-stream');
      const start = isStream ? await bodyStart(get) : '';
      void get.body?.cancel().catch(() => undefined);
      if (get.ok && /event:\s*endpoint/.test(start)) probe.legacySse = true;
    }
  }
  return probe;
}

function quote(body: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  return text ? ` It said: "${text}"` : '';
}

/**
 * The explanation of a failed connection from what the probe showed; `undefined` when the
 * probe found a working endpoint (the failure happened later, in the MCP handshake).
 */
export function explainHttpProbe(url: URL, probe: HttpProbe): string | undefined {
  const where = url.origin;
  // Origin and path only: a query may hold an API key.
  const shown = displayServerUrl(url.href);
  if (probe.kind === 'timeout')
    return `${where} accepted the connection but did not answer within ${PROBE_TIMEOUT_MS / 1000} s.`;
  if (probe.kind === 'network') {
    switch (probe.code) {
      case 'ECONNREFUSED':
        return `Nothing is listening at ${where} (connection refused). Start the server, or check the host and port.`;
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return `The host "${url.hostname}" could not be found (DNS lookup failed). Check the URL.`;
      case 'ECONNRESET':
        return `${where} closed the connection without answering. Is it an HTTP server (not HTTPS, or the other way round)?`;
      default:
        return `Could not connect to ${where}: ${probe.message} (${probe.code}).`;
    }
  }
  const { status, contentType } = probe;
  if (probe.legacySse)
    return `${shown} speaks the legacy HTTP+SSE transport (MCP 2024-11-05): a GET opened an event stream that announced an "endpoint". This command speaks Streamable HTTP: use the server's Streamable HTTP endpoint (often /mcp), or run the server over stdio with --stdio.`;
  if (status === 401)
    return `The server needs authorization (HTTP 401)${probe.wwwAuthenticate ? `; it asks for: WWW-Authenticate: ${probe.wwwAuthenticate}` : ''}. Pass a token with --header "Authorization: Bearer <token>".`;
  if (status === 403)
    return `The server refused the request (HTTP 403 Forbidden). MCP servers answer 403 to an Origin or Host they do not allow, and to credentials without the needed rights: check the server's allowed hosts and origins, and the --header you pass.${quote(probe.body)}`;
  if (status === 404)
    return `Nothing answers at ${url.pathname} (HTTP 404). Check the path: Streamable HTTP servers usually serve /mcp.`;
  if (status === 405)
    return `${shown} does not accept POST (HTTP 405), so it is not a Streamable HTTP endpoint. Check the path (often /mcp).`;
  if (status === 406 || status === 415)
    return `The server refused the request's Accept or Content-Type headers (HTTP ${status}): it does not speak Streamable HTTP as the specification describes.${quote(probe.body)}`;
  if (status >= 300 && status < 400)
    return `${shown} redirects (HTTP ${status}); give the final URL instead.`;
  if (status >= 500) return `The server failed (HTTP ${status}).${quote(probe.body)}`;
  if (status >= 400) return `The server answered HTTP ${status}.${quote(probe.body)}`;
  const type = contentType.split(';')[0]!.trim();
  if (type !== 'application/json' && type !== 'text/event-stream')
    return `${shown} answered HTTP ${status} with ${type || 'no content type'}, not JSON or an event stream: it is not an MCP endpoint (a web page or another API?). Check the path.`;
  if (type === 'application/json' && !/"jsonrpc"\s*:\s*"2\.0"/.test(probe.body))
    return `${shown} answered JSON that is not a JSON-RPC response: it is not an MCP endpoint.${quote(probe.body)}`;
  return undefined;
}
