import { expect, test } from './fixtures';
import { FilesPanel } from './pages/files';

// A tools/list result with two tools, as a server's repository keeps it (four-space indent).
const LIST = `{
    "tools": [
        {
            "name": "list_files",
            "description": "List the files of a folder.",
            "inputSchema": { "type": "object", "properties": { "path": { "type": "string" } } }
        },
        {
            "name": "read_file",
            "description": "Read a file.",
            "inputSchema": { "type": "object", "properties": { "path": { "type": "string" } } }
        }
    ]
}
`;
const WEATHER = `{
  "name": "get_weather",
  "description": "Weather for a city.",
  "inputSchema": { "type": "object", "properties": { "city": { "type": "string" } } }
}
`;
const TIME = `{"name": "get_time", "description": "The time now.", "inputSchema": {"type": "object"}}\n`;

test('open a folder, edit one tool of a tools/list file, save: only that tool changes on disk', async ({
  studio,
  page,
}) => {
  const files = new FilesPanel(page);
  await files.stubPickerWithOpfs();
  await studio.open();
  await files.writeFile('tools-list.json', LIST);
  await files.writeFile('weather.json', WEATHER);
  await files.writeFile('time.json', TIME);
  await files.writeFile('notes.txt', 'not a tool');

  await files.openFolder.click();
  await expect(studio.statusBar).toContainText('4 tools from 3 files');
  for (const name of ['list_files', 'read_file', 'get_weather', 'get_time'])
    await expect(studio.tool(name)).toBeVisible();
  await expect(studio.tool('read_file')).toHaveAccessibleDescription(
    /From tools-list\.json, saved/,
  );

  await studio.tool('read_file').click();
  // The workspace holds the tool as the file spells it, less the indent it sits at.
  expect(await studio.activeText()).toBe(
    '{\n    "name": "read_file",\n    "description": "Read a file.",\n    "inputSchema": { "type": "object", "properties": { "path": { "type": "string" } } }\n}',
  );
  await studio.setActiveText(
    (await studio.activeText()).replace('Read a file.', 'Read a text file, whole.'),
  );
  await expect(studio.tool('read_file')).toHaveAccessibleDescription(/unsaved changes/);

  await files.save.click();
  await expect(studio.statusBar).toContainText('Saved tools-list.json.');
  expect(await files.readFile('tools-list.json')).toBe(
    LIST.replace('"description": "Read a file."', '"description": "Read a text file, whole."'),
  );
  await expect(studio.tool('read_file')).toHaveAccessibleDescription(
    /From tools-list\.json, saved/,
  );
  // The other files were not touched.
  expect(await files.readFile('weather.json')).toBe(WEATHER);
  expect(await files.readFile('time.json')).toBe(TIME);
});

test('a file changed behind the studio asks: reload, keep mine or compare', async ({
  studio,
  page,
}) => {
  const files = new FilesPanel(page);
  await files.stubPickerWithOpfs();
  await studio.open();
  await files.writeFile('weather.json', WEATHER);
  await files.openFolder.click();
  await studio.tool('get_weather').click();

  const theirs = WEATHER.replace('Weather for a city.', 'Weather, edited elsewhere.');
  await files.writeFile('weather.json', theirs);
  const mine = WEATHER.replace('Weather for a city.', 'Current weather for a city.');
  await studio.setActiveText(mine);
  // Ctrl+S on a tool bound to a file saves it (a snapshot otherwise).
  await studio.editor.click();
  await page.keyboard.press('Control+s');
  await expect(files.conflict).toBeVisible();
  expect(await files.readFile('weather.json')).toBe(theirs);

  await files.conflict.getByRole('button', { name: 'Compare' }).click();
  await expect(files.conflict.getByRole('region', { name: 'On disk' })).toContainText(
    'Weather, edited elsewhere.',
  );
  await expect(files.conflict.getByRole('region', { name: 'Yours' })).toContainText(
    'Current weather for a city.',
  );
  await files.conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(studio.statusBar).toContainText('Saved weather.json.');
  expect(await files.readFile('weather.json')).toBe(mine);

  // Changed on disk again; this time the file's version wins.
  await files.writeFile('weather.json', theirs);
  await studio.setActiveText(mine.replace('Current', 'Today’s'));
  await files.save.click();
  await files.conflict.getByRole('button', { name: 'Reload from disk' }).click();
  await expect(studio.statusBar).toContainText('Reloaded weather.json from disk.');
  expect(await studio.activeText()).toBe(theirs);
});

