import { describe, expect, it } from 'vitest';
import { explainHttpProbe } from './doctor';
import type { HttpProbe } from './doctor';

const url = new URL('http://localhost:3001/mcp');

function response(
  status: number,
  more: Partial<Extract<HttpProbe, { kind: 'response' }>> = {},
): HttpProbe {
  return { kind: 'response', status, contentType: 'text/plain', body: '', ...more };
}

describe('explainHttpProbe', () => {
  it('names the network failure', () => {
    expect(explainHttpProbe(url, { kind: 'network', code: 'ECONNREFUSED', message: '' })).toBe(
      'Nothing is listening at http://localhost:3001 (connection refused). Start the server, or check the host and port.',
    );
    expect(explainHttpProbe(url, { kind: 'network', code: 'ENOTFOUND', message: '' })).toContain(
      'The host "localhost" could not be found',
    );
    expect(explainHttpProbe(url, { kind: 'timeout' })).toContain('did not answer within 5 s');
  });

  it('says what to do for each HTTP status', () => {
    expect(
      explainHttpProbe(url, response(401, { wwwAuthenticate: 'Bearer resource_metadata="x"' })),
    ).toBe(
      'The server needs authorization (HTTP 401); it asks for: WWW-Authenticate: Bearer resource_metadata="x". Pass a token with --header "Authorization: Bearer <token>".',
    );
    expect(explainHttpProbe(url, response(403, { body: 'Invalid Origin' }))).toContain(
      'Origin or Host they do not allow',
    );
    expect(explainHttpProbe(url, response(403, { body: 'Invalid Origin' }))).toContain(
      'It said: "Invalid Origin"',
    );
    expect(explainHttpProbe(url, response(404))).toContain('Nothing answers at /mcp (HTTP 404)');
    expect(explainHttpProbe(url, response(405))).toContain('not a Streamable HTTP endpoint');
    expect(explainHttpProbe(url, response(500, { body: 'boom' }))).toBe(
      'The server failed (HTTP 500). It said: "boom"',
    );
  });

  it('recognises the legacy HTTP+SSE transport and a URL that is not MCP at all', () => {
    expect(explainHttpProbe(url, response(404, { legacySse: true }))).toContain(
      'speaks the legacy HTTP+SSE transport',
    );
    expect(
      explainHttpProbe(url, response(200, { contentType: 'text/html; charset=utf-8' })),
    ).toContain('answered HTTP 200 with text/html, not JSON or an event stream');
    expect(
      explainHttpProbe(
        url,
        response(200, { contentType: 'application/json', body: '{"ok":true}' }),
      ),
    ).toContain('JSON that is not a JSON-RPC response');
  });

  it('finds nothing wrong with a working endpoint', () => {
    expect(
      explainHttpProbe(
        url,
        response(200, { contentType: 'text/event-stream', body: 'event: message' }),
      ),
    ).toBeUndefined();
    expect(
      explainHttpProbe(
        url,
        response(200, {
          contentType: 'application/json',
          body: '{"jsonrpc":"2.0","id":0,"result":{}}',
        }),
      ),
    ).toBeUndefined();
  });
});
