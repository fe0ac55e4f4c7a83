/**
 * Issue 40's page behaviours, against the fixture server's hostile-page routes
 * (tests/mcp-servers/hostile-page.mjs): a redirect to another origin, long names with bidi
 * controls, huge and concurrent elicitations, huge error texts, malformed tools, a server that
 * forgets the session, notification floods. Each journey checks its own message, that the page
 * answers a click within a second, and that the workspace is kept.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { assertResponsive, assertToolsKept, problems, toolTexts } from './hostile-guard';
import { startHostilePageServer } from './hostile-page-server';
import type { HostilePageServer } from './hostile-page-server';
import type { StudioWindow } from '../src/test-api';
import type { StudioPage } from './pages/studio';

let server: HostilePageServer;
test.beforeAll(async () => {
  server = await startHostilePageServer();
});
test.afterAll(() => server.stop());

test('a redirect to another origin: the doctor follows nothing, sends the headers nowhere else and names the redirect', async ({
  studio,
  page,
}) => {
  const requested: string[] = [];
  // Chromium reports a redirect's target as a request of its own, aborted before it is sent when
  // the redirect is not followed: what counts is what finished, and what the other origin saw.
  page.on('requestfinished', (request) => requested.push(request.url()));
  await studio.open();
  const before = await toolTexts(page);
  const live = studio.live;
  await live.submit(`${server.origin}/moved`, { headers: 'x-api-key: secret-key-40' });
  await expect(live.doctor).toContainText(
    'The server redirects to another address; connect to the final URL.',
  );
  await expect(live.doctor).toContainText('follows no redirect');
  await expect(live.doctor).not.toContainText('localhost');
  await expect(live.doctor).not.toContainText('404');
  expect(await server.reached(), 'what reached the other origin').toEqual([]);
  const studioOrigin = new URL(page.url()).origin;
  const elsewhere = requested.filter(
    (url) => !url.startsWith(`${studioOrigin}/`) && !url.startsWith(`${server.origin}/moved`),
  );
  expect(elsewhere, 'requests answered anywhere but the named server').toEqual([]);
  await live.closeDialog();
  await assertResponsive(page);
  expect(await toolTexts(page)).toEqual(before);
});

test('a 5 MB server name with bidi controls: shown spelt out and cut, and the provenance survives a reload', async ({
  studio,
  page,
}) => {
  await studio.open();
  const before = await toolTexts(page);
  const live = studio.live;
  await live.connect(`${server.origin}/page/long-name/mcp`);
  // The right-to-left override is spelt out, and the name is cut with a count.
  await expect(live.connectionState).toContainText('Connected: ⟨U+202E⟩revres-live⟨U+202C⟩nnn');
  await expect(live.connectionState).toContainText('more characters not shown');
  expect((await live.connectionState.textContent())!.length).toBeLessThan(400);
  await expect(live.dialog.getByRole('region', { name: 'Negotiated' })).toContainText(
    '⟨U+202E⟩revres-live⟨U+202C⟩',
  );
  await live.closeDialog();
  await assertResponsive(page);
  await live.importFromServer.click();
  await expect(studio.statusBar).toContainText('Imported 10 tools');
  await expect(studio.statusBar).toContainText(
    'the server’s name and its version cut to 2,000 characters',
  );

  await page.evaluate(() => (window as unknown as StudioWindow).toolSchemaStudio.flush());
  await page.reload();
  await expect(live.connectionState).toContainText('Offline');
  await studio.tool('ask_twice').click();
  await studio.form.tab.click();
  await expect(live.importedFrom).toContainText('Imported from ⟨U+202E⟩revres-live⟨U+202C⟩nnn');
  await expect(live.importedFrom).toContainText('more characters not shown');
  await assertResponsive(page);
  await assertToolsKept(page, before);
});

/** Connects to `path` on the hostile-page server, imports its tools and opens `tool` in the Form tab. */
async function openPageTool(studio: StudioPage, path: string, tool: string): Promise<void> {
  await studio.open();
  await studio.live.connectAndImport(`${server.origin}${path}`);
  await studio.tool(tool).click();
  await studio.form.tab.click();
}

