/**
 * The fixture server with its hostile-page routes (tests/mcp-servers/hostile-page.mjs), started
 * by the journeys that need it on a port the system picks, so it never takes a port another
 * journey's server uses.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

export interface HostilePageServer {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** What reached the redirect's other origin (http://localhost:PORT), as the server recorded it. */
  reached(): Promise<{ method: string; path: string; headers: string[]; apiKey: string | null }[]>;
  stop(): void;
}

export async function startHostilePageServer(): Promise<HostilePageServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(ROOT, 'tests/mcp-servers/fixture-server.mjs'), '--port', '0', '--hostile-page'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`fixture-server exited (${code})`)));
  });
  return {
    origin,
    async reached() {
      const response = await fetch(`${origin}/reached`);
      return (await response.json()) as Awaited<ReturnType<HostilePageServer['reached']>>;
    },
    stop() {
      child.kill('SIGTERM');
    },
  };
}
