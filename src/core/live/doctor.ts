/**
 * The connection doctor: why a browser could not talk to an MCP server, in words a user can act
 * on. A browser hides most failures behind one `TypeError: Failed to fetch`, so the page probes
 * deliberately (src/store/live/probe.ts) and this module reads what the probes showed. Sources:
 * the Fetch standard's CORS protocol (https://fetch.spec.whatwg.org/#http-cors-protocol), the MCP
 * transports section (https://modelcontextprotocol.io/specification/2025-11-25/basic/transports)
 * and RFC 9110 §11.6.1 (`WWW-Authenticate`).
 */

/** What one fetch gave: a network error (the browser says no more), or a response the page may read. */
export type FetchObservation =
  | { kind: 'network-error' }
  /**
   * A redirect, never followed: following it would send the user's headers to wherever the server
   * points. A browser hides the target (an opaque redirect, status 0); Node shows it.
   */
  | { kind: 'redirect'; status: number; location?: string }
  | {
      kind: 'response';
      status: number;
      /** The Content-Type the page could read (empty when hidden or absent). */
      contentType: string;
      /** Header names the page could read (lower case); CORS hides the ones not exposed. */
      headers: readonly string[];
      /** The `WWW-Authenticate` value, when the page could read it. */
      wwwAuthenticate?: string;
      /** The start of the body, for recognising an error message. */
      bodyStart?: string;
    };

/**
 * What the probes saw, in the order they ran; a later probe is absent when an earlier one
 * already explained the failure.
 */
export interface ProbeReport {
  /** `fetch(url, { mode: 'no-cors' })`: an opaque answer means something listens there. */
  reachable: 'yes' | 'no';
  /** A CORS request without a preflight (POST `initialize` as text/plain): does the server allow this origin? */
  simple?: FetchObservation;
  /** The real `initialize` request (JSON, Accept, any Authorization): does the preflight pass? */
  initialize?: FetchObservation;
  /** Whether the `initialize` answer let the page read an `Mcp-Session-Id`. */
  sessionIdVisible?: boolean;
  /** The follow-up request with `Mcp-Session-Id` and `Mcp-Protocol-Version`, as the SDK sends it. */
  followUp?: FetchObservation;
  /** A GET asking for `text/event-stream` (the legacy HTTP+SSE transport's endpoint). */
  sseGet?: FetchObservation;
  /** Which transport the user tried. */
  transport: 'streamable-http' | 'sse';
  /** Whether the user gave an Authorization header or other headers. */
  sentAuthorization: boolean;
}

export type DiagnosisCode =
  | 'nothing-listening'
  | 'redirects'
  | 'cors-origin-missing'
  | 'cors-preflight-refused'
  | 'protocol-header-refused'
  | 'session-header-hidden'
  | 'origin-refused'
  | 'auth-needed'
  | 'wrong-transport-sse'
  | 'wrong-transport-streamable'
  | 'not-found'
  | 'server-error'
  | 'unexplained';

export interface Diagnosis {
  code: DiagnosisCode;
  /** One line: what went wrong. */
  title: string;
  /** What the probes showed, so the user can check the reasoning. */
  evidence: string;
  /** What to change, exactly. */
  fix: string;
}

/** The headers a browser client needs the server to allow, per the MCP transport and the SDK. */
const ALLOW_HEADERS = [
  'Content-Type',
  'Accept',
  'Authorization',
  'Mcp-Session-Id',
  'Mcp-Protocol-Version',
  'Last-Event-ID',
] as const;

/** The headers a browser client needs the server to expose. */
const EXPOSE_HEADERS = ['Mcp-Session-Id', 'Mcp-Protocol-Version', 'WWW-Authenticate'] as const;

const BRIDGE =
  'or open the studio through the local bridge (`tool-schema serve --bridge -- <command>` for a stdio server), which needs no CORS';

