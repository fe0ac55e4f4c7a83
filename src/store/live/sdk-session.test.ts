/**
 * The page's SDK session against the repository's fixture server, in Node (whose fetch the SDK
 * uses as a browser's): a result, a tool error, a call that runs past its timeout, a cancelled
 * call, an elicitation answered, and the session's negotiated facts. Port 4258 belongs to this file.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from './sdk-session';
import type { ElicitRequest, LiveSession, SessionOptions } from './session-types';

const PORT = 4258;
const URL_ = `http://127.0.0.1:${PORT}/mcp`;
let server: ChildProcess;

beforeAll(async () => {
  server = spawn(
    process.execPath,
    ['tests/mcp-servers/fixture-server.mjs', '--port', String(PORT)],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
  });
});

afterAll(() => {
  server.kill();
});

function options(extra: Partial<SessionOptions> = {}): SessionOptions {
  return {
    url: URL_,
    transport: 'streamable-http',
    headers: {},
    connectTimeoutMs: 5_000,
    onElicit: async () => ({ action: 'decline' }),
    onSamplingDeclined: () => undefined,
    onClosed: () => undefined,
    onSessionLost: () => undefined,
    ...extra,
  };
}

const call = (
  session: LiveSession,
  name: string,
  args: unknown,
  timeoutMs = 10_000,
  signal?: AbortSignal,
) =>
  session.callTool(name, args, {
    signal: signal ?? new AbortController().signal,
    timeoutMs,
    onProgress: () => undefined,
  });

describe('openSession', () => {
  it('reports what was negotiated and returns results, tool errors and invalid output unjudged', async () => {
    const session = await openSession(options());
    try {
      expect(session.info).toMatchObject({
        serverName: 'tool-schema-fixture',
        serverTitle: 'Tool Schema Studio fixture',
        serverVersion: '1.0.0',
        protocolVersion: '2025-11-25',
      });
      expect(session.info.instructions).toMatch(/fixture/);
      const listed = await session.listTools(undefined);
      expect(listed.tools.map((t) => (t as { name: string }).name)).toContain('bad_output');
      const sum = await call(session, 'add', { a: 2, b: 3 });
      expect(sum).toMatchObject({ kind: 'result', result: { structuredContent: { sum: 5 } } });
      // The SDK would refuse this result on the page; the studio judges it in its worker instead.
      const bad = await call(session, 'bad_output', {});
      expect(bad).toMatchObject({
        kind: 'result',
        result: { structuredContent: { sum: 'three' } },
      });
      const failed = await call(session, 'fail', { reason: 'no' });
      expect(failed).toMatchObject({ kind: 'result', result: { isError: true } });
      const unknown = await call(session, 'nope', {});
      expect(unknown).toMatchObject({ kind: 'rpc-error', code: -32602 });
    } finally {
      await session.close();
    }
  });

  it('times a call out after its timeout without progress, and cancels one on abort', async () => {
    const session = await openSession(options());
    try {
      // Each step is longer than the timeout, so no progress notification resets it.
      const late = await call(session, 'slow', { steps: 2, intervalMs: 1_000 }, 300);
      expect(late.kind).toBe('timeout');
      const controller = new AbortController();
      const pending = call(
        session,
        'slow',
        { steps: 20, intervalMs: 200 },
        10_000,
        controller.signal,
      );
      setTimeout(() => controller.abort(), 300);
      const cancelled = await pending;
      expect(cancelled.kind).toBe('cancelled');
      expect(cancelled.elapsedMs).toBeLessThan(2_000);
    } finally {
      await session.close();
    }
  });

  it('asks the page to answer an elicitation and sends the answer', async () => {
    const asked: ElicitRequest[] = [];
    const session = await openSession(
      options({
        onElicit: async (request) => {
          asked.push(request);
          return { action: 'accept', content: { name: 'Ada', count: 2 } };
        },
      }),
    );
    try {
      const outcome = await call(session, 'ask', {});
      expect(asked[0]?.message).toBe('Who is asking, and how many greetings?');
      expect(outcome).toMatchObject({
        kind: 'result',
        result: { content: [{ type: 'text', text: 'Hello, Ada! Hello, Ada!' }] },
      });
    } finally {
      await session.close();
    }
  });
});
