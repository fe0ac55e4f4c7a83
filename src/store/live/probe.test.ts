import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { diagnose } from '../../core';
import { probeServer } from './probe';

const servers: Server[] = [];

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('probeServer', () => {
  it('follows no redirect: nothing reaches the other origin, and the doctor names the redirect, not the other host', async () => {
    const reached: IncomingHttpHeaders[] = [];
    const other = await listen((req, res) => {
      reached.push(req.headers);
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found here');
    });
    const named = await listen((_req, res) => {
      res.writeHead(307, { Location: `${other}/mcp?token=abc` }).end();
    });
    const report = await probeServer(`${named}/mcp`, 'streamable-http', { 'x-api-key': 'secret' });
    expect(reached).toEqual([]);
    expect(report.simple).toEqual({
      kind: 'redirect',
      status: 307,
      location: `${other}/mcp?token=abc`,
    });
    // The probes that carry the user's headers are not sent once a redirect is seen.
    expect(report.initialize).toBeUndefined();
    const d = diagnose(report, 'http://127.0.0.1:4173', `${named}/mcp`);
    expect(d.code).toBe('redirects');
    expect(d.title).toBe(`The server redirects to ${other}; connect to the final URL.`);
    expect(`${d.title} ${d.evidence} ${d.fix}`).not.toContain('token=abc');
    expect(`${d.evidence} ${d.fix}`).not.toMatch(/404|Not found/);
  });

  it('sends the headers to the named server when it does not redirect', async () => {
    const reached: (string | undefined)[] = [];
    const named = await listen((req, res) => {
      reached.push(req.headers['x-api-key'] as string | undefined);
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    });
    const report = await probeServer(`${named}/mcp`, 'streamable-http', { 'x-api-key': 'secret' });
    expect(reached).toContain('secret');
    expect(diagnose(report, 'http://127.0.0.1:4173').code).toBe('not-found');
  });
});
