/**
 * The live journeys against the repository's fixture server (tests/mcp-servers/fixture-server.mjs,
 * started by playwright.config.ts): one behaviour per test, as a person sees it in the Result
 * pane, the Compare dialog and the connection doctor.
 */
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { ComparePage } from './pages/compare';
import type { StudioPage } from './pages/studio';
import { expect, test } from './fixtures';
import { FIXTURE_NO_CORS_URL, FIXTURE_URL } from './live-servers';

/**
 * Opens the studio, connects to the fixture, imports its tools through the dialog's next step
 * ("Import 7 tools…", from the listing the dialog showed) and shows `tool` in the Form tab.
 */
async function openFixtureTool(studio: StudioPage, tool: string): Promise<void> {
  await studio.open();
  await studio.live.connect(FIXTURE_URL);
  await studio.live.dialog.getByRole('button', { name: 'Import 7 tools…' }).click();
  await studio.live.dialog.getByRole('button', { name: 'Import 7 tools', exact: true }).click();
  await expect(studio.statusBar).toContainText('Imported 7 tools from tool-schema-fixture');
  await studio.tool(tool).click();
  await studio.form.tab.click();
  await expect(studio.live.run).toBeEnabled();
}

test('structuredContent that violates the outputSchema is shown with the validator’s verdict (SCREENSHOTS=1 writes the README image)', async ({
  studio,
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openFixtureTool(studio, 'bad_output');
  await studio.live.run.click();
  const structured = studio.live.result.getByRole('region', { name: 'structuredContent' });
  await expect(structured).toContainText('"sum": "three"');
  await expect(structured).toContainText('structuredContent does not pass outputSchema: 1 problem');
  await expect(structured.getByRole('listitem')).toContainText('/sum');
  await expect(studio.live.importedFrom).toContainText('Imported from tool-schema-fixture');
  const path = process.env.SCREENSHOTS
    ? join(import.meta.dirname, '../docs/images/live-call-result.png')
    : testInfo.outputPath('live-call-result.png');
  await page.screenshot({ path });
});

test('a tool error is shown as one, with its text, and its output is not validated', async ({
  studio,
}) => {
  await openFixtureTool(studio, 'fail');
  await studio.form.inputForm.getByLabel(/^reason/).fill('disk <b>full</b>');
  await studio.live.run.click();
  await expect(studio.live.result).toContainText('Tool error in');
  await expect(studio.live.result).toContainText(
    'Not validated: a tool error (isError: true) is not checked against the outputSchema.',
  );
  // Text stays text: the markup is shown, not rendered.
  await expect(studio.live.result.getByText('disk <b>full</b>', { exact: true })).toBeVisible();
  await expect(studio.live.result.locator('b')).toHaveCount(0);
  // A tool error can be saved as a case that expects one.
  await studio.live.result.getByRole('button', { name: 'Save as case' }).click();
  await expect(studio.statusBar).toContainText('(expects tool-error)');
});

test('an image block is drawn from its data', async ({ studio }) => {
  await openFixtureTool(studio, 'image');
  await studio.live.run.click();
  const image = studio.live.result.getByRole('img', { name: 'Image from the server (image/png)' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(studio.live.result).toContainText('A 1×1 red pixel.');
});

test('a slow tool shows its progress and is cancelled from the page', async ({ studio }) => {
  await openFixtureTool(studio, 'slow');
  await studio.form.inputForm.getByLabel(/^steps/).fill('50');
  await studio.form.inputForm.getByLabel(/^intervalMs/).fill('200');
  await studio.live.run.click();
  const progress = studio.live.result.getByRole('progressbar', { name: 'Progress' });
  await expect(progress).toBeVisible();
  await expect(studio.live.result).toContainText(/Step \d+ of 50/);
  await expect(progress).toHaveAttribute('max', '50');
  await studio.live.result.getByRole('button', { name: 'Cancel' }).click();
  await expect(studio.live.result).toContainText(/Cancelled after .*notifications\/cancelled/);
  await expect(progress).toBeHidden();
  // The page is free to call again at once.
  await expect(studio.live.run).toBeEnabled();
});

test('a fast call is drawn once, with its answer; a slow one says "Running…" and holds Run', async ({
  studio,
  page,
}) => {
  await openFixtureTool(studio, 'add');
  await studio.form.inputForm.getByLabel(/^a/).fill('2');
  await studio.form.inputForm.getByLabel(/^b/).fill('3');
  await expect.poll(() => studio.form.sampleValue()).toEqual({ a: 2, b: 3 });
  // Everything the Result region shows from the first click to the answer, and a second click
  // made before the call is drawn as running.
  const shown = await studio.live.run.evaluate(
    (run: HTMLButtonElement) =>
      new Promise<string[]>((resolve) => {
        const region = document.getElementById('call-result')!;
        const texts: string[] = [];
        const observer = new MutationObserver(() => {
          texts.push(region.textContent ?? '');
          if (/The sum of 2 and 3 is 5/.test(region.textContent ?? '')) {
            observer.disconnect();
            resolve(texts);
          }
        });
        observer.observe(region, { subtree: true, childList: true, characterData: true });
        run.click();
        run.click();
      }),
  );
  expect(shown.some((text) => text.includes('Running…'))).toBe(false);
  await expect(studio.live.result).toBeFocused();
  // The second click sent nothing: one call in the Result, no history of two.
  await expect(page.getByText(/^Call of .* with /)).toHaveCount(1);
  await expect(studio.live.result.getByText(/History \(/)).toHaveCount(0);

  await studio.tool('slow').click();
  await studio.form.tab.click();
  await studio.form.inputForm.getByLabel(/^steps/).fill('1');
  await studio.form.inputForm.getByLabel(/^intervalMs/).fill('3000');
  await expect.poll(() => studio.form.sampleValue()).toEqual({ steps: 1, intervalMs: 3000 });
  await studio.live.run.click();
  await expect(studio.live.result).toContainText('Running…');
  await expect(studio.live.run).toBeDisabled();
  await expect(studio.live.result).toBeFocused();
  await expect(studio.live.result).toContainText('Done', { timeout: 10_000 });
  await expect(studio.live.result).not.toContainText('Running…');
  await expect(studio.live.run).toBeEnabled();
});

test('an elicitation request is shown as a form, and the answer reaches the server', async ({
  studio,
}) => {
  await openFixtureTool(studio, 'ask');
  await studio.live.run.click();
  const request = studio.live.result.getByRole('region', { name: 'Server request' });
  await expect(request).toContainText('Who is asking, and how many greetings?');
  // The server waits on the user: focus is on its question's first field, in view.
  await expect(request.getByLabel('Your name')).toBeFocused();
  await expect(request).toBeInViewport();
  await request.getByLabel('Your name').fill('Ada');
  await expect(request.getByLabel('Greetings')).toHaveValue('1');
  await request.getByLabel('Greetings').fill('2');
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(studio.live.result).toContainText('Hello, Ada! Hello, Ada!');
  await expect(request).toBeHidden();

  await studio.live.run.click();
  await request.getByRole('button', { name: 'Decline' }).click();
  await expect(studio.live.result).toContainText('The user chose to decline.');
  // Both calls are in this tool's history.
  await expect(studio.page.getByText('History (2 calls this session)')).toBeVisible();
});

test('a definition the server changed after import is named and compared with a breaking verdict', async ({
  studio,
  page,
}) => {
  await openFixtureTool(studio, 'delete_file');
  await studio.live.compareWithServer.click();
  await expect(studio.statusBar).toContainText(
    'The server changed `delete_file` since you imported it.',
  );
  const compare = new ComparePage(page);
  await expect(compare.dialog).toBeVisible();
  await expect(compare.source).toHaveValue('server');
  // Opened, it answers "what did I change against the server?": the server's new required
  // `confirm` reads, from the server's tool to the unedited copy, as a requirement dropped.
  await expect(compare.direction).toHaveText("From the server's delete_file to your text:");
  await expect(compare.changes).toContainText('0 breaking');
  // "Has the server changed since I imported it?" is its own question: the copy is still the
  // import, so the changes from it to the server's now are the server's, and breaking.
  await compare.serverSinceImport.click();
  await expect(compare.sinceImportAnswer).toContainText(
    'Yes: the server changed `delete_file` since you imported it.',
  );
  await expect(compare.direction).toHaveText("From your text to the server's delete_file:");
  await expect(compare.changes).toContainText(/[1-9]\d* breaking/);
  await expect(compare.change(/confirm/).first()).toContainText('Breaking');
});

test('a server without CORS headers gets a doctor message naming the missing header', async ({
  studio,
}) => {
  await studio.open();
  await studio.live.connectButton.click();
  await studio.live.serverUrl.fill(FIXTURE_NO_CORS_URL);
  await studio.live.dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(studio.live.connectionState).toContainText('Connection failed');
  await expect(studio.live.doctor).toContainText(
    'The server does not allow this page’s origin (no CORS headers).',
  );
  await expect(studio.live.doctor).toContainText('Access-Control-Allow-Origin: http://127.0.0.1:');
  await expect(studio.live.doctor).toContainText('local bridge');
});

test('the connection dialog, its doctor and the Result pane pass axe', async ({ studio, page }) => {
  const axe = async () =>
    (await new AxeBuilder({ page }).exclude('.monaco-editor').analyze()).violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  await studio.open();
  await studio.live.connectButton.click();
  await studio.live.serverUrl.fill(FIXTURE_NO_CORS_URL);
  await studio.live.dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(studio.live.doctor).toContainText('Fix:');
  expect(await axe()).toEqual([]);
  await studio.live.serverUrl.fill(FIXTURE_URL);
  await studio.live.dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(studio.live.dialog.getByRole('region', { name: 'Negotiated' })).toBeVisible();
  expect(await axe()).toEqual([]);
  await studio.live.closeDialog();
  await studio.live.importFromServer.click();
  await studio.tool('image').click();
  await studio.form.tab.click();
  await studio.live.run.click();
  await expect(studio.live.result.getByRole('img')).toBeVisible();
  await studio.live.result.getByRole('button', { name: 'Save as case' }).click();
  expect(await axe()).toEqual([]);
});
