import { defineConfig } from '@playwright/test';
import config from './playwright.bench.config';

const port = Number(process.env.BENCH_PORT ?? 4174);

/**
 * `npm run profile`: the typing profile (profile.bench.ts) with the bench's browser, against an
 * unminified production build in bench/.tmp/profile-dist, so the profile names functions.
 */
export default defineConfig({
  ...config,
  testMatch: 'profile.bench.ts',
  webServer: {
    ...config.webServer,
    command: `node bench/static-server.mjs bench/.tmp/profile-dist ${port}`,
  },
});
