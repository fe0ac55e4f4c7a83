/**
 * The screens the folder and import formats changed, in both themes, through axe: the tool list
 * with a provider file's read-only tool and the notice naming what is not a tool, Save's choice for
 * a provider's file, and the Import preview of an OpenAI array.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FilesPanel } from './pages/files';
import type { StudioPage } from './pages/studio';

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('.monaco-editor').analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

async function useTheme(studio: StudioPage, theme: 'Light' | 'Dark') {
  while ((await studio.toolbar.theme.getAttribute('aria-label')) !== `Theme: ${theme}`)
    await studio.toolbar.theme.click();
}

const OPENAI = JSON.stringify([
  {
    type: 'function',
    function: {
      name: 'get_forecast',
      description: 'The forecast for a city.',
      parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
    },
  },
]);

test("a folder with a provider file, Save's choice and the Import preview of a provider format pass axe in both themes", async ({
  studio,
  page,
}) => {
  const files = new FilesPanel(page);
  await files.stubPickerWithOpfs();
  await studio.open();
  await files.writeFile('package.json', '{"name": "weather-mcp", "version": "1.0.0"}\n');
  await files.writeFile('openai-tools.json', OPENAI);
  await files.writeFile(
    'search.jsonc',
    '// Search.\n{"name": "search_docs", "inputSchema": {"type": "object"}}\n',
  );
  await files.openFolder.click();
  await expect(studio.statusBar).toContainText('Not tools: package.json.');
  await studio.tool('get_forecast').click();

  for (const theme of ['Light', 'Dark'] as const) {
    await useTheme(studio, theme);
    const shot = (name: string) =>
      page.screenshot({ path: test.info().outputPath(`${name}-${theme.toLowerCase()}.png`) });

    expect(await violations(page), `Folder opened, ${theme}`).toEqual([]);
    await shot('folder-provider-file');

    await files.save.click();
    await expect(files.convertChoice).toBeVisible();
    expect(await violations(page), `Save to a provider's file, ${theme}`).toEqual([]);
    await shot('folder-convert-choice');
    await files.convertChoice.getByRole('button', { name: 'Cancel' }).click();

    await studio.importer.open();
    await studio.importer.paste(OPENAI);
    await expect(studio.importer.preview).toContainText(
      'OpenAI Chat Completions, 1 tool, converted to MCP: get_forecast.',
    );
    expect(await violations(page), `Import preview of a provider format, ${theme}`).toEqual([]);
    await shot('import-provider-format');
    await page.keyboard.press('Escape');
    await expect(studio.importer.dialog).toBeHidden();
  }
});
