/**
 * The bridge with several pages at once (issue 40, items 7 and 8), over real HTTP on a free port:
 * two SDK clients that number their requests alike never receive each other's answers, a session
 * that ends has its open calls cancelled at the server, and a server that dies fails every open
 * call at once with the bridge's message. One process is started whatever the pages do.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CallToolResultSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { BRIDGE_LOSS_MESSAGES, BRIDGE_LOST_CODE } from '../../core';
import { FIXTURE_SERVER } from '../test-processes';
import { MAX_BRIDGE_SESSIONS } from './relay';
import { startServe } from './server';
import type { Serving } from './server';

let serving: Serving | undefined;
let log = '';
let startLog = '';

async function serve(flags: string[] = []): Promise<Serving> {
  const dir = mkdtempSync(join(tmpdir(), 'tool-schema-bridge-sessions-'));
  startLog = join(dir, 'starts.log');
  writeFileSync(startLog, '');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>studio</title>');
  log = '';
  process.env.FIXTURE_START_LOG = startLog;
  try {
    serving = await startServe({
      port: 0,
      root: dir,
      bridge: { command: process.execPath, args: [FIXTURE_SERVER, '--stdio', ...flags], cwd: dir },
      log: (text) => void (log += text),
    });
  } finally {
    delete process.env.FIXTURE_START_LOG;
  }
  return serving;
}

afterEach(async () => {
  await serving?.close();
  serving = undefined;
});

function starts(): string[] {
  return readFileSync(startLog, 'utf8').split('\n').filter(Boolean);
}

interface Page {
  client: Client;
  transport: StreamableHTTPClientTransport;
}

/** A page's client: like the studio's, it numbers its requests from 0. */
async function page(s: Serving): Promise<Page> {
  const client = new Client({ name: 'page', version: '1' });
  const transport = new StreamableHTTPClientTransport(new URL(s.bridgeUrl!), {
    requestInit: { headers: { Authorization: `Bearer ${s.token}` } },
  });
  await client.connect(transport);
  return { client, transport };
}

function slow(p: Page, steps: number, progress: number[] = []) {
  return p.client.request(
    { method: 'tools/call', params: { name: 'slow', arguments: { steps, intervalMs: 100 } } },
    CallToolResultSchema,
    { onprogress: (e) => progress.push(e.progress) },
  );
}

function textOf(result: { content: unknown[] }): string {
  return (result.content[0] as { text: string }).text;
}

async function until(condition: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('each page its own id space', () => {
  it('two clients whose requests share ids get their own answers and progress, from one process', async () => {
    const s = await serve();
    const first = await page(s);
    const firstProgress: number[] = [];
    // The first page's call is answered first; before the fix its answer went to the second page,
    // whose own request had the same id.
    const firstCall = slow(first, 4, firstProgress);
    await until(() => firstProgress.length > 0, 'the first call to start');
    const second = await page(s);
    const secondProgress: number[] = [];
    const secondCall = slow(second, 8, secondProgress);
    const [a, b] = await Promise.all([firstCall, secondCall]);
    expect(textOf(a)).toBe('Done after 4 steps.');
    expect(textOf(b)).toBe('Done after 8 steps.');
    expect(firstProgress).toEqual([1, 2, 3, 4]);
    expect(secondProgress).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // And each can still call after the other.
    const sum = await second.client.request(
      { method: 'tools/call', params: { name: 'add', arguments: { a: 2, b: 3 } } },
      CallToolResultSchema,
    );
    expect(sum.structuredContent).toEqual({ sum: 5 });
    expect(starts()).toEqual([String(s.relay!.pid)]);
    await Promise.all([first.client.close(), second.client.close()]);
  }, 20_000);

  it('a session that ends has its open call cancelled at the server, and the other page keeps its own', async () => {
    const s = await serve();
    const leaving = await page(s);
    const staying = await page(s);
    const leavingProgress: number[] = [];
    const abandoned = slow(leaving, 50, leavingProgress).catch((e: unknown) => e);
    const kept = slow(staying, 5);
    await until(() => leavingProgress.length > 0, 'the leaving call to start');
    // The page leaves as the SDK does: DELETE of its session.
    await leaving.transport.terminateSession();
    await until(() => log.includes('slow cancelled after'), 'the server to hear of the cancel');
    expect(log).toMatch(/slow cancelled after \d of 50 steps/);
    expect(textOf(await kept)).toBe('Done after 5 steps.');
    expect(s.relay!.sessions).toBe(1);
    await leaving.client.close();
    void abandoned;
    await staying.client.close();
  }, 20_000);

  it(`past ${MAX_BRIDGE_SESSIONS} pages the oldest ends, and its open call is told so`, async () => {
    const s = await serve();
    const oldest = await page(s);
    const progress: number[] = [];
    const call = slow(oldest, 50, progress).catch((e: unknown) => e);
    await until(() => progress.length > 0, 'the call to start');
    const others: Page[] = [];
    for (let i = 0; i < MAX_BRIDGE_SESSIONS; i++) others.push(await page(s));
    const error = (await call) as McpError;
    expect(error).toBeInstanceOf(McpError);
    expect(error.code).toBe(BRIDGE_LOST_CODE);
    expect(error.data).toEqual({ bridge: 'session-ended' });
    expect(error.message).toContain(BRIDGE_LOSS_MESSAGES['session-ended']);
    expect(s.relay!.sessions).toBe(MAX_BRIDGE_SESSIONS);
    await until(() => log.includes('slow cancelled after'), 'the server to hear of the cancel');
    expect(starts()).toHaveLength(1);
    await Promise.all([oldest, ...others].map((p) => p.client.close()));
  }, 30_000);
});

describe('a server that dies during a call', () => {
  it('fails every open call within a second with the bridge’s message, and starts nothing', async () => {
    const s = await serve(['--faults']);
    const watching = await page(s);
    const crashing = await page(s);
    const progress: number[] = [];
    const waiting = slow(watching, 50, progress).catch((e: unknown) => e);
    await until(() => progress.length > 0, 'the slow call to start');
    const started = performance.now();
    const crashed = await crashing.client
      .request(
        { method: 'tools/call', params: { name: 'crash', arguments: {} } },
        CallToolResultSchema,
      )
      .catch((e: unknown) => e);
    const other = await waiting;
    const elapsed = performance.now() - started;
    for (const error of [crashed, other]) {
      expect(error).toBeInstanceOf(McpError);
      expect((error as McpError).code).toBe(BRIDGE_LOST_CODE);
      expect((error as McpError).data).toEqual({ bridge: 'server-gone' });
      expect((error as McpError).message).toContain('exited during the call');
    }
    expect(elapsed).toBeLessThan(1_000);
    expect(s.relay!.running).toBe(false);
    expect(log).toContain('crashing in the middle of a call');
    expect(starts()).toHaveLength(1);
    await Promise.all([watching.client.close(), crashing.client.close()]);
  }, 20_000);
});
