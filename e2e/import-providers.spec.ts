/**
 * A provider's tools pasted into Import are read as `tool-schema import` reads them: the preview
 * names the format and the tools come in as MCP tools, by their names. Exporting a tool to each
 * target and importing what was exported gives the tool again.
 */
import { expect, test } from './fixtures';
import { FilesPanel } from './pages/files';

const WEATHER = {
  name: 'get_weather',
  description: 'Weather for a city.',
  inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
};

const OPENAI = JSON.stringify(
  [
    {
      type: 'function',
      function: {
        name: 'get_weather',
        description: 'Weather for a city.',
        parameters: WEATHER.inputSchema,
        strict: false,
      },
    },
  ],
  null,
  2,
);

test('a pasted OpenAI array becomes an MCP tool with its name', async ({ studio }) => {
  await studio.open();
  await studio.importer.open();
  await studio.importer.paste(OPENAI);
  await expect(studio.importer.preview).toContainText(
    'OpenAI Chat Completions, 1 tool, converted to MCP: get_weather.',
  );
  await expect(studio.importer.preview).toContainText(
    'One tool will be added to the workspace; nothing is replaced.',
  );
  await studio.importer.importButton.click();
  await expect(studio.importer.dialog).toBeHidden();
  await expect(studio.tool('get_weather')).toHaveAttribute('aria-selected', 'true');
  expect(JSON.parse(await studio.activeText())).toEqual(WEATHER);
  await expect(studio.statusBar).toContainText('Imported 1 tool.');
});

/** Each Target picker entry, and what the Import preview says of its output. */
const ROUND_TRIPS: { label: string; preview: string }[] = [
  { label: 'MCP tools', preview: 'An array of tools with 1 tool.' },
  { label: 'MCP tools/list result', preview: 'A tools/list result with 1 tool.' },
  {
    label: 'OpenAI Chat Completions',
    preview: 'OpenAI Chat Completions, 1 tool, converted to MCP: get_weather.',
  },
  {
    label: 'OpenAI Responses',
    preview: 'OpenAI Responses, 1 tool, converted to MCP: get_weather.',
  },
  {
    label: 'OpenAI strict',
    preview: 'OpenAI Chat Completions, 1 tool, converted to MCP: get_weather.',
  },
  {
    label: 'Anthropic Messages',
    preview: 'Anthropic Messages, 1 tool, converted to MCP: get_weather.',
  },
  {
    label: 'Bedrock Converse',
    preview: 'Bedrock Converse, 1 tool, converted to MCP: get_weather.',
  },
  { label: 'Google Gemini', preview: 'Google Gemini, 1 tool, converted to MCP: get_weather.' },
  // A list of Spark ToolSpecs has Anthropic's shape; `tool-schema import` reads it so too.
  {
    label: 'Spark ToolSpec',
    preview: 'Anthropic Messages, 1 tool, converted to MCP: get_weather.',
  },
  { label: 'ToolHive registry entry', preview: 'A ToolHive registry entry with 1 tool.' },
];

test('export to every target, import the output: the tool comes back by its name', async ({
  studio,
}) => {
  await studio.open();
  await studio.setWorkspace([JSON.stringify(WEATHER, null, 2)]);
  await expect(studio.tool('get_weather')).toHaveCount(1);
  for (const [i, { label, preview }] of ROUND_TRIPS.entries()) {
    await studio.tool('get_weather').first().click();
    await studio.export.open();
    await studio.export.chooseTarget(label);
    const exported = await studio.export.output(label).innerText();
    expect(exported, label).toContain('get_weather');

    await studio.importer.open();
    await studio.importer.paste(exported);
    await expect(studio.importer.preview, label).toContainText(preview);
    await studio.importer.importButton.click();
    await expect(studio.importer.dialog).toBeHidden();
    await expect(studio.tool('get_weather'), label).toHaveCount(i + 2);
    const back = JSON.parse(await studio.activeText()) as typeof WEATHER;
    expect(back.name, label).toBe('get_weather');
    expect(back.description, label).toBe('Weather for a city.');
    expect(back.inputSchema.properties, label).toEqual(WEATHER.inputSchema.properties);
    expect(back.inputSchema.required, label).toEqual(['city']);
  }
});

test('a dropped OpenAI file opens Import with the same reading', async ({ studio, page }) => {
  const files = new FilesPanel(page);
  await studio.open();
  await files.dropFiles({ 'openai-tools.json': OPENAI });
  await expect(studio.importer.dialog).toBeVisible();
  await expect(studio.importer.preview).toContainText(
    'OpenAI Chat Completions, 1 tool, converted to MCP: get_weather.',
  );
  await studio.importer.importButton.click();
  await expect(studio.tool('get_weather')).toHaveAttribute('aria-selected', 'true');
  expect(JSON.parse(await studio.activeText())).toEqual(WEATHER);
});
