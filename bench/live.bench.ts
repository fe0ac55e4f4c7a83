/**
 * Live-server figures for `npm run bench`, in Chromium against the production build, with the
 * fixture MCP server (tests/mcp-servers/fixture-server.mjs) started here on the three ports after
 * the page's (BENCH_PORT + 1 to + 3) and stopped at the end:
 *   - connect, then Import from server of 500 tools until the tool list shows the 500 new rows
 *     with their badges (no row still "Checking…"): 500 real tools (the repository's real-tool
 *     fixtures in turn), then 500 generated two-property ones;
 *   - the 500 real tools' workspace reloaded, until every row shows its badges again (from the
 *     reload's start), counting the tools the background check sends the worker meanwhile;
 *   - tools/call round trips of `add` through the page (Run until the Result region
 *     shows the sum) beside the same call made by the SDK client in Node, alternated in the same
 *     run so both see the same machine; the budget is on the page's overhead, p50 page − p50 Node.
 * Times are taken in the page (performance.now from a click to the DOM change that shows its effect), not by
 * Playwright's retrying expectations, whose polling interval would swamp a 20 ms budget.
 * Writes bench/.tmp/live.json; bench/run.mjs prints and records it with the other figures.
 *
 * These figures alone: `npx vite build && BENCH_PORT=<port> npx playwright test -c
 * bench/playwright.bench.config.ts live.bench.ts` (then read bench/.tmp/live.json).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test } from '@playwright/test';
import type { ElementHandle, Page } from '@playwright/test';
import { FormPanel } from '../e2e/pages/form';
import { LivePanel } from '../e2e/pages/live';
import { ToolsPanel } from '../e2e/pages/tools';
import type { StudioWindow } from '../src/test-api';
import { LIVE_FIGURES } from './live-figures.mjs';
import type { DeclaredFigure } from './pending-figures.mjs';

interface Figure extends DeclaredFigure {
  value: number;
}

const figures: Figure[] = [];
const root = join(import.meta.dirname, '..');
const pagePort = Number(process.env.BENCH_PORT ?? 4174);
/** `--tools 500`: generated tools only, so `add` is called on a second server with the usual ones. */
const LIST_PORT = pagePort + 1;
const CALL_PORT = pagePort + 2;
/** `--real-tools 500`: the repository's real-tool fixtures in turn. */
const REAL_LIST_PORT = pagePort + 3;
const listUrl = `http://127.0.0.1:${LIST_PORT}/mcp`;
const realListUrl = `http://127.0.0.1:${REAL_LIST_PORT}/mcp`;
const callUrl = `http://127.0.0.1:${CALL_PORT}/mcp`;
const IMPORTED_TOOLS = 500;
/** Each on a fresh page: the import's figure is the median of these. */
const IMPORT_RUNS = 3;
/** Calls each way after the warm-up ones, alternating page and Node. */
const CALLS = 40;
const WARM_UP_CALLS = 3;
/** Records a figure with the unit and budget bench/live-figures.mjs declares for it. */
function add(name: string, value: number) {
  const declared = LIVE_FIGURES.find((f) => f.name === name);
  if (!declared) throw new Error(`${name} is not declared in bench/live-figures.mjs.`);
  figures.push({ ...declared, value: Math.round(value * 100) / 100 });
}

function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const servers: ChildProcess[] = [];

async function startFixture(port: number, extra: string[]): Promise<void> {
  const child = spawn(
    process.execPath,
    [join(root, 'tests/mcp-servers/fixture-server.mjs'), '--port', String(port), ...extra],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  servers.push(child);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The fixture server on ${port} exited.`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The fixture server on ${port} did not answer /health within 30 s.`);
}

test.beforeAll(async () => {
  await Promise.all([
    startFixture(LIST_PORT, ['--tools', String(IMPORTED_TOOLS)]),
    startFixture(REAL_LIST_PORT, ['--real-tools', String(IMPORTED_TOOLS)]),
    startFixture(CALL_PORT, []),
  ]);
});

test.afterAll(() => {
  for (const child of servers) child.kill();
  mkdirSync(join(root, 'bench/.tmp'), { recursive: true });
  writeFileSync(join(root, 'bench/.tmp/live.json'), JSON.stringify(figures, null, 2));
});

async function openStudio(page: Page) {
  await page.goto('/');
  await expect(page.locator('.monaco-editor .view-lines')).toBeVisible({ timeout: 60_000 });
}

/** What a timed click waits for: a text in an element, or the tool list's rows (with badges). */
type Until =
  | { kind: 'text'; text: string }
  | { kind: 'rows'; count: number }
  | { kind: 'badges'; count: number };

