/**
 * `tool-schema serve --bridge` over real HTTP on 127.0.0.1 (port 4267 belongs to this file;
 * src/cli/commands/serve.test.ts runs the command itself on 4268): the bridge relays the fixture server to an SDK client that has the token, refuses
 * everything else with 403, and no HTTP request can start a process.
 */
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CallToolResultSchema, ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_SERVER } from '../test-processes';
import { startServe } from './server';
import type { Serving } from './server';

const PORT = 4267;
const OTHER_PORT = 4268;
const HOST = `127.0.0.1:${PORT}`;
const ORIGIN = `http://${HOST}`;

let dir: string;
let root: string;
let startLog: string;
let serving: Serving;
let log = '';

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One raw HTTP request, with any Host and Origin (fetch would not let a test forge Host). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: PORT, method, path, headers: { host: HOST, ...headers } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => {
          text += c.toString();
          // An event stream stays open; its first event is all a test needs.
          if (text.includes('\n\n')) res.destroy();
        });
        res.on('close', () =>
          resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'test', version: '1' },
  },
});

function mcpHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    ...extra,
  };
}

async function initialize(headers: Record<string, string>, host?: string) {
  return raw('POST', '/mcp', mcpHeaders({ ...headers, ...(host ? { host } : {}) }), INITIALIZE);
}

function starts(): string[] {
  return readFileSync(startLog, 'utf8').split('\n').filter(Boolean);
}

async function connectClient(token: string): Promise<Client> {
  const client = new Client(
    { name: 'bridge-test', version: '1' },
    { capabilities: { elicitation: {} } },
  );
  client.setRequestHandler(ElicitRequestSchema, async () => ({
    action: 'accept',
    content: { name: 'Ada', count: 2 },
  }));
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`http://${HOST}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tool-schema-bridge-'));
  root = join(dir, 'dist');
  mkdirSync(root);
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>studio</title>');
  writeFileSync(join(dir, 'secret.txt'), 'outside the root');
  symlinkSync(join(dir, 'secret.txt'), join(root, 'link.txt'));
  startLog = join(dir, 'starts.log');
  writeFileSync(startLog, '');
  // The bridge passes its environment on to the server it starts.
  process.env.FIXTURE_START_LOG = startLog;
  serving = await startServe({
    port: PORT,
    root,
    bridge: { command: process.execPath, args: [FIXTURE_SERVER, '--stdio'], cwd: dir },
    log: (text) => void (log += text),
  });
  delete process.env.FIXTURE_START_LOG;
}, 20_000);

afterAll(async () => {
  await serving?.close();
});

describe('tool-schema serve', () => {
  it('prints a URL on 127.0.0.1 that carries a fresh random token', () => {
    expect(serving.url).toBe(`http://127.0.0.1:${PORT}/?bridge=${serving.token}`);
    expect(serving.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(serving.bridgeUrl).toBe(`http://127.0.0.1:${PORT}/mcp`);
  });

  it('serves the studio files, and nothing outside them', async () => {
    const page = await raw('GET', '/', {});
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>studio</title>');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/link.txt',
      '/%00index.html',
      '/nothing.js',
    ])
      expect((await raw('GET', path, {})).status).toBe(404);
  });

  it('listens on the loopback address only', async () => {
    const { networkInterfaces } = await import('node:os');
    const external = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal);
    if (!external) return expect(serving.port).toBe(PORT);
    const reached = await fetch(`http://${external.address}:${PORT}/`).then(
      () => true,
      () => false,
    );
    expect(reached).toBe(false);
  });
});

describe('the bridge relays the stdio server to a client with the token', () => {
  it('lists tools, calls one, relays progress and an elicitation during a call', async () => {
    const client = await connectClient(serving.token);
    try {
      expect(client.getServerVersion()?.name).toBe('tool-schema-fixture');
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toContain('add');
      const sum = await client.request(
        { method: 'tools/call', params: { name: 'add', arguments: { a: 2, b: 3 } } },
        CallToolResultSchema,
      );
      expect(sum.structuredContent).toEqual({ sum: 5 });
      const progress: number[] = [];
      await client.request(
        { method: 'tools/call', params: { name: 'slow', arguments: { steps: 3, intervalMs: 10 } } },
        CallToolResultSchema,
        { onprogress: (p) => progress.push(p.progress) },
      );
      expect(progress).toEqual([1, 2, 3]);
      const asked = await client.request(
        { method: 'tools/call', params: { name: 'ask', arguments: {} } },
        CallToolResultSchema,
      );
      expect(asked.content).toEqual([{ type: 'text', text: 'Hello, Ada! Hello, Ada!' }]);
    } finally {
      await client.close();
    }
  }, 20_000);
});

