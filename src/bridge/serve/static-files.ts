/**
 * Serves the built studio (dist/) read-only: a request names a file under the root or gets 404;
 * a path that would leave the root (`..`, encoded or not, a NUL, a symlink out) is never opened.
 */
import { createReadStream, existsSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/** Headers on every answer: no sniffing, no referrer (the page's URL carries the token), no framing. */
export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** The studio's dist/ folder: beside the CLI's package.json, wherever the bundle was loaded from. */
export function defaultStudioRoot(from: string = import.meta.url): string | undefined {
  let dir = dirname(fileURLToPath(from));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'dist', 'index.html')))
      return join(dir, 'dist');
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return undefined;
}

/** The file a URL path names under `root`, or undefined when it names none (or would leave root). */
export async function resolveStudioFile(
  root: string,
  urlPath: string,
): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).includes('..')) return undefined;
  const relative = decoded === '/' ? 'index.html' : decoded.replace(/^\/+/, '');
  const base = resolve(root);
  const candidate = resolve(base, relative);
  if (!candidate.startsWith(base + sep)) return undefined;
  const realRoot = await realpath(base);
  try {
    const real = await realpath(candidate);
    if (!real.startsWith(realRoot + sep)) return undefined;
    return (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

export async function sendStudioFile(
  root: string,
  urlPath: string,
  method: string,
  res: ServerResponse,
): Promise<void> {
  const file = await resolveStudioFile(root, urlPath);
  if (!file) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
    res.end('Not found.\n');
    return;
  }
  const { size } = await stat(file);
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': String(size),
    // The page is rebuilt between runs; hashed assets could be cached, but a local server is fast.
    'Cache-Control': 'no-store',
    ...SECURITY_HEADERS,
  });
  if (method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}