test('two elicitation requests at once: both shown, each naming its call, each answered', async ({
  studio,
  page,
}) => {
  await openPageTool(studio, '/page/mcp', 'ask_twice');
  const live = studio.live;
  await live.run.click();
  const requests = live.result.getByRole('region', { name: 'Server request' });
  await expect(requests).toHaveCount(2);
  await expect(requests.nth(0)).toContainText('First question: your city?');
  await expect(requests.nth(0)).toContainText('during the call of “ask_twice” (request 1 of 2)');
  await expect(requests.nth(1)).toContainText('Second question: your colour?');
  await requests.nth(0).getByLabel('City').fill('Paris');
  await requests.nth(0).getByRole('button', { name: 'Accept' }).click();
  await expect(requests).toHaveCount(1);
  await expect(requests.first()).toContainText('Second question: your colour?');
  await requests.first().getByRole('button', { name: 'Decline' }).click();
  await expect(live.result).toContainText('first: accept {"answer":"Paris"}; second: decline');
  await assertResponsive(page);
});

test('an elicitation of 20 000 fields or 200 000 options is not drawn: the page says why, stays responsive, and declines', async ({
  studio,
  page,
}) => {
  await openPageTool(studio, '/page/mcp', 'ask_huge_form');
  const live = studio.live;
  const request = live.result.getByRole('region', { name: 'Server request' });
  let started = Date.now();
  await live.run.click();
  await expect(request).toContainText(
    'The server asks for 20,000 fields; the studio draws at most 200 (MAX_ELICITATION_FIELDS)',
  );
  await assertResponsive(page);
  console.log(`20 000 fields: request shown and a click answered in ${Date.now() - started} ms`);
  await studio.form.tab.click();
  await request.getByRole('button', { name: 'Decline' }).click();
  await expect(live.result).toContainText('The user chose to decline (0 fields).');

  await studio.tool('ask_huge_enum').click();
  started = Date.now();
  await live.run.click();
  await expect(request).toContainText(
    'The field “choice” offers 200,000 options; the studio draws at most 1,000',
  );
  await assertResponsive(page);
  console.log(`200 000 options: request shown and a click answered in ${Date.now() - started} ms`);
  await studio.form.tab.click();
  await request.getByRole('button', { name: 'Cancel' }).click();
  await expect(live.result).toContainText('The user chose to cancel (0 fields).');
});

test('a 10 MB JSON-RPC error, a 5 MB HTML error page and a 5 MB elicitation message are shown cut', async ({
  studio,
  page,
}) => {
  await openPageTool(studio, '/page/mcp', 'huge_error');
  const before = await toolTexts(page);
  const live = studio.live;
  await live.run.click();
  await expect(live.result).toContainText(
    /JSON-RPC error -32603: (MCP error -32603: )*It broke: e+ … \([\d,]+ more characters not shown\)/,
  );
  await assertResponsive(page);

  await studio.form.tab.click();
  await studio.tool('html_error').click();
  await live.run.click();
  await expect(live.result).toContainText('The call failed:');
  await expect(live.result).toContainText('more characters not shown');
  await assertResponsive(page);

  await studio.form.tab.click();
  await studio.tool('ask_huge_message').click();
  await live.run.click();
  const request = live.result.getByRole('region', { name: 'Server request' });
  await expect(request).toContainText(/Please answer\. m+ … \([\d,]+ more characters not shown\)/);
  await assertResponsive(page);
  await studio.form.tab.click();
  await request.getByRole('button', { name: 'Cancel' }).click();
  await expect(live.result).toContainText('The user chose to cancel.');
  await assertToolsKept(page, before);
});

test('a tools/list page with malformed tools and one nested 10 000 levels: the others are imported, the deep one is named', async ({
  studio,
  page,
}) => {
  await studio.open();
  const before = await toolTexts(page);
  const live = studio.live;
  await live.connect(`${server.origin}/page/malformed/mcp`);
  await live.closeDialog();
  await live.importFromServer.click();
  await expect(studio.statusBar).toContainText('Imported 5 tools');
  await expect(studio.statusBar).toContainText(
    'Not imported: “deep_schema” (tool 5 of the list): /inputSchema nests deeper than 256 levels (MAX_NESTING_DEPTH).',
  );
  for (const name of ['good_tool', 'no_input_schema', 'empty_input_schema', 'last_good_tool'])
    await expect(studio.tool(name)).toBeVisible();
  await expect(studio.tool('deep_schema')).toHaveCount(0);
  // The malformed ones are tools the linter reads: the missing inputSchema is a located problem.
  await studio.tool('no_input_schema').click();
  await expect(problems(page)).toContainText('inputSchema');
  await assertResponsive(page);
  await assertToolsKept(page, before);
});