function corsFix(origin: string): string {
  return (
    `Make the server answer this page's origin with \`Access-Control-Allow-Origin: ${origin}\`, ` +
    `\`Access-Control-Allow-Headers: ${ALLOW_HEADERS.join(', ')}\` and ` +
    `\`Access-Control-Expose-Headers: ${EXPOSE_HEADERS.join(', ')}\` (also on OPTIONS), ${BRIDGE}.`
  );
}

/** The WHATWG URL parser, present wherever the core runs; the core is typed without the DOM. */
declare const URL: new (input: string, base?: string) => { origin: string };

/** Where a redirect leads, as far as a message may say: the origin only (a path or query may hold a token). */
function redirectOrigin(location: string | undefined, from: string): string | undefined {
  if (location === undefined) return undefined;
  try {
    return new URL(location, from).origin;
  } catch {
    return undefined;
  }
}

const isResponse = (
  o: FetchObservation | undefined,
): o is Extract<FetchObservation, { kind: 'response' }> => o?.kind === 'response';

/** The first HTTP failure the probes read, if any. */
function httpFailure(report: ProbeReport) {
  for (const o of [report.initialize, report.simple, report.followUp])
    if (isResponse(o) && o.status >= 400) return o;
  return undefined;
}

function looksLikeSse(o: FetchObservation | undefined): boolean {
  return isResponse(o) && o.status < 300 && o.contentType.startsWith('text/event-stream');
}

/** The first redirect the probes met, if any. */
function firstRedirect(report: ProbeReport) {
  for (const o of [report.simple, report.initialize, report.sseGet, report.followUp])
    if (o?.kind === 'redirect') return o;
  return undefined;
}

/**
 * Reads a probe report; `origin` is the page's own origin (for the header values to add), `url`
 * the server's URL as the user named it (to place a relative redirect target).
 */
