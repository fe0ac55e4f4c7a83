import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { StudioPage } from './pages/studio';
import type { StudioWindow } from '../src/test-api';

const sharedTool = `{
  "name": "translate_text",
  "description": "Übersetzt Text — 翻訳 🚀 <b>not bold</b>",
  "inputSchema": {
    "type": "object",
    "properties": {
      "text": { "type": "string" },
      "__proto__": { "type": "string", "description": "a key like any other" }
    },
    "required": ["text"]
  }
}
`;

/** A recipient: a separate browser profile (own IndexedDB) holding only the example tool. */
async function recipient(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const studio = new StudioPage(await context.newPage());
  return { context, studio };
}

async function makeLink(studio: StudioPage): Promise<string> {
  await studio.toolbar.share.click();
  const dialog = studio.share.dialog;
  const linkBox = dialog.getByLabel('Share link');
  await expect(linkBox).toHaveValue(/#share=v1\.[A-Za-z0-9_-]+$/);
  const link = await linkBox.inputValue();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Link copied to the clipboard.');
  expect(await studio.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(dialog.getByRole('meter', { name: 'Link length' })).toHaveAttribute(
    'value',
    String(link.length),
  );
  await expect(dialog).toContainText(`${link.length.toLocaleString('en')} of 8,000 characters`);
  return link;
}

test('a share link opens the same tool and samples in another browser, after confirming, keeping its own work', async ({
  studio,
  browser,
  baseURL,
}) => {
  await studio.open();
  await studio.setActiveText(sharedTool);
  await studio.saveSample('German', '{"text": "Guten Tag"}');
  await studio.saveSample('empty', '{}');
  await expect(studio.tool('translate_text')).toBeVisible();
  const link = await makeLink(studio);

  const { context, studio: other } = await recipient(browser, baseURL);
  await other.page.goto(link);
  const ask = other.share.incoming;
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('list', { name: 'Shared tools' })).toContainText('translate_text');
  await expect(ask).toContainText('2 samples');
  await expect(ask).toContainText('Your own tool is kept as a separate tool set');
  // Nothing replaced before the answer, and the link is out of the address bar.
  await expect(other.tool('filesystem.search_code')).toBeVisible();
  expect(other.page.url()).not.toContain('#share');

  await ask.getByRole('button', { name: 'Open shared tools' }).click();
  await expect(ask).toBeHidden();
  await expect(other.tool('translate_text')).toHaveAttribute('aria-selected', 'true');
  await expect(other.tools.getByRole('option')).toHaveCount(1);
  expect(await other.activeText()).toBe(sharedTool);
  expect((await other.activeSamples()).samples).toEqual([
    ['German', '{"text": "Guten Tag"}'],
    ['empty', '{}'],
  ]);
  // Markup in a description stays text.
  await expect(other.page.locator('b', { hasText: 'not bold' })).toHaveCount(0);

  // The recipient's own tool was kept and comes back from the Share dialog.
  await other.toolbar.share.click();
  const shareDialog = other.share.dialog;
  const kept = shareDialog.getByRole('region', { name: 'Kept tool sets' });
  await expect(kept).toContainText('1 tool, kept');
  await kept.getByRole('button', { name: 'Restore' }).click();
  await expect(other.tool('filesystem.search_code')).toHaveAttribute('aria-selected', 'true');
  await context.close();
});

test('declining a share link leaves the workspace as it was', async ({
  studio,
  browser,
  baseURL,
}) => {
  await studio.open();
  await studio.setActiveText(sharedTool);
  await expect(studio.tool('translate_text')).toBeVisible();
  const link = await makeLink(studio);

  const { context, studio: other } = await recipient(browser, baseURL);
  await other.page.goto(link);
  const ask = other.share.incoming;
  await ask.getByRole('button', { name: 'Keep my workspace' }).click();
  await expect(ask).toBeHidden();
  await other.waitForEditor();
  await expect(other.tools.getByRole('option')).toHaveCount(1);
  await expect(other.tool('filesystem.search_code')).toBeVisible();
  await context.close();
});

test('a corrupted or truncated link shows a clear message and the studio opens normally', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.setActiveText(sharedTool);
  await expect(studio.tool('translate_text')).toBeVisible();
  const link = await makeLink(studio);
  await studio.share.dialog.getByRole('button', { name: 'Close' }).click();
  await studio.page.evaluate(() => (window as unknown as StudioWindow).toolSchemaStudio.flush());

  // Cut off, as a chat app might.
  await page.goto(link.slice(0, link.length - 12));
  const alert = page.getByRole('alert', { name: 'Share link problem' });
  await expect(alert).toContainText('This share link could not be opened.');
  await expect(alert).toContainText('cut off');
  await studio.waitForEditor();
  // The user's own work is untouched and the studio works.
  await expect(studio.tool('translate_text')).toHaveAttribute('aria-selected', 'true');
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toBeHidden();

  // Characters a link never holds.
  await page.goto('/#share=v1.<img src=x onerror=alert(1)>');
  await expect(page.getByRole('alert', { name: 'Share link problem' })).toContainText('malformed');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await studio.waitForEditor();
  await expect(studio.tool('translate_text')).toBeVisible();
});

test('a link above the reliable length says so and offers the workspace file, which opens elsewhere', async ({
  studio,
  browser,
  baseURL,
}) => {
  await studio.open();
  // Pseudo-random text compresses poorly, so the link grows past 8,000 characters.
  let seed = 7;
  const noise = Array.from({ length: 12_000 }, () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return 'abcdefghijklmnopqrstuvwxyz0123456789'[seed % 36];
  }).join('');
  const big = sharedTool.replace('"Übersetzt', `"${noise} Übersetzt`);
  await studio.setActiveText(big);
  await studio.toolbar.share.click();
  const dialog = studio.share.dialog;
  await expect(dialog.getByLabel('Share link')).toHaveValue(/#share=v1\./);
  await expect(dialog.getByRole('note')).toContainText('longer than 8,000 characters');
  await expect(dialog.getByRole('note')).toContainText('Send the workspace file instead.');

  const downloadPromise = studio.page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download workspace file' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^tool-schema-workspace-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await readFile(await download.path(), 'utf8');
  const parsed = JSON.parse(file) as { format: string; version: number; tools: { text: string }[] };
  expect(parsed.format).toBe('tool-schema-studio/workspace');
  expect(parsed.tools.map((t) => t.text)).toEqual([big]);

  const { context, studio: other } = await recipient(browser, baseURL);
  await other.open();
  await other.toolbar.share.click();
  await other.page
    .getByRole('dialog', { name: 'Share' })
    .getByLabel('Workspace file')
    .setInputFiles({
      name: 'shared.json',
      mimeType: 'application/json',
      buffer: Buffer.from(file),
    });
  const ask = other.share.incoming;
  await expect(ask).toContainText('The file shared.json holds 1 tool');
  await ask.getByRole('button', { name: 'Open shared tools' }).click();
  await expect(other.tool('translate_text')).toHaveAttribute('aria-selected', 'true');
  expect(await other.activeText()).toBe(big);
  await context.close();
});
