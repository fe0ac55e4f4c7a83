#!/usr/bin/env node
/**
 * Regenerates the README's pictures from the e2e journeys that take them: every test whose title
 * says "SCREENSHOTS=1 writes", run against a fresh production build with SCREENSHOTS=1, writes its
 * picture into docs/ instead of the test's output folder. A picture is therefore always of the
 * studio as it is, taken after the journey's own checks passed.
 *
 * Run: `npm run docs:screenshots` (E2E_PORT picks the port, as for the e2e tests).
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (args, env = {}) =>
  execFileSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });

run([join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error']);
run(
  [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--grep', 'SCREENSHOTS=1 writes'],
  {
    SCREENSHOTS: '1',
  },
);
console.log(
  'screenshots: docs/screenshot.png and docs/images/ rewritten; review them before committing.',
);
