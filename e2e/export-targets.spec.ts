import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { exportTools, parseDocument, serializeExport, toCanonicalTool } from '../src/core';
import type { ExportOptions, TargetId } from '../src/core';
import { expect, test } from './fixtures';
import type { StudioPage } from './pages/studio';

/** The picker's entries, with what `tool-schema export --to TARGET [--strict]` would run. */
const PRESETS: { label: string; target: TargetId; options: ExportOptions }[] = [
  { label: 'MCP tools', target: 'mcp', options: {} },
  { label: 'MCP tools/list result', target: 'mcp-list', options: {} },
  { label: 'OpenAI Chat Completions', target: 'openai-chat', options: {} },
  { label: 'OpenAI Responses', target: 'openai-responses', options: {} },
  { label: 'OpenAI strict', target: 'openai-chat', options: { strict: true } },
  { label: 'Anthropic Messages', target: 'anthropic', options: {} },
  { label: 'Bedrock Converse', target: 'bedrock', options: {} },
  { label: 'Google Gemini', target: 'gemini', options: {} },
  { label: 'Spark ToolSpec', target: 'spark', options: {} },
  { label: 'ToolHive registry entry', target: 'toolhive', options: {} },
];

/** What the core's adapter writes for the text, exactly as the CLI prints it. */
function adapterOutput(
  text: string,
  target: TargetId,
  options: ExportOptions,
): { text: string | undefined; refused: number } {
  const tools = parseDocument(text).tools.map(toCanonicalTool);
  const result = exportTools(tools, target, options);
  return {
    text: result.refused.length >= tools.length ? undefined : serializeExport(result.output),
    refused: result.refused.length,
  };
}

async function openExport(studio: StudioPage) {
  await studio.open();
  await studio.export.open();
  const panel = studio.export.panel;
  await expect(panel.getByRole('combobox', { name: 'Target' })).toBeVisible();
  return panel;
}

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test('every target: Copy puts exactly the adapter output on the clipboard', async ({
  studio,
  page,
}) => {
  const panel = await openExport(studio);
  const text = await studio.activeText();
  // The example tool is named "filesystem.search_code"; OpenAI, Anthropic and Bedrock forbid
  // the dot, so the export uses the suggested name, as the CLI does when asked to.
  await panel.getByLabel('Use suggested names').check();
  for (const preset of PRESETS) {
    await panel.getByRole('combobox', { name: 'Target' }).selectOption({ label: preset.label });
    const expected = adapterOutput(text, preset.target, {
      ...preset.options,
      applyNameSuggestions: true,
    });
    expect(expected.text, `${preset.label} exports the example`).toBeDefined();
    await expect(panel.getByRole('region', { name: `${preset.label} output` })).toBeVisible();
    await panel.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(panel.getByRole('status')).toHaveText(
      `Copied ${preset.label} JSON to the clipboard.`,
    );
    expect(await clipboard(page), preset.label).toBe(expected.text);
    // The shown text is the same text (innerText drops nothing from a <pre>).
    expect(await panel.getByRole('region', { name: `${preset.label} output` }).innerText()).toBe(
      expected.text,
    );
  }
});

test('Download saves a .json named after the tool and target, with the exported text', async ({
  studio,
}) => {
  const panel = await openExport(studio);
  await panel.getByRole('combobox', { name: 'Target' }).selectOption({ label: 'Google Gemini' });
  const downloadPromise = studio.page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download', exact: true }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('filesystem.search_code.gemini.json');
  const content = await readFile(await download.path(), 'utf8');
  expect(content).toBe(adapterOutput(await studio.activeText(), 'gemini', {}).text);
  await expect(panel.getByRole('status')).toHaveText(
    'Downloaded filesystem.search_code.gemini.json.',
  );
});

test('the output follows edits live', async ({ studio }) => {
  const panel = await openExport(studio);
  await panel
    .getByRole('combobox', { name: 'Target' })
    .selectOption({ label: 'Anthropic Messages' });
  const renamed = (await studio.activeText()).replace('filesystem.search_code', 'search_code');
  await studio.setActiveText(renamed);
  const output = panel.getByRole('region', { name: 'Anthropic Messages output' });
  await expect(output).toContainText('"name": "search_code"');
  expect(await output.innerText()).toBe(adapterOutput(renamed, 'anthropic', {}).text);
});

test('a forbidden name refuses the export with the rule and a suggested name', async ({
  studio,
}) => {
  const panel = await openExport(studio);
  await panel
    .getByRole('combobox', { name: 'Target' })
    .selectOption({ label: 'OpenAI Chat Completions' });
  const refused = panel.getByRole('region', { name: 'Refused' });
  await expect(refused).toContainText('OpenAI Chat Completions cannot take filesystem.search_code');
  await expect(refused).toContainText('Suggested: filesystem_search_code');
  await expect(panel.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
  await expect(panel.getByRole('region', { name: 'OpenAI Chat Completions output' })).toHaveCount(
    0,
  );
});
