import { expect, test } from './fixtures';
import type { StudioWindow } from '../src/test-api';

test('F8 jumps to the next problem, Format tidies the text, Ctrl+S saves a snapshot', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.setActiveText(
    '{"name": "bad name", "description": "Does things.", "inputSchema": {"type": "object"}}',
  );
  await expect(studio.problem('name-invalid-chars')).toBeVisible();

  // From outside the editor, F8 focuses it and opens the next problem in place.
  await studio.tools.focus();
  await page.keyboard.press('F8');
  await expect(page.locator('.marker-widget')).toContainText('name-invalid-chars');
  await page.keyboard.press('Escape');

  await studio.editor.getByRole('button', { name: 'Format' }).click();
  await expect
    .poll(() => studio.activeText())
    .toBe(
      '{\n  "name": "bad name",\n  "description": "Does things.",\n  "inputSchema": {\n    "type": "object"\n  }\n}',
    );
  // Formatting is one undoable edit.
  await studio.select(1, 1);
  await page.keyboard.press('Control+z');
  await expect.poll(() => studio.activeText()).toContain('"inputSchema": {"type": "object"}');

  await page.keyboard.press('Control+s');
  await expect(studio.statusBar).toContainText('Saved, with a snapshot of this tool.');

  // The snapshot brings the text back after later edits.
  await studio.setActiveText('{}');
  await studio.editor.getByRole('button', { name: 'Snapshots 1' }).click();
  await page.getByRole('menu', { name: 'Restore snapshot' }).getByRole('menuitem').first().click();
  await expect.poll(() => studio.activeText()).toContain('"inputSchema": {"type": "object"}');
});

test('an edit made by a panel goes through the editor and Ctrl+Z undoes it', async ({
  studio,
  page,
}) => {
  await studio.open();
  const before = await studio.activeText();
  const at = before.indexOf('"readOnlyHint": true');
  await page.evaluate(
    ({ offset }) => {
      const state = (window as unknown as StudioWindow).toolSchemaStudio.store.getState();
      state.applyToolEdits(state.activeToolId!, [
        { offset: offset + '"readOnlyHint": '.length, length: 4, content: 'false' },
      ]);
    },
    { offset: at },
  );
  await expect(studio.editor).toContainText('"readOnlyHint": false');
  await studio.select(1, 1);
  await page.keyboard.press('Control+z');
  await expect(studio.editor).toContainText('"readOnlyHint": true');
  expect(await studio.activeText()).toBe(before);
});

test('hover explains tool fields from the tool-document schema', async ({ studio, page }) => {
  await studio.open();
  await studio.editor
    .locator('.view-line span', { hasText: /^"readOnlyHint"$/ })
    .first()
    .hover();
  await expect(
    page.locator('.monaco-hover').filter({ hasText: 'Default when absent' }).first(),
  ).toContainText('Default when absent: false');
});

test('arrow keys, Home and End move along the Studio toolbar', async ({ studio }) => {
  await studio.open();
  const { newTool, import: importButton, share, theme } = studio.toolbar;
  await newTool.focus();
  await studio.page.keyboard.press('ArrowRight');
  await expect(importButton).toBeFocused();
  await studio.page.keyboard.press('ArrowRight');
  await expect(share).toBeFocused();
  await studio.page.keyboard.press('End');
  await expect(theme).toBeFocused();
  await studio.page.keyboard.press('ArrowRight');
  await expect(newTool).toBeFocused();
  await studio.page.keyboard.press('ArrowLeft');
  await expect(theme).toBeFocused();
  await studio.page.keyboard.press('Home');
  await expect(newTool).toBeFocused();
  // Inside the open New tool menu, the keys belong to the menu: End does not leave it.
  await studio.page.keyboard.press('Enter');
  const items = studio.page.getByRole('menu').getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await studio.page.keyboard.press('End');
  await studio.page.keyboard.press('ArrowRight');
  await expect(items.first()).toBeFocused();
  await studio.page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await studio.page.keyboard.press('Escape');

  // The Share dialog is opened from the toolbar, but its buttons are not toolbar stops.
  await share.click();
  const dialog = studio.share.dialog;
  const download = dialog.getByRole('button', { name: 'Download workspace file' });
  await download.focus();
  await studio.page.keyboard.press('ArrowRight');
  await expect(download).toBeFocused();
});
