/**
 * `tool-schema serve`: the built studio from http://127.0.0.1:PORT (an http origin, since MCP
 * servers refuse `Origin: null`), and with a bridge, one stdio MCP server relayed at /mcp on the
 * same origin. Binds the loopback address only; every request passes `judgeRequest` first.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BRIDGE_PATH, judgeRequest, TOKEN_PARAMETER } from './guard';
import { startRelay } from './relay';
import type { Relay } from './relay';
import { SECURITY_HEADERS, sendStudioFile } from './static-files';

/** The only address the server listens on. */
export const LOOPBACK_HOST = '127.0.0.1';
/** Bytes of randomness in the per-run token (256 bits). */
const TOKEN_BYTES = 32;

export interface ServeOptions {
  /** 0 picks a free port. */
  port: number;
  /** The built studio (dist/). */
  root: string;
  /** The stdio server to relay, from the command line after `--`. */
  bridge?: { command: string; args: string[]; cwd: string };
  log: (text: string) => void;
}

export interface Serving {
  port: number;
  /** The URL to open; with a bridge it carries the token. */
  url: string;
  /** The bridge's endpoint, when there is a bridge. */
  bridgeUrl: string | undefined;
  token: string;
  relay: Relay | undefined;
  close(): Promise<void>;
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

async function listen(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

export async function startServe(options: ServeOptions): Promise<Serving> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  // The process starts here, from the command line, before the first request is accepted.
  const relay = options.bridge
    ? await startRelay({
        ...options.bridge,
        onStderr: (text) => options.log(text.replace(/^(?=.)/gm, '[server] ')),
        onExit: () =>
          options.log(
            'tool-schema serve: the stdio server exited (or its connection broke, see above); the bridge answers 502 until you restart tool-schema serve.\n',
          ),
      })
    : undefined;
  let port = options.port;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const verdict = judgeRequest(
      {
        method: req.method ?? 'GET',
        path: url.pathname,
        host: header(req.headers.host),
        origin: header(req.headers.origin),
        secFetchSite: header(req.headers['sec-fetch-site']),
        authorization: header(req.headers.authorization),
      },
      { port, token },
    );
    if (!verdict.allow) {
      res.writeHead(verdict.status, {
        'Content-Type': 'text/plain; charset=utf-8',
        ...SECURITY_HEADERS,
      });
      res.end(`${verdict.reason}\n`);
      return;
    }
    if (verdict.route === 'bridge') {
      if (!relay) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
        res.end(`No bridge: start with tool-schema serve --bridge -- <command> [args…].\n`);
        return;
      }
      relay.handle(req, res).catch((error: Error) => {
        options.log(`tool-schema serve: bridge error: ${error.message}\n`);
        if (!res.headersSent) res.writeHead(500).end();
      });
      return;
    }
    sendStudioFile(options.root, url.pathname, req.method ?? 'GET', res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  try {
    port = await listen(server, options.port);
  } catch (error) {
    await relay?.close();
    throw error;
  }
  const base = `http://${LOOPBACK_HOST}:${port}/`;
  return {
    port,
    token,
    url: relay ? `${base}?${TOKEN_PARAMETER}=${token}` : base,
    bridgeUrl: relay ? `http://${LOOPBACK_HOST}:${port}${BRIDGE_PATH}` : undefined,
    relay,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await relay?.close();
    },
  };
}