/**
 * Clicks `button` in the page and resolves, in ms of page time, when `until` first holds of
 * `target`. The rows' time of an import is noted on the way to its badges.
 */
async function timeClick(
  page: Page,
  button: ElementHandle<Element>,
  target: ElementHandle<Element>,
  until: Until,
): Promise<{ done: number; rows: number }> {
  return page.evaluate(
    ({ button, target, until }) => {
      const rows = () => target.querySelectorAll('[role=option]');
      // Every row is there and none is still being checked: its badges are shown.
      const badged = () =>
        [...rows()].every((row) => {
          const ids = (row.getAttribute('aria-describedby') ?? '').split(' ');
          const text = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
          return text !== '' && !/checking/i.test(text);
        });
      let rowsAt = Infinity;
      const holds = () => {
        if (until.kind === 'text') return (target.textContent ?? '').includes(until.text);
        if (rows().length !== until.count) return false;
        if (rowsAt === Infinity) rowsAt = performance.now();
        return until.kind === 'rows' || badged();
      };
      // Checked on every change under `target` (a MutationObserver's callback runs as the DOM
      // changes, not on a timer, whose nested clamping to 4 ms would blur a 20 ms budget).
      return new Promise<{ done: number; rows: number }>((resolve) => {
        const start = performance.now();
        const finish = (done: number) => {
          observer.disconnect();
          clearTimeout(timer);
          resolve({ done, rows: rowsAt - start });
        };
        const observer = new MutationObserver(() => {
          if (holds()) finish(performance.now() - start);
        });
        observer.observe(target, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
        const timer = setTimeout(() => finish(Infinity), 60_000);
        (button as HTMLElement).click();
        if (holds()) finish(performance.now() - start);
      });
    },
    { button, target, until },
  );
}

/** The import's servers: real tools (the figure), then generated ones (the old figure). */
const IMPORTS = [
  { url: realListUrl, figure: `${IMPORTED_TOOLS}-real-tools`, connectFigure: true },
  { url: listUrl, figure: `${IMPORTED_TOOLS}-tools`, connectFigure: false },
] as const;

for (const { url, figure, connectFigure } of IMPORTS)
  test(`connect and import ${figure} from a local server`, async ({ browser }) => {
    const connects: number[] = [];
    const toRows: number[] = [];
    const toBadges: number[] = [];
    for (let run = 0; run < IMPORT_RUNS; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const live = new LivePanel(page);
      const tools = new ToolsPanel(page);
      await openStudio(page);
      const before = await tools.rows.count();

      await live.connectButton.click();
      await live.serverUrl.fill(url);
      const connect = live.dialog.getByRole('button', { name: 'Connect', exact: true });
      connects.push(
        (
          await timeClick(
            page,
            (await connect.elementHandle())!,
            (await live.connectionState.elementHandle())!,
            { kind: 'text', text: 'Connected' },
          )
        ).done,
      );
      await expect(live.connectionState).toContainText('Connected');
      await live.closeDialog();

      const importing = await timeClick(
        page,
        (await live.importFromServer.elementHandle())!,
        (await tools.list.elementHandle())!,
        { kind: 'badges', count: before + IMPORTED_TOOLS },
      );
      toRows.push(importing.rows);
      toBadges.push(importing.done);
      await expect(page.getByRole('contentinfo', { name: 'Status bar' })).toContainText(
        `Imported ${IMPORTED_TOOLS} tools`,
      );
      await expect(tools.rows).toHaveCount(before + IMPORTED_TOOLS);
      await context.close();
    }
    const connect = quantile(connects, 0.5);
    const badges = quantile(toBadges, 0.5);
    if (connectFigure) add('browser.live.connect.median', connect);
    add(`browser.live.import-${figure}.rows.median`, quantile(toRows, 0.5));
    add(`browser.live.import-${figure}.badges.median`, badges);
    add(`browser.live.connect-and-import-${figure}`, connect + badges);
  });

/** Reloads of the 500-real-tool workspace, each measured: the figure is their median. */
const RELOADS = 3;

/**
 * Installed before every document of the page: notes, in `window.benchReload`, the page time
 * (from the document's start) when a list has `rows` rows that all show their badges, and every
 * text the background check sends the validation worker.
 */
function watchReload(rows: number) {
  const watch = { badgedAt: undefined as number | undefined, checked: 0 };
  (window as unknown as { benchReload: typeof watch }).benchReload = watch;
  const original = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: never[]) {
    const request = message as { type?: string; texts?: string[] };
    if (request?.type === 'analyze-batch') watch.checked += request.texts?.length ?? 0;
    return original.call(this, message, ...rest);
  };
  const badged = () => {
    for (const list of document.querySelectorAll('[role=listbox]')) {
      const options = list.querySelectorAll('[role=option]');
      if (options.length !== rows) continue;
      return [...options].every((row) => {
        const ids = (row.getAttribute('aria-describedby') ?? '').split(' ');
        const text = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
        return text !== '' && !/checking/i.test(text);
      });
    }
    return false;
  };
  const observer = new MutationObserver(() => {
    if (watch.badgedAt === undefined && badged()) {
      watch.badgedAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
}

/** The keys of the verdicts the studio keeps in IndexedDB (src/store/verdict-cache.ts). */
function keptVerdicts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('tool-schema-studio-verdicts');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('verdicts')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('verdicts').objectStore('verdicts').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(new Error(String(count.error)));
        };
      }),
  );
}

