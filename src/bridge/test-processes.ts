/**
 * For tests: starts an MCP server as a child process, waits until its port answers, and stops it
 * (and only it, by its pid) afterwards.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
export const FIXTURE_SERVER = join(ROOT, 'tests/mcp-servers/fixture-server.mjs');
export const EVERYTHING_SERVER = join(
  ROOT,
  'node_modules/@modelcontextprotocol/server-everything/dist/index.js',
);
/** How long a test server may take to start listening. */
const START_TIMEOUT_MS = 15_000;

export interface Started {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts `node ARGS…` and resolves once `readyUrl` answers any HTTP status. */
export async function startNodeServer(
  args: string[],
  readyUrl: string,
  env: Record<string, string> = {},
): Promise<Started> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${output}`);
    try {
      await fetch(readyUrl, { signal: AbortSignal.timeout(1_000) });
      return { child, output: () => output, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`server did not start within ${START_TIMEOUT_MS} ms: ${output}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Starts the fixture server over HTTP on a free port; resolves with its MCP URL once it listens. */
export async function startFixtureOnFreePort(flags: string[]): Promise<Started & { url: string }> {
  const child = spawn(process.execPath, [FIXTURE_SERVER, '--port', '0', ...flags], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`fixture did not listen within ${START_TIMEOUT_MS} ms: ${output}`));
    }, START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(output)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`fixture exited early: ${output}`));
    });
  });
  return { child, url, output: () => output, stop };
}
