import { describe, expect, it } from 'vitest';
import { diagnose } from './doctor';
import type { FetchObservation, ProbeReport } from './doctor';

const ORIGIN = 'http://127.0.0.1:4173';
const NET: FetchObservation = { kind: 'network-error' };

function response(
  status: number,
  extra: Partial<Extract<FetchObservation, { kind: 'response' }>> = {},
): FetchObservation {
  return { kind: 'response', status, contentType: 'application/json', headers: [], ...extra };
}

function report(extra: Partial<ProbeReport>): ProbeReport {
  return { reachable: 'yes', transport: 'streamable-http', sentAuthorization: false, ...extra };
}

describe('diagnose', () => {
  it('names a redirect the browser hid (an opaque redirect) without naming any other host', () => {
    const d = diagnose(
      report({ simple: { kind: 'redirect', status: 0 } }),
      ORIGIN,
      'https://a.example/mcp',
    );
    expect(d.code).toBe('redirects');
    expect(d.title).toBe('The server redirects to another address; connect to the final URL.');
    expect(d.evidence).toContain('follows no redirect');
    expect(d.evidence).not.toContain('HTTP 0');
  });

  it('names the origin a redirect leads to, resolved against the URL, and nothing of its path or query', () => {
    const d = diagnose(
      report({ simple: { kind: 'redirect', status: 308, location: '//b.example:8443/x?key=1' } }),
      ORIGIN,
      'https://a.example/mcp',
    );
    expect(d.title).toBe(
      'The server redirects to https://b.example:8443; connect to the final URL.',
    );
    expect(d.evidence).toContain('(HTTP 308)');
    expect(JSON.stringify(d)).not.toContain('key=1');
  });

  it('puts a redirect before an error another probe read', () => {
    const d = diagnose(
      report({ simple: response(404), initialize: { kind: 'redirect', status: 0 } }),
      ORIGIN,
    );
    expect(d.code).toBe('redirects');
  });

  it('says nothing listens when even a no-cors request fails', () => {
    const d = diagnose(report({ reachable: 'no' }), ORIGIN);
    expect(d.code).toBe('nothing-listening');
    expect(d.fix).toMatch(/Start the server/);
  });

  it('names the missing Access-Control-Allow-Origin when a server listens but a simple CORS request is hidden', () => {
    const d = diagnose(report({ simple: NET, sseGet: NET }), ORIGIN);
    expect(d.code).toBe('cors-origin-missing');
    expect(d.fix).toContain(`Access-Control-Allow-Origin: ${ORIGIN}`);
    expect(d.fix).toContain('Access-Control-Expose-Headers: Mcp-Session-Id, Mcp-Protocol-Version');
    expect(d.fix).toContain('local bridge');
  });

  it('tells a refused preflight from a missing origin: the simple request passed, the JSON one did not', () => {
    const d = diagnose(report({ simple: response(415), initialize: NET }), ORIGIN);
    expect(d.code).toBe('cors-preflight-refused');
    expect(d.fix).toContain('Access-Control-Allow-Headers: Content-Type, Accept, Authorization');
  });

  it('says the protocol-version header is refused when initialize passed and the follow-up preflight did not', () => {
    const d = diagnose(
      report({
        simple: response(200),
        initialize: response(200),
        sessionIdVisible: true,
        followUp: NET,
      }),
      ORIGIN,
    );
    expect(d.code).toBe('protocol-header-refused');
    expect(d.title).toContain('Mcp-Protocol-Version');
  });

  it('says Mcp-Session-Id is not exposed when the page could not read it and the next request lacked it', () => {
    const d = diagnose(
      report({
        simple: response(200),
        initialize: response(200),
        sessionIdVisible: false,
        followUp: response(400, { bodyStart: 'Bad Request: No valid session ID provided' }),
      }),
      ORIGIN,
    );
    expect(d.code).toBe('session-header-hidden');
    expect(d.fix).toContain('Access-Control-Expose-Headers: Mcp-Session-Id');
    // A stateless server that needs no session id is not accused of hiding it.
    expect(
      diagnose(
        report({
          simple: response(200),
          initialize: response(200),
          sessionIdVisible: false,
          followUp: response(202),
        }),
        ORIGIN,
      ).code,
    ).toBe('unexplained');
  });

  it('reads a 403 as an Origin refusal and names the origin to allow', () => {
    const d = diagnose(report({ simple: response(403), initialize: response(403) }), ORIGIN);
    expect(d.code).toBe('origin-refused');
    expect(d.fix).toContain(`Add ${ORIGIN} to the server's allowed origins`);
  });

  it('reads a 401 with its WWW-Authenticate and asks for a token; with a token sent, says it was refused', () => {
    const challenge =
      'Bearer resource_metadata="https://x.example/.well-known/oauth-protected-resource"';
    const d = diagnose(
      report({
        simple: response(401, { wwwAuthenticate: challenge }),
        initialize: response(401, { wwwAuthenticate: challenge }),
      }),
      ORIGIN,
    );
    expect(d.code).toBe('auth-needed');
    expect(d.evidence).toContain(challenge);
    expect(d.fix).toMatch(/Enter a bearer token/);
    const withToken = diagnose(
      report({ sentAuthorization: true, simple: response(401), initialize: response(401) }),
      ORIGIN,
    );
    expect(withToken.fix).toMatch(/token you gave was refused/);
    expect(withToken.evidence).toMatch(/not exposed/);
  });

  it('recognises a legacy HTTP+SSE server tried as Streamable HTTP, and the reverse', () => {
    const sse = response(200, { contentType: 'text/event-stream' });
    expect(
      diagnose(report({ simple: response(404), initialize: response(404), sseGet: sse }), ORIGIN)
        .code,
    ).toBe('wrong-transport-sse');
    expect(
      diagnose(
        report({
          transport: 'sse',
          simple: response(200),
          initialize: response(200),
          sseGet: response(405, { contentType: 'text/plain' }),
        }),
        ORIGIN,
      ).code,
    ).toBe('wrong-transport-streamable');
    // A 404 with no event stream is a wrong path, not a wrong transport.
    expect(
      diagnose(
        report({ simple: response(404), initialize: response(404), sseGet: response(404) }),
        ORIGIN,
      ).code,
    ).toBe('not-found');
  });

  it('passes on a server error with the start of its body', () => {
    const d = diagnose(
      report({
        simple: response(500, { bodyStart: 'boom' }),
        initialize: response(500, { bodyStart: 'boom' }),
      }),
      ORIGIN,
    );
    expect(d).toMatchObject({ code: 'server-error', evidence: 'Its answer began: boom' });
  });
});
