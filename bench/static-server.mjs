#!/usr/bin/env node
// The bench's web server: serves a production build as a static host does, every file
// gzip-compressed once when the server starts. `vite preview` compresses each response as it
// sends it, in a Node process on the same two cores as the browser being measured: the editor's
// 3.5 MB chunk, prefetched while the first form field is drawn, cost the page that CPU.
//
//   node bench/static-server.mjs <build directory> <port>
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const [directory, portArgument] = process.argv.slice(2);
const port = Number(portArgument);
if (!directory || !Number.isInteger(port)) {
  console.error('usage: node bench/static-server.mjs <build directory> <port>');
  process.exit(2);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};
/** Types sent as they are: already compressed, or too small to gain (as vite preview's 1 KB threshold). */
const UNCOMPRESSED = new Set(['font/ttf']);
const MIN_COMPRESSED_BYTES = 1024;

/** Every file of the build by URL path, with its gzip bytes made once. */
const files = new Map();
function addDirectory(path) {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) {
      addDirectory(full);
      continue;
    }
    const bytes = readFileSync(full);
    const type = TYPES[extname(entry.name)] ?? 'application/octet-stream';
    const compress = !UNCOMPRESSED.has(type) && bytes.length >= MIN_COMPRESSED_BYTES;
    files.set(`/${relative(directory, full).split(sep).join('/')}`, {
      bytes,
      gzip: compress ? gzipSync(bytes) : undefined,
      type,
      etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`,
    });
  }
}
if (!existsSync(join(directory, 'index.html'))) {
  console.error(`${directory} holds no index.html: build the studio first (npx vite build)`);
  process.exit(2);
}
addDirectory(directory);

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  // A path with an extension is a file (404 when absent); any other is the app (its index.html).
  const file = files.get(path) ?? (extname(path) ? undefined : files.get('/index.html'));
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  const headers = { 'content-type': file.type, 'cache-control': 'no-cache', etag: file.etag };
  if (request.headers['if-none-match'] === file.etag) {
    response.writeHead(304, headers).end();
    return;
  }
  const gzip = file.gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  if (file.gzip) headers.vary = 'accept-encoding';
  if (gzip) headers['content-encoding'] = 'gzip';
  response
    .writeHead(200, headers)
    .end(request.method === 'HEAD' ? undefined : gzip ? file.gzip : file.bytes);
}).listen(port, '127.0.0.1');
