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
