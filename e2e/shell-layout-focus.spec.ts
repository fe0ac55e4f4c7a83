import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ComparePage } from './pages/compare';
import { SnapshotsPanel } from './pages/snapshots';

/** Errors the page logs or throws from now on (the blocked service worker aside). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('a tool list widened by keyboard never lays the editor over the Form', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.form.open();
  const editor = studio.editor.locator('.monaco-editor');
  const rightEdge = async () => {
    const box = (await editor.boundingBox())!;
    return box.x + box.width;
  };
  const formLeft = async () => (await studio.form.panel.boundingBox())!.x;

  const edge = studio.toolList.resizer;
  await edge.focus();
  await page.keyboard.press('End');
  await expect(edge).toHaveAttribute('aria-valuenow', '560');
  // Monaco re-lays itself out a frame after its container shrinks.
  await expect.poll(async () => (await rightEdge()) <= (await formLeft())).toBe(true);
  // The editor's own buttons wrap inside its column instead of running under the Form.
  const compare = new ComparePage(page);
  const button = (await compare.trigger.boundingBox())!;
  expect(button.x + button.width).toBeLessThanOrEqual(await formLeft());

  // Narrowed again, the editor takes the room back.
  await page.keyboard.press('Home');
  await expect(edge).toHaveAttribute('aria-valuenow', '160');
  await expect.poll(async () => (await formLeft()) - (await rightEdge())).toBeLessThan(4);
});

test('opening and closing Compare logs no error, and focus returns to its button', async ({
  studio,
  page,
}) => {
  const errors = pageErrors(page);
  await studio.open();
  const snapshots = new SnapshotsPanel(page);
  await snapshots.take.click();
  const compare = new ComparePage(page);

  await compare.trigger.click();
  await expect(compare.diffEditor.locator('.editor.modified .view-lines')).toBeVisible();
  await compare.close.click();
  await expect(compare.dialog).toBeHidden();
  await expect(compare.trigger).toBeFocused();

  // Again, closed with Escape from inside the diff editor.
  await page.keyboard.press('Enter');
  await expect(compare.diffEditor.locator('.editor.modified .view-lines')).toBeVisible();
  await compare.diffEditor.locator('.editor.modified .view-lines').click();
  await page.keyboard.press('Escape');
  await expect(compare.dialog).toBeHidden();
  await expect(compare.trigger).toBeFocused();
  expect(errors.filter((e) => !e.includes('Service Worker'))).toEqual([]);
});

test('every menu and dialog takes focus when opened and gives it back to its trigger', async ({
  studio,
  page,
}) => {
  await studio.open();
  const { newTool, import: importButton, share } = studio.toolbar;

  // New tool: the menu's first template has focus; Escape goes back to "New tool".
  await newTool.click();
  const templates = page.getByRole('menu', { name: 'New tool from template' });
  await expect(templates.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(templates).toBeHidden();
  await expect(newTool).toBeFocused();
  // Picking a template closes it the same way.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(templates).toBeHidden();
  await expect(newTool).toBeFocused();
  await expect(studio.toolList.rows).toHaveCount(2);

  for (const [trigger, dialog] of [
    [importButton, studio.importDialog],
    [share, studio.share.dialog],
    [studio.live.connectButton, studio.live.dialog],
  ] as const) {
    await trigger.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  }

  // Snapshots: the menu takes focus; Escape gives it back.
  const snapshots = new SnapshotsPanel(page);
  await snapshots.take.click();
  await snapshots.button.click();
  await expect(snapshots.items.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(snapshots.menu).toBeHidden();
  await expect(snapshots.button).toBeFocused();

  // Rename, from its button and from F2 in the list: back where it was opened.
  const rename = studio.toolList.actions.getByRole('button', { name: 'Rename', exact: true });
  await rename.click();
  await expect(page.getByLabel('New name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(rename).toBeFocused();
  await rename.click();
  await page.getByLabel('New name').fill('lookup_user');
  await page.keyboard.press('Enter');
  await expect(studio.tool('lookup_user')).toBeVisible();
  await expect(rename).toBeFocused();
  await studio.tools.focus();
  await page.keyboard.press('F2');
  await page.keyboard.press('Escape');
  await expect(studio.tools).toBeFocused();
});

test('arrow keys along the toolbar pass over the disabled Save', async ({ studio, page }) => {
  await studio.open();
  const bar = page.getByRole('toolbar', { name: 'Studio' });
  const save = bar.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  const openFolder = bar.getByRole('button', { name: 'Open folder' });
  await openFolder.focus();
  await page.keyboard.press('ArrowRight');
  await expect(save).not.toBeFocused();
  await expect(bar.getByRole('button', { name: 'Connect', exact: true })).toBeFocused();
});

test('Enter on a snapshot restores it with an undo beside; Delete in the list undoes with Ctrl+Z', async ({
  studio,
  page,
}) => {
  await studio.open();
  const before = await studio.activeText();
  const snapshots = new SnapshotsPanel(page);
  await snapshots.take.click();
  await studio.setActiveText('{"name": "edited"}');
  await snapshots.button.click();
  await page.keyboard.press('Enter');
  await expect.poll(() => studio.activeText()).toBe(before);
  await expect(snapshots.button).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Snapshot restored.' })).toBeVisible();
  await snapshots.undo.click();
  await expect.poll(() => studio.activeText()).toBe('{"name": "edited"}');
  await expect(snapshots.undo).toBeHidden();

  await studio.toolbar.newTool.click();
  await page.getByRole('menuitem', { name: /get_weather/ }).click();
  await studio.tools.focus();
  await page.keyboard.press('Delete');
  await expect(studio.tool('get_weather')).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted “get_weather”' })).toBeVisible();
  await expect(studio.tools).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(studio.tool('get_weather')).toHaveAttribute('aria-selected', 'true');

  // From the Delete button, focus moves to the undo (the button turns disabled with one tool left).
  const actions = studio.toolList.actions;
  await actions.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Undo delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(studio.tool('get_weather')).toBeVisible();
});