export function diagnose(report: ProbeReport, origin: string, url = origin): Diagnosis {
  const redirect = firstRedirect(report);
  if (redirect) {
    const target = redirectOrigin(redirect.location, url);
    const status = redirect.status > 0 ? ` (HTTP ${redirect.status})` : '';
    return {
      code: 'redirects',
      title: target
        ? `The server redirects to ${target}; connect to the final URL.`
        : 'The server redirects to another address; connect to the final URL.',
      evidence:
        `The URL answered with a redirect${status}. The studio follows no redirect, ` +
        'so your headers and token reach only the server you named' +
        (target
          ? '.'
          : '; the browser does not show the page where the redirect leads (open the URL in a browser tab to see it).'),
      fix: 'Enter the URL the redirect leads to in the Server URL field and connect again.',
    };
  }
  if (report.reachable === 'no')
    return {
      code: 'nothing-listening',
      title: 'Nothing answers at this address.',
      evidence:
        'Even a request that ignores CORS failed, so no server accepted the connection (or the host name does not resolve).',
      fix: 'Start the server, and check the host, the port and http versus https.',
    };

  const failure = httpFailure(report);
  if (failure?.status === 401)
    return {
      code: 'auth-needed',
      title: 'The server needs authentication (401).',
      evidence: failure.wwwAuthenticate
        ? `It answered 401 with \`WWW-Authenticate: ${failure.wwwAuthenticate}\`.`
        : 'It answered 401; its `WWW-Authenticate` header, if any, is not exposed to the page.',
      fix: report.sentAuthorization
        ? 'The token you gave was refused: check it, or that the server expects it as `Authorization: Bearer <token>`.'
        : 'Enter a bearer token (or the header the server asks for) in the connection dialog. If the server uses OAuth, get a token with its login flow first.' +
          (failure.wwwAuthenticate ? '' : ' The server should also expose `WWW-Authenticate`.'),
    };
  if (failure?.status === 403)
    return {
      code: 'origin-refused',
      title: 'The server refused this page’s origin (403).',
      evidence: `It answered 403 to a request from ${origin}. MCP servers must refuse origins they do not trust, to stop DNS rebinding.`,
      fix: `Add ${origin} to the server's allowed origins (for an SDK server, its \`allowedOrigins\` option), ${BRIDGE}.`,
    };

  if (report.simple?.kind === 'network-error')
    return {
      code: 'cors-origin-missing',
      title: 'The server does not allow this page’s origin (no CORS headers).',
      evidence:
        'Something listens at this address, but even a request without a preflight was hidden from the page: the answer carried no `Access-Control-Allow-Origin` for this origin.',
      fix: corsFix(origin),
    };

  if (report.transport === 'streamable-http') {
    if (
      looksLikeSse(report.sseGet) &&
      isResponse(report.initialize) &&
      [404, 405].includes(report.initialize.status)
    )
      return {
        code: 'wrong-transport-sse',
        title: 'This server speaks the legacy HTTP+SSE transport, not Streamable HTTP.',
        evidence: `A POST was refused (${report.initialize.status}), but a GET opened an event stream.`,
        fix: 'Choose "HTTP+SSE (legacy)" as the transport in the connection dialog.',
      };
  } else if (
    isResponse(report.sseGet) &&
    !looksLikeSse(report.sseGet) &&
    isResponse(report.initialize) &&
    report.initialize.status < 300
  )
    return {
      code: 'wrong-transport-streamable',
      title: 'This server speaks Streamable HTTP, not the legacy HTTP+SSE transport.',
      evidence: `A GET for an event stream was answered ${report.sseGet.status} (${report.sseGet.contentType || 'no content type'}), but a POST of \`initialize\` succeeded.`,
      fix: 'Choose "Streamable HTTP" as the transport in the connection dialog.',
    };

  if (report.initialize?.kind === 'network-error')
    return {
      code: 'cors-preflight-refused',
      title: 'The server’s CORS preflight refused the MCP request.',
      evidence:
        'A simple request from this origin was allowed, but the real `initialize` request (JSON with an `Accept` header' +
        (report.sentAuthorization ? ' and your `Authorization` header' : '') +
        ') needs a preflight, and the server did not allow it.',
      fix: corsFix(origin),
    };

  if (report.followUp?.kind === 'network-error')
    return {
      code: 'protocol-header-refused',
      title: 'The server’s preflight refuses `Mcp-Protocol-Version` or `Mcp-Session-Id`.',
      evidence:
        '`initialize` succeeded, but the next request, which carries these headers, was stopped by its CORS preflight.',
      fix: `Add \`Mcp-Protocol-Version\` and \`Mcp-Session-Id\` to \`Access-Control-Allow-Headers\` (the full list: ${ALLOW_HEADERS.join(', ')}), ${BRIDGE}.`,
    };

  if (
    report.sessionIdVisible === false &&
    isResponse(report.followUp) &&
    report.followUp.status === 400
  )
    return {
      code: 'session-header-hidden',
      title: 'The server does not expose `Mcp-Session-Id` to the page.',
      evidence:
        '`initialize` succeeded but the page could not read a session id, and the next request was refused (400) for lacking one.',
      fix: `Add \`Access-Control-Expose-Headers: ${EXPOSE_HEADERS.join(', ')}\` to the server's answers, ${BRIDGE}.`,
    };

  if (failure && [404, 405].includes(failure.status))
    return {
      code: 'not-found',
      title: `Nothing serves MCP at this path (${failure.status}).`,
      evidence: `The server answered ${failure.status} to a POST at this URL.`,
      fix: 'Check the path: Streamable HTTP servers usually serve `/mcp`, legacy HTTP+SSE servers `/sse`.',
    };
  if (failure)
    return {
      code: 'server-error',
      title: `The server answered ${failure.status}.`,
      evidence: failure.bodyStart
        ? `Its answer began: ${failure.bodyStart}`
        : 'It gave no readable explanation.',
      fix: 'Read the server’s own log for the cause.',
    };
  return {
    code: 'unexplained',
    title: 'The probes found nothing wrong.',
    evidence:
      'The server allows this origin, answers `initialize`, and exposes what the page needs; the failure may be intermittent or inside the MCP exchange.',
    fix: 'Try again; if it fails the same way, read the server’s log.',
  };
}