test('a server that forgets the session (404): the call fails, the session is shown lost, connecting again works', async ({
  studio,
  page,
}) => {
  await openPageTool(studio, '/page/forgetful/mcp', 'forget_session');
  const before = await toolTexts(page);
  const live = studio.live;
  await live.run.click();
  await expect(live.connectionState).toContainText(
    'Session lost: the server forgot it; connect again',
  );
  await assertResponsive(page);
  await live.connect(`${server.origin}/page/forgetful/mcp`);
  await expect(live.connectionState).toContainText('Connected: hostile-page-forgetful');
  await assertToolsKept(page, before);
});

test('a "__proto__" key in structuredContent, which the SDK drops, is named in the Result', async ({
  studio,
}) => {
  await openPageTool(studio, '/page/mcp', 'proto_structured');
  await studio.live.run.click();
  await expect(studio.live.result).toContainText(
    'The server’s structuredContent holds a "__proto__" key (at `/__proto__`). The MCP SDK’s parse drops it',
  );
  await expect(studio.live.result).toContainText('{"__proto__":{"polluted":true},"ok":true}');
});

for (const [tool, done] of [
  ['progress_flood', 'Done after 20000 progress notifications.'],
  ['list_changed_flood', 'Done after 30000 list_changed notifications.'],
] as const)
  test(`a flood of notifications (${tool}) keeps the page responsive`, async ({ studio, page }) => {
    await page.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      (window as unknown as { __tasks: typeof tasks }).__tasks = tasks;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await openPageTool(studio, '/page/mcp', tool);
    const start = await page.evaluate(() => performance.now());
    await studio.live.run.click();
    // A click while the flood arrives is answered within a second.
    await expect(studio.live.result).toContainText('Running…');
    await assertResponsive(page);
    await studio.form.tab.click();
    await expect(studio.live.result).toContainText(done, { timeout: 30_000 });
    const tasks = await page.evaluate(
      (t0) =>
        (window as unknown as { __tasks: { start: number; duration: number }[] }).__tasks
          .filter((t) => t.start >= t0)
          .map((t) => t.duration),
      start,
    );
    const total = tasks.reduce((sum, d) => sum + d, 0);
    const longest = Math.max(0, ...tasks);
    console.log(
      `${tool}: ${Math.round(total)} ms of long tasks, the longest ${Math.round(longest)} ms`,
    );
    expect(longest, 'the longest main-thread task during the flood').toBeLessThan(1_000);
    await assertResponsive(page);
  });

test('the queued requests and a request too large to draw pass axe, in both themes', async ({
  studio,
  page,
}) => {
  const axe = async () =>
    (await new AxeBuilder({ page }).exclude('.monaco-editor').analyze()).violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  await openPageTool(studio, '/page/mcp', 'ask_twice');
  const live = studio.live;
  const requests = live.result.getByRole('region', { name: 'Server request' });
  await live.run.click();
  await expect(requests).toHaveCount(2);
  expect(await axe()).toEqual([]);
  await live.result.screenshot({ path: test.info().outputPath('queued-light.png') });
  await studio.toolbar.theme.click();
  expect(await axe()).toEqual([]);
  await live.result.screenshot({ path: test.info().outputPath('queued-dark.png') });
  await requests.nth(0).getByRole('button', { name: 'Decline' }).click();
  await requests.nth(0).getByRole('button', { name: 'Decline' }).click();
  await expect(live.result).toContainText('first: decline; second: decline');

  await studio.tool('ask_huge_enum').click();
  await live.run.click();
  await expect(requests).toContainText('MAX_ELICITATION_OPTIONS');
  expect(await axe()).toEqual([]);
  await live.result.screenshot({ path: test.info().outputPath('too-large-dark.png') });
  await studio.toolbar.theme.click();
  expect(await axe()).toEqual([]);
  await live.result.screenshot({ path: test.info().outputPath('too-large-light.png') });
  await requests.getByRole('button', { name: 'Decline' }).click();
  await expect(live.result).toContainText('The user chose to decline');
});
