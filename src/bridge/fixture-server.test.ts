/**
 * The fixture MCP server (tests/mcp-servers/fixture-server.mjs) that e2e journeys and benches
 * start: each behaviour it promises, checked with the SDK client. Port 4269 belongs to this file;
 * the server is started and stopped per test that needs different flags.
 */
import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { FIXTURE_SERVER, startNodeServer } from './test-processes';

const PORT = 4269;
const MCP_URL = `http://127.0.0.1:${PORT}/mcp`;

async function withServer<T>(flags: string[], body: () => Promise<T>): Promise<T> {
  const server = await startNodeServer(
    [FIXTURE_SERVER, '--port', String(PORT), ...flags],
    `http://127.0.0.1:${PORT}/health`,
  );
  try {
    return await body();
  } finally {
    await server.stop();
  }
}

async function httpClient(): Promise<Client> {
  const client = new Client({ name: 'fixture-test', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(MCP_URL)));
  return client;
}

function preflight(): Promise<Response> {
  return fetch(MCP_URL, {
    method: 'OPTIONS',
    headers: {
      origin: 'http://127.0.0.1:4261',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, mcp-protocol-version',
    },
  });
}

describe('fixture server over Streamable HTTP', () => {
  it('serves a changed delete_file from the second tools/list of a session on', async () => {
    await withServer([], async () => {
      const client = await httpClient();
      const first = (await client.listTools()).tools.find((t) => t.name === 'delete_file')!;
      const second = (await client.listTools()).tools.find((t) => t.name === 'delete_file')!;
      expect(first.inputSchema.required).toEqual(['path']);
      expect(second.inputSchema.required).toEqual(['path', 'confirm']);
      await client.close();
      // A new session starts from the first definition again.
      const fresh = await httpClient();
      const again = (await fresh.listTools()).tools.find((t) => t.name === 'delete_file')!;
      expect(again.inputSchema.required).toEqual(['path']);
      await fresh.close();
    });
  }, 20_000);

  it('lists --tools N generated tools page by page with nextCursor', async () => {
    await withServer(['--tools', '250', '--page-size', '100'], async () => {
      const client = await httpClient();
      const pages: number[] = [];
      let cursor: string | undefined;
      do {
        const page = await client.listTools(cursor === undefined ? {} : { cursor });
        pages.push(page.tools.length);
        cursor = page.nextCursor;
      } while (cursor !== undefined);
      expect(pages).toEqual([100, 100, 50]);
      const echo = await client.callTool({ name: 'tool_007', arguments: { text: 'hi' } });
      expect(echo.content).toEqual([{ type: 'text', text: 'hi' }]);
      await client.close();
    });
  }, 20_000);

  it('lists --real-tools N tools taken in turn from the real-tool fixtures', async () => {
    await withServer(['--real-tools', '50'], async () => {
      const client = await httpClient();
      const { tools, nextCursor } = await client.listTools();
      expect(nextCursor).toBeUndefined();
      expect(tools).toHaveLength(50);
      const first = JSON.parse(
        readFileSync(
          new URL('../core/__fixtures__/real-tools/analytics_report.json', import.meta.url),
          'utf8',
        ),
      ) as { description: string; inputSchema: unknown };
      expect(tools[0]).toMatchObject({
        name: 'analytics_report_1',
        description: first.description,
        inputSchema: first.inputSchema,
      });
      // 36 of the 41 fixtures: not the three Spark ones nor the two with an untyped root (which
      // the SDK's client refuses); the 37th tool starts over.
      expect(tools[36]!.name).toBe('analytics_report_37');
      expect(tools.some((tool) => /^(spark_|calculate_tax_|untyped_root_)/.test(tool.name))).toBe(
        false,
      );
      await client.close();
    });
  }, 20_000);

  it('returns an image block, a tool error and output that violates its schema', async () => {
    await withServer([], async () => {
      const client = await httpClient();
      const call = (name: string) =>
        client.request(
          { method: 'tools/call', params: { name, arguments: {} } },
          CallToolResultSchema,
        );
      const image = await call('image');
      expect(image.content[1]).toMatchObject({ type: 'image', mimeType: 'image/png' });
      expect(
        Buffer.from((image.content[1] as { data: string }).data, 'base64')
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
      expect(await call('fail')).toMatchObject({ isError: true });
      expect((await call('bad_output')).structuredContent).toEqual({ sum: 'three' });
      await client.close();
    });
  }, 20_000);

  it('sends the CORS headers a page needs, exposing the session and protocol headers', async () => {
    await withServer([], async () => {
      const answer = await preflight();
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4261');
      expect(answer.headers.get('access-control-allow-headers')).toContain('Mcp-Protocol-Version');
      const post = await fetch(MCP_URL, {
        method: 'POST',
        headers: { origin: 'http://127.0.0.1:4261' },
      });
      expect(post.headers.get('access-control-expose-headers')).toBe(
        'Mcp-Session-Id, Mcp-Protocol-Version, WWW-Authenticate',
      );
    });
  }, 20_000);

  it('sends no CORS header with --no-cors, and exposes none with --cors-no-expose', async () => {
    await withServer(['--no-cors'], async () => {
      const answer = await preflight();
      expect(answer.status).toBe(405);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    });
    await withServer(['--cors-no-expose'], async () => {
      const post = await fetch(MCP_URL, {
        method: 'POST',
        headers: { origin: 'http://127.0.0.1:4261' },
      });
      expect(post.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4261');
      expect(post.headers.get('access-control-expose-headers')).toBeNull();
    });
  }, 30_000);
});

describe('fixture server over stdio', () => {
  it('stops the slow tool when the call is cancelled, after the progress so far', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [FIXTURE_SERVER, '--stdio'],
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
    const client = new Client({ name: 'fixture-test', version: '1' });
    await client.connect(transport);
    const progress: number[] = [];
    const abort = new AbortController();
    const call = client.request(
      { method: 'tools/call', params: { name: 'slow', arguments: { steps: 50, intervalMs: 50 } } },
      CallToolResultSchema,
      {
        signal: abort.signal,
        onprogress: (p) => {
          progress.push(p.progress);
          if (p.progress === 3) abort.abort('enough');
        },
      },
    );
    await expect(call).rejects.toThrow();
    // The server hears notifications/cancelled and stops at once.
    for (let i = 0; i < 40 && !stderr.includes('cancelled'); i++)
      await new Promise((r) => setTimeout(r, 25));
    expect(stderr).toMatch(/slow cancelled after [34] of 50 steps/);
    expect(progress.slice(0, 3)).toEqual([1, 2, 3]);
    await client.close();
  }, 20_000);
});

describe('fixture server: the connection doctor’s and the hostile cases', () => {
  it('answers 401 with a challenge without the token, and 403 to another Origin', async () => {
    await withServer(['--auth', 'secret', '--allow-origin', 'http://127.0.0.1:4261'], async () => {
      const noToken = await fetch(MCP_URL, { method: 'POST', body: '{}' });
      expect(noToken.status).toBe(401);
      expect(noToken.headers.get('www-authenticate')).toContain('Bearer');
      const foreign = await fetch(MCP_URL, {
        method: 'POST',
        headers: { origin: 'http://evil.example', authorization: 'Bearer secret' },
        body: '{}',
      });
      expect(foreign.status).toBe(403);
      const client = new Client({ name: 'fixture-test', version: '1' });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(MCP_URL), {
          requestInit: { headers: { Authorization: 'Bearer secret' } },
        }),
      );
      expect((await client.listTools()).tools.map((t) => t.name)).not.toContain('hang');
      await client.close();
    });
  }, 20_000);

  it('with --hostile: 10 MB of text, 10 000 levels, unsafe content, a dropped connection, a malformed reply', async () => {
    await withServer(['--hostile'], async () => {
      const client = await httpClient();
      const names = (await client.listTools()).tools.map((t) => t.name);
      expect(names).toEqual(
        expect.arrayContaining([
          'huge_text',
          'deep_structured',
          'unsafe_content',
          'hang',
          'disconnect',
          'malformed_reply',
        ]),
      );
      const call = (name: string, timeout = 10_000) =>
        client.request(
          { method: 'tools/call', params: { name, arguments: {} } },
          CallToolResultSchema,
          { timeout },
        );
      const huge = await call('huge_text');
      expect((huge.content[0] as { text: string }).text).toHaveLength(10 * 1024 * 1024);
      let depth = 0;
      for (
        let v: unknown = (await call('deep_structured')).structuredContent;
        v && typeof v === 'object' && 'child' in v;
        v = (v as { child: unknown }).child
      )
        depth++;
      expect(depth).toBe(10_000);
      const unsafe = await call('unsafe_content');
      expect(unsafe.content.map((c) => c.type)).toEqual([
        'text',
        'resource_link',
        'image',
        'resource',
      ]);
      expect(unsafe.content[1]).toMatchObject({ uri: 'javascript:alert(4)' });
      await expect(call('disconnect')).rejects.toThrow();
      await expect(call('malformed_reply', 2_000)).rejects.toThrow();
      await expect(call('hang', 500)).rejects.toThrow(/timed out/i);
      await client.close();
    });
  }, 30_000);
});
