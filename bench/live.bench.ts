/**
 * Live-server figures for `npm run bench`, in Chromium against the production build, with the
 * repository's fixture server (tests/mcp-servers/fixture-server.mjs) started here on ports after
 * the bench's: connect and import 500 tools until every row has its badges, and the `tools/call`
 * round trip through the page against the same call made by the SDK client in Node, in the same
 * run. Writes bench/.tmp/live.json; bench/run.mjs prints and records it.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

interface Figure {
  name: string;
  value: number;
  unit: string;
  budget: number | null;
  better: 'lower' | 'higher';
}

const root = join(import.meta.dirname, '..');
const benchPort = Number(process.env.BENCH_PORT ?? 4174);
const IMPORT_PORT = benchPort + 1;
const CALL_PORT = benchPort + 2;
const IMPORTED_TOOLS = 500;
const CALLS = 60;
/** Calls left out of each series first, so neither side is measured while it warms up. */
const WARM_UP = 10;
/** The budget: the page's p50 may exceed the SDK client's in Node by at most this. */
const ROUND_TRIP_OVERHEAD_BUDGET_MS = 20;

const figures: Figure[] = [];
const servers: ChildProcess[] = [];

function add(name: string, value: number, unit: string, budget: number | null) {
  figures.push({ name, value: Math.round(value * 100) / 100, unit, budget, better: 'lower' });
}

function percentile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function startFixture(port: number, extra: string[] = []): Promise<string> {
  const child = spawn(
    process.execPath,
    ['tests/mcp-servers/fixture-server.mjs', '--port', String(port), ...extra],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  servers.push(child);
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
  });
  return `http://127.0.0.1:${port}/mcp`;
}

async function openStudio(page: Page) {
  await page.goto('/');
  await expect(page.locator('.monaco-editor .view-lines')).toBeVisible({ timeout: 30_000 });
}

async function connect(page: Page, url: string) {
  await page
    .getByRole('toolbar', { name: 'Studio' })
    .getByRole('button', { name: 'Connect', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Connect to a server' });
  await dialog.getByRole('textbox', { name: 'Server URL' }).fill(url);
  return dialog;
}

test.afterAll(() => {
  for (const server of servers) server.kill();
  mkdirSync(join(root, 'bench/.tmp'), { recursive: true });
  writeFileSync(join(root, 'bench/.tmp/live.json'), JSON.stringify(figures, null, 2));
});

test('connect and import 500 tools from a local server, until every row has its badges', async ({
  page,
}) => {
  const url = await startFixture(IMPORT_PORT, ['--tools', String(IMPORTED_TOOLS)]);
  await openStudio(page);
  const dialog = await connect(page, url);
  // Timed in the page: from the Connect click to connected, then from Import from server to
  // 501 rows, and to the status bar no longer checking any tool (every row's badges drawn).
  const times = await page.evaluate(async (count) => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const until = async (done: () => boolean) => {
      while (!done()) await frame();
      return performance.now();
    };
    const button = (name: string) =>
      [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;
    const status = () => document.querySelector('[aria-label="Connection"]')?.textContent ?? '';
    const start = performance.now();
    [...document.querySelectorAll('dialog button')]
      .find((b) => b.textContent?.trim() === 'Connect')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const connected = await until(() => status().startsWith('Connected'));
    const importStart = performance.now();
    button('Import from server').click();
    const rows = () =>
      document.querySelectorAll('[role="listbox"][aria-label="Tools"] [role="option"]').length;
    const listed = await until(() => rows() === count + 1);
    const bar = () => document.querySelector('footer.status-bar')?.textContent ?? '';
    const badges = await until(() => rows() === count + 1 && !/checking/.test(bar()));
    return {
      connect: connected - start,
      rows: listed - importStart,
      badges: badges - importStart,
      total: badges - start,
    };
  }, IMPORTED_TOOLS);
  await expect(dialog).toBeVisible();
  add('browser.live.connect', times.connect, 'ms', null);
  add('browser.live.import-500-tools.rows', times.rows, 'ms', null);
  add('browser.live.import-500-tools.badges', times.badges, 'ms', null);
  add('browser.live.connect-and-import-500-tools.badges', times.total, 'ms', 1000);
});

test('tools/call round trip on localhost: through the page and by the SDK client in Node', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const url = await startFixture(CALL_PORT);

  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  const node: number[] = [];
  for (let i = 0; i < CALLS + WARM_UP; i++) {
    const t0 = performance.now();
    await client.callTool({ name: 'add', arguments: { a: i, b: 1 } });
    if (i >= WARM_UP) node.push(performance.now() - t0);
  }
  await client.close();

  await openStudio(page);
  const dialog = await connect(page, url);
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByLabel('Connection', { exact: true })).toContainText('Connected');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('toolbar', { name: 'Studio' })
    .getByRole('button', { name: 'Import from server' })
    .click();
  await page
    .getByRole('listbox', { name: 'Tools' })
    .getByRole('option', { name: 'add', exact: true })
    .click();
  await page.getByRole('tab', { name: 'Form' }).click();
  await page.getByRole('region', { name: 'Input form' }).getByLabel(/^a/).fill('2');
  await page.getByRole('region', { name: 'Input form' }).getByLabel(/^b/).fill('3');
  const run = page.getByRole('button', { name: 'Run on server' });
  await expect(run).toBeEnabled();
  // From the click to the Result pane showing the new call's outcome, timed in the page.
  const browser = await page.evaluate(
    async ({ calls, warmUp }) => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === 'Run on server',
      )!;
      const result = document.querySelector('[aria-label="Result"]')!;
      const times: number[] = [];
      for (let i = 0; i < calls + warmUp; i++) {
        const before = result.getAttribute('data-call');
        const t0 = performance.now();
        const shown = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (
              result.getAttribute('data-call') !== before &&
              /Success in/.test(result.textContent ?? '') &&
              !button.disabled
            ) {
              observer.disconnect();
              resolve(performance.now());
            }
          });
          observer.observe(result.parentElement!, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
        });
        button.click();
        const t1 = await shown;
        if (i >= warmUp) times.push(t1 - t0);
      }
      return times;
    },
    { calls: CALLS, warmUp: WARM_UP },
  );
  const pageP50 = percentile(browser, 0.5);
  const nodeP50 = percentile(node, 0.5);
  add('browser.live.tools-call.page.p50', pageP50, 'ms', null);
  add('browser.live.tools-call.page.p95', percentile(browser, 0.95), 'ms', null);
  add('node.live.tools-call.sdk.p50', nodeP50, 'ms', null);
  add('node.live.tools-call.sdk.p95', percentile(node, 0.95), 'ms', null);
  add(
    'browser.live.tools-call.page-over-sdk.p50',
    pageP50 - nodeP50,
    'ms',
    ROUND_TRIP_OVERHEAD_BUDGET_MS,
  );
});
