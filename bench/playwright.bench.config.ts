import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import base, { chromiumArgs } from '../playwright.config';

const launchOptions = base.projects?.[0]?.use?.launchOptions ?? {};

/** BENCH_PORT lets several checkouts on one machine take their figures at once. */
const port = Number(process.env.BENCH_PORT ?? 4174);

/** The browser half of `npm run bench`: one worker, so figures are not skewed by a second browser. */
export default defineConfig({
  testDir: '.',
  testMatch: ['browser.bench.ts', 'live.bench.ts'],
  timeout: 240_000,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // As in the journeys: figures are of the page, not of the service worker's precaching, which
    // starts at the first idle moment and is measured by nothing here.
    serviceWorkers: 'block',
    launchOptions: { ...launchOptions, args: [...chromiumArgs, '--enable-precise-memory-info'] },
  },
  // A static server with compression done once (static-server.mjs), not `vite preview`, which
  // compresses every response on the cores the browser is measured on.
  webServer: {
    command: `node bench/static-server.mjs dist ${port}`,
    url: `http://127.0.0.1:${port}`,
    cwd: join(import.meta.dirname, '..'),
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
