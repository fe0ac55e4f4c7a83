import { expect, test } from './fixtures';

test('create, rename, duplicate, reorder and delete tools, with undo', async ({ studio, page }) => {
  await studio.open();
  const actions = page.getByRole('group', { name: 'Selected tool' });
  await studio.toolbar.newTool.click();
  await page.getByRole('menuitem', { name: /get_weather/ }).click();
  await expect(studio.tool('get_weather')).toHaveAttribute('aria-selected', 'true');
  await expect(studio.editor).toContainText('"title": "Weather Information"');

  await studio.toolbar.newTool.click();
  await page.getByRole('menuitem', { name: /Blank tool/ }).click();
  await expect(studio.tool('new_tool')).toHaveAttribute('aria-selected', 'true');

  // Rename writes the name into the JSON text.
  await actions.getByRole('button', { name: 'Rename', exact: true }).click();
  await page.getByLabel('New name').fill('lookup_user');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(studio.tool('lookup_user')).toBeVisible();
  await expect(studio.editor).toContainText('"name": "lookup_user"');

  // A name the JSON cannot hold is refused with a reason, nothing changes.
  await actions.getByRole('button', { name: 'Rename', exact: true }).click();
  await page.getByLabel('New name').fill('   ');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'A tool name cannot be empty.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await actions.getByRole('button', { name: 'Duplicate', exact: true }).click();
  await expect(studio.tool('lookup_user_copy')).toHaveAttribute('aria-selected', 'true');

  const order = () => studio.tools.getByRole('option').locator('.tool-name').allInnerTexts();
  expect(await order()).toEqual([
    'filesystem.search_code',
    'get_weather',
    'lookup_user',
    'lookup_user_copy',
  ]);
  await actions.getByRole('button', { name: 'Move up', exact: true }).click();
  expect(await order()).toEqual([
    'filesystem.search_code',
    'get_weather',
    'lookup_user_copy',
    'lookup_user',
  ]);

  // Each tool keeps its own text in its own editor model.
  await studio.tool('get_weather').click();
  await expect(studio.editor).toContainText('"name": "get_weather"');

  await actions.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(studio.tool('get_weather')).toBeHidden();
  await page.getByRole('button', { name: 'Undo delete' }).click();
  await expect(studio.tool('get_weather')).toHaveAttribute('aria-selected', 'true');
  expect(await order()).toEqual([
    'filesystem.search_code',
    'get_weather',
    'lookup_user_copy',
    'lookup_user',
  ]);
});

test('the selected row stays in view while the arrow keys walk a list longer than the sidebar', async ({
  studio,
  page,
}) => {
  await studio.open();
  const texts = Array.from({ length: 80 }, (_, i) =>
    JSON.stringify({ name: `tool_${i}`, inputSchema: { type: 'object' } }),
  );
  await studio.setWorkspace(texts);
  await studio.tools.focus();
  await page.keyboard.press('End');
  await expect(studio.tool('tool_79')).toHaveAttribute('aria-selected', 'true');
  await expect(studio.tool('tool_79')).toBeInViewport();
  await page.keyboard.press('Home');
  await expect(studio.tool('tool_0')).toBeInViewport();
  for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowDown');
  await expect(studio.tool('tool_40')).toHaveAttribute('aria-selected', 'true');
  await expect(studio.tool('tool_40')).toBeInViewport();
});