describe('the bridge refuses, with 403', () => {
  it('a request with no token', async () => {
    const answer = await initialize({ origin: ORIGIN });
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('needs the token');
  });

  it('a request with a wrong token (one character off, or another run’s)', async () => {
    const oneOff = serving.token.slice(0, -1) + (serving.token.endsWith('A') ? 'B' : 'A');
    for (const token of [oneOff, 'x'.repeat(43), `${serving.token}x`]) {
      const answer = await initialize({ authorization: `Bearer ${token}`, origin: ORIGIN });
      expect(answer.status).toBe(403);
    }
  });

  it('a foreign Origin, even with the right token', async () => {
    for (const origin of ['http://evil.example', `http://localhost:${OTHER_PORT}`, 'null']) {
      const answer = await initialize({ authorization: `Bearer ${serving.token}`, origin });
      expect(answer.status).toBe(403);
      expect(answer.body).toContain('is not the studio served here');
    }
  });

  it('a Host that is not local (DNS rebinding), even with the right token and a matching Origin', async () => {
    const answer = await initialize(
      { authorization: `Bearer ${serving.token}`, origin: `http://evil.example:${PORT}` },
      `evil.example:${PORT}`,
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('not this machine');
    expect((await raw('GET', '/', { host: `evil.example:${PORT}` })).status).toBe(403);
  });

  it('a CORS preflight: no foreign page gets to send the token', async () => {
    const answer = await raw('OPTIONS', '/mcp', {
      origin: 'http://evil.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    });
    expect(answer.status).toBe(403);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('no HTTP request can start a process', () => {
  it('leaves exactly the one process the command line started, whatever is sent', async () => {
    expect(starts()).toHaveLength(1);
    const [pid] = starts();
    expect(serving.relay?.pid).toBe(Number(pid));
    const token = `Bearer ${serving.token}`;
    const asJson = (value: unknown) => JSON.stringify(value);
    // Requests that name commands, with and without the token, on every path and method.
    const attempts: [string, string, Record<string, string>, string | undefined][] = [
      ['POST', '/mcp?command=/bin/sh&args=-c', mcpHeaders({ authorization: token }), INITIALIZE],
      [
        'GET',
        '/mcp?transportType=stdio&command=touch%20/tmp/pwned',
        { authorization: token },
        undefined,
      ],
      ['GET', '/stdio?command=sh', {}, undefined],
      ['POST', '/sse?command=sh', mcpHeaders({ authorization: token }), INITIALIZE],
      ['POST', '/mcp/restart', mcpHeaders({ authorization: token }), '{}'],
      ['POST', '/', mcpHeaders({ authorization: token }), asJson({ command: 'sh' })],
      [
        'POST',
        '/mcp',
        mcpHeaders({ authorization: token }),
        asJson({
          jsonrpc: '2.0',
          id: 9,
          method: 'process/spawn',
          params: { command: 'sh', args: ['-c', 'id'] },
        }),
      ],
      ['DELETE', '/mcp', { authorization: token }, undefined],
      ['POST', '/mcp', mcpHeaders(), INITIALIZE],
    ];
    for (const [method, path, headers, body] of attempts) await raw(method, path, headers, body);
    // Reconnecting (a page reload) reuses the same process.
    for (let i = 0; i < 3; i++) await (await connectClient(serving.token)).close();
    expect(starts()).toEqual([pid]);

    // When the server process is gone, the bridge says so and starts nothing.
    const exited = new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (!serving.relay?.running) {
          clearInterval(poll);
          resolve();
        }
      }, 20);
    });
    process.kill(Number(pid), 'SIGKILL');
    await exited;
    const after = await initialize({ authorization: token, origin: ORIGIN });
    expect(after.status).toBe(502);
    expect(after.body).toContain('never restarts it');
    expect(log).toContain('the stdio server exited');
    await expect(connectClient(serving.token)).rejects.toThrow();
    expect(starts()).toEqual([pid]);
  }, 30_000);
});
