import { expect, test } from './fixtures';

test('a quick fix from the lightbulb repairs the name, and Ctrl+Z undoes it', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.select(2, 12, 2, 34);
  await page.keyboard.type('bad name');
  await expect(studio.problem('name-invalid-chars')).toBeVisible();

  await studio.select(2, 14);
  await page.keyboard.press('Control+.');
  const fix = page.locator('.action-widget').getByText('Rename to "bad_name"');
  await expect(fix).toBeVisible();
  await fix.click();

  await expect(studio.editor).toContainText('"name": "bad_name"');
  await expect(studio.problem('name-invalid-chars')).toBeHidden();
  await expect.poll(() => studio.activeText()).toContain('"name": "bad_name"');

  await page.keyboard.press('Control+z');
  await expect(studio.editor).toContainText('"name": "bad name"');
  await expect(studio.problem('name-invalid-chars')).toBeVisible();
});