test('a write that fails keeps the edit, says so, and a later save writes it', async ({
  studio,
  page,
}) => {
  const files = new FilesPanel(page);
  await files.stubPickerWithOpfs();
  await studio.open();
  await files.writeFile('time.json', TIME);
  await files.openFolder.click();
  await studio.tool('get_time').click();
  const edited = TIME.replace('The time now.', 'The time now, in UTC.');
  await studio.setActiveText(edited);

  const restore = await files.failWrites();
  await files.save.click();
  await expect(studio.statusBar).toContainText('time.json could not be written');
  await expect(studio.statusBar).toContainText('Your edit is kept in the studio');
  expect(await studio.activeText()).toBe(edited);
  await expect(studio.tool('get_time')).toHaveAccessibleDescription(/unsaved changes/);
  expect(await files.readFile('time.json')).toBe(TIME);

  await restore();
  await files.save.click();
  await expect(studio.statusBar).toContainText('Saved time.json.');
  expect(await files.readFile('time.json')).toBe(edited);
});

test('dropping several files opens them read-only, and says so', async ({ studio, page }) => {
  const files = new FilesPanel(page);
  await studio.open();
  await files.dropFiles({ 'weather.json': WEATHER, 'time.json': TIME, 'notes.txt': 'not a tool' });
  await expect(studio.statusBar).toContainText('2 tools from 2 files (read-only');
  await expect(studio.tool('get_weather')).toHaveAccessibleDescription(/From weather\.json, saved/);
  await studio.tool('get_weather').click();
  await expect(files.save).toBeDisabled();
  // Ctrl+S keeps its other meaning there: a snapshot, not a write.
  await studio.editor.click();
  await page.keyboard.press('Control+s');
  await expect(studio.statusBar).toContainText('Saved, with a snapshot of this tool.');
});

// A server's repository as it is: its package.json and tsconfig.json (with comments), a file of
// OpenAI tools, a .jsonc tool with comments and an MCP tool.
const PACKAGE_JSON = `{
  "name": "weather-mcp",
  "version": "1.0.0",
  "description": "A weather server.",
  "type": "module"
}
`;
const TSCONFIG = `{
  // Node 20
  "compilerOptions": { "strict": true, "module": "NodeNext" }
}
`;
const OPENAI = `[
  {
    "type": "function",
    "function": {
      "name": "get_forecast",
      "description": "The forecast for a city.",
      "parameters": { "type": "object", "properties": { "city": { "type": "string" } }, "required": ["city"] },
      "strict": false
    }
  }
]
`;
const JSONC = `// The search tool. Keep the description short.
{
  "name": "search_docs",
  // Shown to the model.
  "description": "Search the docs.",
  "inputSchema": {
    "type": "object",
    "properties": {
      "query": { "type": "string" } // what to look for
    }
  }
}
`;

