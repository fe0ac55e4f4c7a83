import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Machines without Playwright's own browser download use Debian's chromium; where Playwright
// has installed its browsers, those are used instead.
const systemChromium = '/usr/bin/chromium';
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync(systemChromium) ? systemChromium : undefined);

// E2E_PORT lets several checkouts on one machine run their journeys at once.
const port = Number(process.env.E2E_PORT ?? 4173);
const origin = `http://127.0.0.1:${port}`;
/** The live-server journeys' MCP servers, on ports after the page's (as e2e/live-servers.ts says). */
const EVERYTHING_PORT = port + 1;
const FIXTURE_PORT = port + 2;
const FIXTURE_NO_CORS_PORT = port + 3;
const EVERYTHING_SSE_PORT = port + 5;

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium refuses a few ports outright (5060 and 5061 are SIP's); E2E_PORT may be one of them.
  `--explicitly-allowed-ports=${Array.from({ length: 11 }, (_, i) => port + i).join(',')}`,
];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // One browser at a time: several journeys check the page answers a click within a second after
  // a hostile input, and on a 2-core machine a second browser's work would be measured with it.
  // E2E_WORKERS=2 runs faster where that check is not the point.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: origin,
    trace: 'retain-on-failure',
    permissions: ['clipboard-read', 'clipboard-write'],
    // The built studio registers a service worker; a journey that routes or counts requests must
    // see them all, so only the offline journeys (e2e/pwa-*.spec.ts) allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath, args: chromiumArgs },
      },
    },
  ],
  webServer: [
    {
      command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${port} --strictPort`,
      url: origin,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    // The MCP reference server in its Streamable HTTP mode (open CORS), for the live journeys.
    {
      command:
        'node node_modules/@modelcontextprotocol/server-everything/dist/index.js streamableHttp',
      env: { PORT: String(EVERYTHING_PORT) },
      port: EVERYTHING_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // ...and in its legacy HTTP+SSE mode, for the transport the user can pick.
    {
      command: 'node node_modules/@modelcontextprotocol/server-everything/dist/index.js sse',
      env: { PORT: String(EVERYTHING_SSE_PORT) },
      port: EVERYTHING_SSE_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // The repository's fixture server (tests/mcp-servers/fixture-server.mjs): one behaviour per tool.
    {
      command: `node tests/mcp-servers/fixture-server.mjs --port ${FIXTURE_PORT}`,
      url: `http://127.0.0.1:${FIXTURE_PORT}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // ...and one started without CORS headers, for the connection doctor.
    {
      command: `node tests/mcp-servers/fixture-server.mjs --port ${FIXTURE_NO_CORS_PORT} --no-cors`,
      url: `http://127.0.0.1:${FIXTURE_NO_CORS_PORT}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
