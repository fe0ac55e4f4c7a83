import { expect, test } from './fixtures';

const toolsList = {
  tools: [
    {
      name: 'get_weather',
      description: 'Get current weather for a location',
      inputSchema: { type: 'object' },
    },
    {
      name: 'get_server_time',
      description: 'Return the time.',
      inputSchema: { type: 'object', additionalProperties: false },
    },
  ],
};

test('import by paste shows a preview, then splits a tools/list result into tools', async ({
  studio,
}) => {
  await studio.open();
  await studio.toolbar.import.click();
  const dialog = studio.importDialog;
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Tool JSON').fill(JSON.stringify(toolsList));
  await expect(dialog).toContainText('A tools/list result with 2 tools.');
  await expect(dialog).toContainText(
    '2 tools will be added to the workspace; nothing is replaced.',
  );
  // Nothing has changed yet.
  await expect(studio.tools.getByRole('option')).toHaveCount(1);

  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  await expect(studio.tools.getByRole('option')).toHaveCount(3);
  await expect(studio.tool('get_weather')).toHaveAttribute('aria-selected', 'true');
  await expect(studio.tool('get_server_time')).toBeVisible();
  await expect(studio.tool('filesystem.search_code')).toBeVisible();
  await expect(studio.editor).toContainText('"description": "Get current weather for a location"');
});

test('a JSON-RPC tools/list response, as a server sends it, is read as the tools/list it carries', async ({
  studio,
}) => {
  await studio.open();
  await studio.toolbar.import.click();
  const dialog = studio.importDialog;
  await dialog
    .getByLabel('Tool JSON')
    .fill(JSON.stringify({ jsonrpc: '2.0', id: 1, result: toolsList }));
  await expect(dialog).toContainText('A tools/list result with 2 tools.');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  await expect(studio.tool('get_weather')).toHaveAttribute('aria-selected', 'true');
  await expect(studio.tool('get_server_time')).toBeVisible();
});

test('import by file keeps a multi-tool document whole when asked', async ({ studio }) => {
  await studio.open();
  await studio.toolbar.import.click();
  const dialog = studio.importDialog;
  await dialog.getByLabel('Open file…').setInputFiles({
    name: 'tools.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(toolsList, null, 2)),
  });
  await expect(dialog.getByLabel('Tool JSON')).toHaveValue(/get_server_time/);
  await expect(dialog).toContainText('A tools/list result with 2 tools.');
  await dialog.getByLabel('one document').check();
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(studio.tool('tools/list result (2 tools)')).toHaveAttribute('aria-selected', 'true');
  await expect(studio.editor).toContainText('"tools": [');
});

test('a broken file is previewed as such and can still be imported to fix', async ({ studio }) => {
  await studio.open();
  await studio.toolbar.import.click();
  const dialog = studio.importDialog;
  await dialog.getByLabel('Tool JSON').fill('{"name": "half_written", ');
  await expect(dialog).toContainText('not valid JSON yet');
  await expect(dialog).toContainText(/\d+ errors? found/);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(studio.tools.getByRole('option')).toHaveCount(2);
  await expect(studio.problem('json-syntax').first()).toBeVisible();
});

test('a multi-tool document in the workspace can be split into tools later', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.setActiveText(JSON.stringify(toolsList, null, 2));
  await expect(studio.tool('tools/list result (2 tools)')).toBeVisible();
  await page.getByRole('button', { name: 'Split into tools' }).click();
  await expect(studio.tools.getByRole('option')).toHaveCount(3);
  await expect(studio.tool('get_weather')).toHaveAttribute('aria-selected', 'true');
  await expect(studio.tool('get_server_time')).toBeVisible();
  await expect(studio.statusBar).toContainText('the original document is kept');
});

test('dropping a .json file on the studio opens the import preview', async ({ studio, page }) => {
  await studio.open();
  const dataTransfer = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'weather.json', { type: 'application/json' }));
    return transfer;
  }, JSON.stringify(toolsList.tools[0]));
  await studio.tools.dispatchEvent('dragover', { dataTransfer });
  await studio.tools.dispatchEvent('drop', { dataTransfer });
  await expect(studio.importDialog).toBeVisible();
  await expect(studio.importDialog).toContainText('One MCP tool: get_weather.');
  await studio.importDialog.getByRole('button', { name: 'Import' }).click();
  await expect(studio.tool('get_weather')).toHaveAttribute('aria-selected', 'true');
});
