import { describe, expect, it } from 'vitest';
import { judgeRequest } from './guard';
import type { RequestFacts } from './guard';

const settings = { port: 4267, token: 'tok-123' };
const good: RequestFacts = {
  method: 'POST',
  path: '/mcp',
  host: '127.0.0.1:4267',
  origin: 'http://127.0.0.1:4267',
  secFetchSite: 'same-origin',
  authorization: 'Bearer tok-123',
};

function verdict(changes: Partial<RequestFacts>) {
  return judgeRequest({ ...good, ...changes }, settings);
}

describe('judgeRequest', () => {
  it('lets the studio page reach the bridge with the token, and the files without it', () => {
    expect(verdict({})).toEqual({ allow: true, route: 'bridge' });
    expect(verdict({ host: 'localhost:4267', origin: 'http://localhost:4267' })).toEqual({
      allow: true,
      route: 'bridge',
    });
    // A client that is not a browser sends no Origin and no Sec-Fetch-Site.
    expect(verdict({ origin: undefined, secFetchSite: undefined })).toEqual({
      allow: true,
      route: 'bridge',
    });
    expect(verdict({ method: 'GET', path: '/assets/app.js', authorization: undefined })).toEqual({
      allow: true,
      route: 'file',
    });
  });

  it('refuses the bridge without the token, or with another', () => {
    for (const authorization of [
      undefined,
      '',
      'Bearer',
      'Bearer tok-124',
      'Bearer tok-1234',
      'Basic tok-123',
      'bearer tok-123 x',
    ])
      expect(verdict({ authorization })).toMatchObject({ allow: false, status: 403 });
  });

  it('refuses a foreign Origin, including null, even with the token', () => {
    for (const origin of [
      'http://evil.example',
      'http://127.0.0.1:4268',
      'https://127.0.0.1:4267',
      'http://127.0.0.1:4267.evil.example',
      'null',
      '',
    ])
      expect(verdict({ origin })).toMatchObject({ allow: false, status: 403 });
  });

  it('refuses a Host that is not loopback with our port (DNS rebinding), for files too', () => {
    for (const host of [
      undefined,
      'evil.example:4267',
      'evil.example',
      '127.0.0.1',
      '127.0.0.1:80',
      '0.0.0.0:4267',
      '[::1]:4267',
      '127.0.0.1.nip.io:4267',
    ]) {
      expect(verdict({ host })).toMatchObject({ allow: false, status: 403 });
      expect(verdict({ host, method: 'GET', path: '/', authorization: undefined })).toMatchObject({
        allow: false,
        status: 403,
      });
    }
  });

  it("refuses a browser's cross-site request", () => {
    expect(verdict({ secFetchSite: 'cross-site' })).toMatchObject({ allow: false, status: 403 });
    expect(verdict({ secFetchSite: 'same-site' })).toMatchObject({ allow: false, status: 403 });
  });

  it('answers only the methods each route has', () => {
    expect(verdict({ method: 'PUT' })).toMatchObject({ allow: false, status: 405 });
    expect(verdict({ method: 'OPTIONS' })).toMatchObject({ allow: false, status: 405 });
    expect(verdict({ method: 'POST', path: '/index.html' })).toMatchObject({
      allow: false,
      status: 405,
    });
    // Paths under /mcp are not another way in.
    expect(verdict({ path: '/mcp/spawn' })).toMatchObject({ allow: false, status: 403 });
    expect(verdict({ path: '/mcp/spawn', authorization: undefined })).toMatchObject({
      allow: false,
      status: 403,
    });
  });
});
