/**
 * A hostile MCP server, played by the test through page.route at an address where nothing
 * listens: its tools answer 10 MB of text with markup, a `javascript:` link, an SVG with a script,
 * `structuredContent` nested 10 000 levels deep, a dropped connection and malformed JSON-RPC. The
 * page must stay responsive, run nothing, follow no link, say what happened and keep the workspace.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { assertResponsive, toolTexts } from './hostile-guard';
import { HOSTILE_URL } from './live-servers';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'Content-Type, Accept, Authorization, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Expose-Headers': 'Mcp-Session-Id, Mcp-Protocol-Version',
};

const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>window.__pwned = "svg"</script><rect width="4" height="4" fill="red"/></svg>',
).toString('base64');

/** JSON nested `levels` deep, written as text: JSON.stringify itself overflows the stack on it. */
const DEEP_JSON = `${'{"d":'.repeat(10_000)}"bottom"${'}'.repeat(10_000)}`;
const DEEP_MARK = '"__deep__"';

const TOOLS = ['flood', 'drop', 'garbage'].map((name) => ({
  name,
  description: `Hostile: ${name}.`,
  inputSchema: { type: 'object', properties: {} },
}));

/** The JSON-RPC answers of the hostile server; `drop` aborts, `garbage` is not JSON. */
async function hostileServer(route: Route) {
  const request = route.request();
  if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
  if (request.method() !== 'POST') return route.fulfill({ status: 405, headers: CORS });
  const message = request.postDataJSON() as {
    id?: number;
    method: string;
    params?: { name?: string };
  };
  if (message.id === undefined) return route.fulfill({ status: 202, headers: CORS });
  const reply = (result: unknown) =>
    route.fulfill({
      status: 200,
      headers: { ...CORS, 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: message.id, result }).replace(
        DEEP_MARK,
        DEEP_JSON,
      ),
    });
  if (message.method === 'initialize')
    return reply({
      protocolVersion: '2025-06-18',
      capabilities: { tools: {} },
      serverInfo: { name: '<img src=x onerror="window.__pwned=1">', version: '6.6.6' },
    });
  if (message.method === 'tools/list') return reply({ tools: TOOLS });
  const tool = message.params?.name;
  if (tool === 'drop') return route.abort('connectionreset');
  if (tool === 'garbage')
    return route.fulfill({
      status: 200,
      headers: { ...CORS, 'Content-Type': 'application/json' },
      body: '{"jsonrpc": "2.0", "id": ',
    });
  return reply({
    content: [
      {
        type: 'text',
        text: `<script>window.__pwned = "text"</script>${'x'.repeat(10 * 1024 * 1024)}`,
      },
      { type: 'resource_link', uri: 'javascript:window.__pwned="link"', name: 'click me' },
      { type: 'image', mimeType: 'image/svg+xml', data: SVG_WITH_SCRIPT },
      { type: 'image', mimeType: 'text/html', data: 'PHNjcmlwdD4=' },
    ],
    structuredContent: '__deep__',
  });
}

async function longestTaskSince(page: Page, since: number, until: number): Promise<number> {
  return page.evaluate(
    ([t0, t1]) =>
      Math.max(
        0,
        ...(window as unknown as { __tasks: { start: number; duration: number }[] }).__tasks
          .filter((t) => t.start >= t0 && t.start <= t1)
          .map((t) => t.duration),
      ),
    [since, until] as const,
  );
}

test('a hostile server’s answers run nothing, follow nothing, stay responsive and keep the workspace', async ({
  studio,
  page,
}) => {
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { __tasks: typeof tasks }).__tasks = tasks;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.route(HOSTILE_URL, hostileServer);
  await studio.open();
  const before = await toolTexts(page);
  const live = studio.live;
  await live.connect(HOSTILE_URL);
  // The server's name is shown as text.
  await expect(live.dialog.getByRole('region', { name: 'Negotiated' })).toContainText(
    '<img src=x onerror="window.__pwned=1">',
  );
  await live.closeDialog();
  await live.importFromServer.click();
  await expect(studio.statusBar).toContainText('Imported 3 tools');

  await studio.tool('flood').click();
  await studio.form.tab.click();
  const start = await page.evaluate(() => performance.now());
  await live.run.click();
  // Waited for with a cheap query: Playwright's own text matching over the 20 000 characters
  // drawn runs on the page's main thread and would be counted as the page's long task.
  const end = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const check = () =>
          document.querySelector('[aria-label="Result"] [aria-label="structuredContent"]')
            ? resolve(performance.now())
            : requestAnimationFrame(check);
        check();
      }),
  );
  const longest = await longestTaskSince(page, start, end);
  expect(
    longest,
    'the longest main-thread task while the result arrived and was drawn',
  ).toBeLessThan(200);
  await expect(live.result).toContainText('more characters not shown');
  await expect(live.result).toContainText('<script>window.__pwned = "text"</script>');
  await expect(live.result).toContainText('javascript:window.__pwned="link"');
  await expect(live.result.getByRole('link')).toHaveCount(0);
  await expect(live.result).toContainText('not one the studio draws');
  await expect(live.result.getByRole('img')).toHaveCount(1);
  await assertResponsive(page);

  await studio.form.tab.click();
  await studio.tool('drop').click();
  await live.run.click();
  await expect(live.result).toContainText('The call failed');
  await studio.tool('garbage').click();
  await live.run.click();
  await expect(live.result).toContainText(/The call failed|JSON-RPC error/);

  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(new URL(page.url()).pathname).toBe('/');
  const after = await toolTexts(page);
  for (const [id, text] of Object.entries(before)) expect(after[id]).toBe(text);
});
