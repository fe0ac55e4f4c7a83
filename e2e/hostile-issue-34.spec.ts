/**
 * The browser half of issue 34's hostile inputs: each is shown what it is, and the page answers a
 * tab click within a second while it is on screen (assertResponsive).
 */
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { assertResponsive, guard } from './hostile-guard';
import { CostPanel } from './pages/cost';
import { StudioPage } from './pages/studio';

test.describe.configure({ timeout: 120_000 });

const text = (tool: object) => JSON.stringify(tool, null, 2);

test('a required list with minItems 100 000 or 1e309 is a fact on the Form tab, not 100 000 fields', async ({
  studio,
  page,
}) => {
  const checks = await guard(page);
  await studio.open();
  for (const [minItems, shown] of [
    ['100000', '100,000'],
    ['1e309', '∞'],
  ] as const) {
    // Written as text: 1e309 has no JSON.stringify spelling.
    await studio.setActiveText(
      `{"name": "long_list", "inputSchema": {"type": "object", "required": ["ids"], "properties": {"ids": {"type": "array", "items": {"type": "string"}, "minItems": ${minItems}}}}}`,
    );
    await studio.form.open();
    await expect(studio.form.panel.getByTestId('form.min-items')).toContainText(
      `at least ${shown} items`,
    );
    // No field per item: the list has no text box of its own.
    await expect(studio.form.panel.locator('form input[type="text"]')).toHaveCount(0);
    await assertResponsive(page);
  }
  checks.assertClean();
});

test('a 60 000-character description without spaces is counted off the page, and tabs answer meanwhile', async ({
  studio,
  page,
}) => {
  const checks = await guard(page);
  await studio.open();
  const cost = new CostPanel(page);
  await cost.open();
  await expect(cost.toolset).toBeVisible({ timeout: 30_000 });
  const description = '获取指定城市的当前天气信息包括温度湿度和风速'.repeat(3_000);
  await studio.setActiveText(
    text({ name: 'unspaced', description, inputSchema: { type: 'object' } }),
  );
  await expect(page.getByRole('heading', { name: 'This tool: unspaced' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(cost.toolMeter).toBeVisible({ timeout: 30_000 });
  expect(await cost.toolTokens()).toBeGreaterThan(60_000 / 4);
  await assertResponsive(page);
  checks.assertClean();
});

test('a tool named with a right-to-left override shows the override spelt out in the Tools list and the Import preview', async ({
  studio,
  page,
}) => {
  await studio.open();
  const spoof = text({ name: 'get\u202eetadpu', inputSchema: { type: 'object' } });
  await studio.importer.open();
  await studio.importer.paste(spoof);
  await expect(studio.importer.preview).toContainText('One MCP tool: get⟨U+202E⟩etadpu.');
  await studio.importer.importButton.click();
  await expect(studio.tool('get⟨U+202E⟩etadpu')).toHaveAttribute('aria-selected', 'true');
  // The text itself is unchanged, and the trust rule still reports it.
  expect(JSON.parse(await studio.activeText()).name).toBe('get\u202eetadpu');
  await expect(page.getByRole('listbox', { name: 'Tools' })).not.toContainText('\u202e');
});

test('a 5 MB paste into Import is previewed without being laid out in the text box', async ({
  studio,
  page,
}) => {
  const checks = await guard(page);
  await studio.open();
  await studio.importer.open();
  const tools = Array.from({ length: 20_000 }, (_, i) => ({
    name: `tool_${i}`,
    description: 'Does one thing with the given input, and says what it did.',
    inputSchema: { type: 'object', properties: { input: { type: 'string' } } },
  }));
  const big = text({ tools });
  expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
  await studio.importer.text.evaluate((element, value) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', value);
    (element as HTMLTextAreaElement).focus();
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    );
  }, big);
  await expect(studio.importDialog).toContainText('too long to show here');
  await expect(studio.importer.text).toHaveValue('');
  await expect(studio.importer.preview).toContainText('with 20000 tools', { timeout: 30_000 });
  await studio.importDialog.getByRole('button', { name: 'Clear' }).click();
  await expect(studio.importer.preview).toContainText('Nothing to import yet.');
  checks.assertClean();
});

async function linkFrom(studio: StudioPage): Promise<string> {
  await studio.toolbar.share.click();
  const box = studio.share.dialog.getByLabel('Share link');
  await expect(box).toHaveValue(/#share=v1\.[A-Za-z0-9_-]+$/);
  const link = await box.inputValue();
  await studio.share.dialog.getByRole('button', { name: 'Close' }).click();
  return link;
}

async function openIn(browser: Browser, baseURL: string | undefined, link: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(link);
  return { context, studio: new StudioPage(page) };
}

test('a share link wrapped with spaces and line breaks opens as the link itself', async ({
  studio,
  browser,
  baseURL,
}) => {
  await studio.open();
  const link = await linkFrom(studio);
  const [address, fragment] = link.split('#') as [string, string];
  // As a mail client wraps it: a space and a line break every 60 characters.
  const wrapped = `${address}#${fragment.replace(/.{60}/g, (chunk) => `${chunk} \n `)}`;
  const { context, studio: other } = await openIn(browser, baseURL, wrapped);
  await expect(other.share.incoming).toBeVisible();
  await expect(other.share.incoming.getByRole('list', { name: 'Shared tools' })).toContainText(
    'filesystem.search_code',
  );
  await context.close();
});
