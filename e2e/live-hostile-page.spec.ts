/**
 * Issue 40's page behaviours, against the fixture server's hostile-page routes
 * (tests/mcp-servers/hostile-page.mjs): a redirect to another origin, long names with bidi
 * controls, huge and concurrent elicitations, huge error texts, malformed tools, a server that
 * forgets the session, notification floods. Each journey checks its own message, that the page
 * answers a click within a second, and that the workspace is kept.
 */
import { expect, test } from './fixtures';
import { assertResponsive, assertToolsKept, toolTexts } from './hostile-guard';
import { startHostilePageServer } from './hostile-page-server';
import type { HostilePageServer } from './hostile-page-server';
import type { StudioWindow } from '../src/test-api';

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
