import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { AppUpdatePanel } from './pages/app-update';
import { CostPanel } from './pages/cost';
import { startServer } from './pwa-server';

// These journeys are about the service worker, which the other journeys block.
test.use({ serviceWorkers: 'allow' });

const TOOL = `{
  "name": "get_weather",
  "description": "Weather",
  "inputSchema": {
    "type": "object",
    "properties": { "city": { "type": "string", "description": "City name." } },
    "required": ["city"]
  }
}`;
// Line 3 is `  "description": "Weather",`: the value's letters are columns 19 to 25.
const DESCRIPTION = { line: 3, from: 19, to: 26 };

test('after the first visit the studio opens, edits, draws forms, costs and exports with no network', async ({
  studio,
  page,
  context,
}) => {
  // The worker precaches the build's own files only: nothing it fetches leaves the origin.
  const sw = await readFile(join(import.meta.dirname, '../dist/sw.js'), 'utf8');
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);
  expect(urls).toContain('index.html');
  expect(urls.filter((url) => /^[a-z]+:|^\/\//i.test(url))).toEqual([]);

  const app = new AppUpdatePanel(page);
  await studio.open();
  await app.waitUntilInstalled();

  await context.setOffline(true);
  await page.reload();
  await studio.waitForEditor();
  expect(await app.controlled()).toBe(true);
  // The network really is gone: a request that bypasses the service worker fails.
  expect(
    await page.evaluate(() =>
      fetch(`/no-such-file-${Date.now()}.json`, { cache: 'no-store' }).then(
        (r) => r.status,
        () => 'failed',
      ),
    ),
  ).not.toBe(200);

  await studio.setActiveText(TOOL);
  await studio.select(DESCRIPTION.line, DESCRIPTION.from, DESCRIPTION.line, DESCRIPTION.to);
  await page.keyboard.type('Current weather for a city');
  await expect(studio.editor).toContainText('"description": "Current weather for a city"');

  // Every tab's chunk comes from the precache.
  await studio.form.open();
  await expect(studio.form.inputForm.getByRole('textbox', { name: /city/ })).toBeVisible();
  const cost = new CostPanel(page);
  await cost.open();
  expect(await cost.toolTokens()).toBeGreaterThan(0);

  await studio.export.open();
  const panel = studio.export.panel;
  await panel
    .getByRole('combobox', { name: 'Target' })
    .selectOption({ label: 'Anthropic Messages' });
  const downloadPromise = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download', exact: true }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('get_weather.anthropic.json');
  expect(JSON.parse(await readFile((await download.path())!, 'utf8'))).toEqual([
    {
      name: 'get_weather',
      description: 'Current weather for a city',
      input_schema: JSON.parse(TOOL).inputSchema,
    },
  ]);
});

// On a first visit the page is not controlled by the worker; on a return visit it is, and the
// new worker waits for the user's choice: the notice's reload takes both paths.
for (const visit of ['first visit', 'return visit'] as const)
  test(`${visit}: a new build at the same address is announced, and typing goes on until the user reloads`, async ({
    studio,
    page,
  }) => {
    // Build two is build one with a changed page, as a deploy ships: its index.html differs, so
    // the precache manifest in sw.js (the revision of index.html) differs too.
    const dist = join(import.meta.dirname, '../dist');
    const work = await mkdtemp(join(tmpdir(), 'studio-builds-'));
    const one = join(work, 'one');
    const two = join(work, 'two');
    await cp(dist, one, { recursive: true });
    await cp(dist, two, { recursive: true });
    const index = await readFile(join(two, 'index.html'), 'utf8');
    await writeFile(join(two, 'index.html'), index.replace('<title>', '<!-- build two --><title>'));
    const sw = await readFile(join(two, 'sw.js'), 'utf8');
    const revised = sw.replace(/(url:"index\.html",revision:")[0-9a-f]+"/, '$1build-two"');
    expect(revised).not.toBe(sw);
    await writeFile(join(two, 'sw.js'), revised);

    const server = await startServer(one, Number(process.env.PWA_E2E_PORT ?? 0));
    try {
      const app = new AppUpdatePanel(page);
      await page.goto(server.origin);
      await studio.waitForEditor();
      await app.waitUntilInstalled();
      if (visit === 'return visit') {
        await page.reload();
        await studio.waitForEditor();
        expect(await app.controlled()).toBe(true);
      }
      await studio.setActiveText(TOOL);
      await studio.select(DESCRIPTION.line, DESCRIPTION.from, DESCRIPTION.line, DESCRIPTION.to);
      await page.keyboard.type('Current weather');

      server.serve(two);
      await app.checkForUpdate();
      await expect(app.notice).toBeVisible();
      // The notice took nothing: the keyboard still types into the editor, where it was.
      await page.keyboard.type(' for a city');
      await expect(studio.editor).toContainText('"description": "Current weather for a city"');
      expect(await studio.activeText()).toContain('"description": "Current weather for a city"');
      expect(await page.content()).not.toContain('build two');

      await app.reload.click();
      await page.waitForURL(server.origin + '/');
      // The reload may still be navigating (the new worker takes the page): read again until it is done.
      await expect.poll(() => page.content().catch(() => '')).toContain('build two');
      await studio.waitForEditor();
      await expect(studio.editor).toContainText('"description": "Current weather for a city"');
      await expect(app.notice).toHaveCount(0);
    } finally {
      await server.close();
      await rm(work, { recursive: true, force: true });
    }
  });
