/**
 * `tool-schema serve` as a command, and `tool-schema test --server` through a running bridge.
 * Port 4268 belongs to this file (src/bridge/serve/bridge.test.ts covers the bridge over HTTP).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe } from '../../bridge/serve/server';
import type { Serving } from '../../bridge/serve/server';
import { FIXTURE_SERVER } from '../../bridge/test-processes';
import { runCliIn } from '../run-in-folder';

const PORT = 4268;

let dir: string;
let root: string;
let serving: Serving;

const run = (args: string[]) => runCliIn(dir, args);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tool-schema-serve-'));
  root = join(dir, 'dist');
  mkdirSync(root);
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>studio</title>');
  serving = await startServe({
    port: PORT,
    root,
    bridge: { command: process.execPath, args: [FIXTURE_SERVER, '--stdio'], cwd: dir },
    log: () => undefined,
  });
}, 20_000);

afterAll(async () => {
  await serving?.close();
});

describe('tool-schema test --server through the bridge', () => {
  it('passes with the token as a header, and says 403 without it', async () => {
    writeFileSync(
      join(dir, 'add.json'),
      JSON.stringify({
        name: 'add',
        inputSchema: {
          type: 'object',
          properties: { a: { type: 'number' }, b: { type: 'number' } },
        },
        outputSchema: {
          type: 'object',
          properties: { sum: { type: 'number' } },
          required: ['sum'],
        },
      }),
    );
    writeFileSync(
      join(dir, 'add.cases.json'),
      JSON.stringify([
        {
          name: 'adds',
          input: { a: 1, b: 2 },
          expect: 'success',
          structuredContent: { sum: 3 },
          checkOutputSchema: true,
        },
      ]),
    );
    const args = ['test', 'add.json', '--cases', 'add.cases.json', '--server', serving.bridgeUrl!];
    const withToken = await run([...args, '--header', `Authorization: Bearer ${serving.token}`]);
    expect(withToken.out).toContain('pass add › server: adds');
    expect(withToken.code).toBe(0);
    const without = await run(args);
    expect(without.code).toBe(2);
    expect(without.err).toContain('HTTP 403');
  }, 20_000);
});

describe('tool-schema serve on the command line', () => {
  it('refuses a bridge without a command, a command without --bridge, and a bad port', async () => {
    const noCommand = await run(['serve', '--bridge']);
    expect(noCommand.code).toBe(2);
    expect(noCommand.err).toContain('--bridge needs the stdio server');
    expect((await run(['serve', '--', 'node', 'x.js'])).err).toContain(
      'only started with --bridge',
    );
    expect((await run(['serve', '--port', '70000'])).err).toContain('--port needs a port number');
    const noStudio = await run(['serve', '--port', '0', '--dir', 'nowhere']);
    expect(noStudio.code).toBe(2);
    expect(noStudio.err).toContain('--dir nowhere holds no index.html');
    // "--help" after "--" is the bridged program's, not a request for serve's usage.
    expect((await run(['serve', '--', 'server', '--help'])).err).toContain(
      'only started with --bridge',
    );
  });

  it('says when the port is taken or the command does not exist, starting nothing', async () => {
    const busy = await run(['serve', '--port', String(PORT), '--dir', root]);
    expect(busy.code).toBe(2);
    expect(busy.err).toContain(`port ${PORT} is in use`);
    const missing = await run([
      'serve',
      '--port',
      '0',
      '--dir',
      root,
      '--bridge',
      '--',
      'no-such-program-h29',
    ]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('could not start "no-such-program-h29"');
  });
});