test('a server project: only tool files are bound, package.json is not a tool, a provider file is read-only, a .jsonc tool keeps its comments', async ({
  studio,
  page,
}) => {
  const files = new FilesPanel(page);
  await files.stubPickerWithOpfs();
  await studio.open();
  const disk: Record<string, string> = {
    'package.json': PACKAGE_JSON,
    'tsconfig.json': TSCONFIG,
    'openai-tools.json': OPENAI,
    'search.jsonc': JSONC,
    'weather.json': WEATHER,
  };
  for (const [name, text] of Object.entries(disk)) await files.writeFile(name, text);

  await files.openFolder.click();
  await expect(studio.statusBar).toContainText(
    'Opened the folder: 3 tools from 3 files. Read-only, converted to MCP: openai-tools.json (OpenAI Chat Completions). Not tools: package.json, tsconfig.json.',
  );
  await expect(studio.tool('weather-mcp')).toHaveCount(0);
  await expect(studio.tool('get_weather')).toHaveAccessibleDescription(/From weather\.json, saved/);
  await expect(studio.tool('get_forecast')).toHaveAccessibleDescription(
    /From openai-tools\.json, read-only: OpenAI Chat Completions, converted to MCP/,
  );
  await expect(studio.tool('search_docs')).toHaveAccessibleDescription(/From search\.jsonc, saved/);

  // The provider's tool, as MCP.
  await studio.tool('get_forecast').click();
  expect(JSON.parse(await studio.activeText())).toEqual({
    name: 'get_forecast',
    description: 'The forecast for a city.',
    inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
  });

  // The .jsonc tool, read: the workspace holds it as JSON, its comments stay in the file.
  await studio.tool('search_docs').click();
  expect(await studio.activeText()).toBe(
    '{\n  "name": "search_docs",\n  "description": "Search the docs.",\n  "inputSchema": {\n    "type": "object",\n    "properties": {\n      "query": { "type": "string" } \n    }\n  }\n}',
  );
  await expect(studio.problems).not.toContainText('comment');
  await studio.setActiveText(
    (await studio.activeText()).replace('Search the docs.', 'Search the docs by keyword.'),
  );
  await files.save.click();
  await expect(studio.statusBar).toContainText('Saved search.jsonc.');
  disk['search.jsonc'] = JSONC.replace('Search the docs.', 'Search the docs by keyword.');
  expect(await files.readAll()).toEqual(disk);

  // An MCP tool edited and saved: every other file byte for byte.
  await studio.tool('get_weather').click();
  await studio.setActiveText(WEATHER.replace('Weather for a city.', 'Current weather for a city.'));
  await files.save.click();
  await expect(studio.statusBar).toContainText('Saved weather.json.');
  disk['weather.json'] = WEATHER.replace('Weather for a city.', 'Current weather for a city.');
  expect(await files.readAll()).toEqual(disk);

  // Save on the provider's tool asks; a new file leaves the provider's file as it was.
  await studio.tool('get_forecast').click();
  await files.save.click();
  await expect(files.convertChoice).toContainText(
    'openai-tools.json is in the OpenAI Chat Completions format.',
  );
  await expect(files.convertChoice.getByRole('button', { name: 'Save as new file' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(files.convertChoice).toBeHidden();
  await expect(files.save).toBeFocused();
  expect(await files.readAll()).toEqual(disk);
  await files.save.click();
  await files.convertChoice.getByRole('button', { name: 'Save as new file' }).click();
  await expect(studio.statusBar).toContainText('Saved as get_forecast.json.');
  disk['get_forecast.json'] = await studio.activeText();
  expect(await files.readAll()).toEqual(disk);
  await expect(studio.tool('get_forecast')).toHaveAccessibleDescription(
    /From get_forecast\.json, saved/,
  );
});

test("Save on a provider file's tool can convert the file to MCP, at the user's choice; then it saves in place", async ({
  studio,
  page,
}) => {
  const files = new FilesPanel(page);
  await files.stubPickerWithOpfs();
  await studio.open();
  const gemini = JSON.stringify({
    functionDeclarations: [
      {
        name: 'get_time',
        description: 'The time now.',
        parameters: { type: 'OBJECT', properties: {} },
      },
      { name: 'get_date', description: 'Today.', parameters: { type: 'OBJECT', properties: {} } },
    ],
  });
  await files.writeFile('gemini.json', gemini);
  await files.openFolder.click();
  await expect(studio.statusBar).toContainText(
    'Read-only, converted to MCP: gemini.json (Google Gemini).',
  );
  await studio.tool('get_date').click();
  await studio.setActiveText((await studio.activeText()).replace('Today.', 'The date today.'));
  await files.save.click();
  await expect(files.convertChoice).toContainText('gemini.json is in the Google Gemini format.');
  expect(await files.readFile('gemini.json')).toBe(gemini);

  await files.convertChoice.getByRole('button', { name: 'Convert file to MCP' }).click();
  await expect(studio.statusBar).toContainText('Converted gemini.json to MCP: 2 tools, saved.');
  const empty = { type: 'object', properties: {} };
  expect(JSON.parse(await files.readFile('gemini.json'))).toEqual([
    { name: 'get_time', description: 'The time now.', inputSchema: empty },
    { name: 'get_date', description: 'The date today.', inputSchema: empty },
  ]);
  await expect(studio.tool('get_date')).toHaveAccessibleDescription(/From gemini\.json, saved/);

  // An MCP file now: a save writes the tool in place, the other tool byte for byte.
  const converted = await files.readFile('gemini.json');
  await studio.setActiveText(
    (await studio.activeText()).replace('The date today.', 'Today’s date.'),
  );
  await files.save.click();
  await expect(studio.statusBar).toContainText('Saved gemini.json.');
  expect(await files.readFile('gemini.json')).toBe(
    converted.replace('The date today.', 'Today’s date.'),
  );
});
