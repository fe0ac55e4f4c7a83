/**
 * A static server for the update journey: one address whose files can be switched from one build
 * to another mid-test, as a deploy does. Only for files of the build; any other path gets
 * index.html, as a single-page host would.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

export interface SwitchableServer {
  origin: string;
  serve(root: string): void;
  close(): Promise<void>;
}

/** Starts on `port` (0: any free one) serving `root`. */
export async function startServer(root: string, port: number): Promise<SwitchableServer> {
  let current = root;
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = path === '/' || !extname(path) ? '/index.html' : path;
    readFile(join(current, file))
      .then((body) => {
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          // A deploy is visible at once, as with a host that revalidates (sw.js above all).
          'cache-control': 'no-cache',
        });
        response.end(body);
      })
      .catch(() => {
        response.writeHead(404).end();
      });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    origin: `http://127.0.0.1:${actual}`,
    serve: (next) => void (current = next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