test('reload a workspace of 500 real tools until every row is badged again', async ({ page }) => {
  const live = new LivePanel(page);
  const tools = new ToolsPanel(page);
  await openStudio(page);
  const rows = (await tools.rows.count()) + IMPORTED_TOOLS;
  await page.addInitScript(watchReload, rows);
  await live.connect(realListUrl);
  await live.closeDialog();
  await live.importFromServer.click();
  await expect(tools.rows).toHaveCount(rows, { timeout: 60_000 });
  await expect
    .poll(async () => (await tools.statuses()).filter(([, s]) => /checking/i.test(s)).length, {
      timeout: 120_000,
    })
    .toBe(0);
  // The verdicts are written a moment after they land, the workspace at once when asked.
  await expect.poll(() => keptVerdicts(page), { timeout: 30_000 }).toBe(rows);
  await page.evaluate(() => (window as unknown as StudioWindow).toolSchemaStudio.flush());

  const times: number[] = [];
  let checked = 0;
  for (let run = 0; run < RELOADS; run++) {
    await page.reload();
    const watched = () =>
      page.evaluate(
        () =>
          (window as unknown as { benchReload: { badgedAt?: number; checked: number } })
            .benchReload,
      );
    await expect.poll(async () => (await watched()).badgedAt, { timeout: 60_000 }).toBeDefined();
    const { badgedAt, checked: sent } = await watched();
    times.push(badgedAt!);
    checked = Math.max(checked, sent);
  }
  add('browser.live.reload-500-real-tools.badges.median', quantile(times, 0.5));
  add('browser.live.reload-500-real-tools.tools-checked-again', checked);
});

test('tools/call round trip: the page beside the SDK client in Node', async ({ page }) => {
  const live = new LivePanel(page);
  const tools = new ToolsPanel(page);
  const form = new FormPanel(page);
  await openStudio(page);
  await live.connect(callUrl);
  await live.closeDialog();
  await live.importFromServer.click();
  await tools.tool('add').click();
  await form.tab.click();
  const result = (await live.result.elementHandle())!;

  const client = new Client({ name: 'tool-schema-bench', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(callUrl)));
  const pageTimes: number[] = [];
  const nodeTimes: number[] = [];
  try {
    for (let i = 0; i < WARM_UP_CALLS + CALLS; i++) {
      // A new first number each call, so each answer is a sentence the Result has not shown yet.
      const a = 1000 + i;
      await form.inputForm.getByLabel(/^a/).fill(String(a));
      await form.inputForm.getByLabel(/^b/).fill('1');
      await expect.poll(() => form.sampleValue()).toEqual({ a, b: 1 });
      await expect(live.run).toBeEnabled();
      const { done: pageMs } = await timeClick(page, (await live.run.elementHandle())!, result, {
        kind: 'text',
        text: `The sum of ${a} and 1 is ${a + 1}.`,
      });
      const start = performance.now();
      const answer = await client.callTool({ name: 'add', arguments: { a, b: 1 } });
      const nodeMs = performance.now() - start;
      expect(answer.structuredContent).toEqual({ sum: a + 1 });
      if (i < WARM_UP_CALLS) continue;
      pageTimes.push(pageMs);
      nodeTimes.push(nodeMs);
    }
  } finally {
    await client.close();
  }
  const pageP50 = quantile(pageTimes, 0.5);
  const nodeP50 = quantile(nodeTimes, 0.5);
  add('browser.live.tools-call.page.p50', pageP50);
  add('browser.live.tools-call.page.p95', quantile(pageTimes, 0.95));
  add('node.live.tools-call.sdk.p50', nodeP50);
  add('node.live.tools-call.sdk.p95', quantile(nodeTimes, 0.95));
  add('browser.live.tools-call.page-over-node.p50', pageP50 - nodeP50);
});
