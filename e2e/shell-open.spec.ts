import { expect, test } from './fixtures';

test('a newcomer sees the example tool, checked, in a working studio', async ({ studio, page }) => {
  await studio.open();
  await expect(studio.tool('filesystem.search_code')).toHaveAttribute('aria-selected', 'true');
  await expect(studio.editor).toContainText('"name": "filesystem.search_code"');
  for (const name of ['New tool', 'Import', 'Share', 'Theme'] as const) {
    await expect(
      page.getByRole('toolbar', { name: 'Studio' }).getByRole('button', { name }),
    ).toBeVisible();
  }
  for (const name of ['Form', 'Annotations', 'Parameters', 'Export']) {
    await expect(page.getByRole('tab', { name })).toBeVisible();
  }
  // The worker has analysed the example: the status bar shows counts and the document kind.
  await expect(studio.statusBar).toContainText('MCP tool');
  await expect(studio.statusBar).toContainText(/\d+ errors? · \d+ warnings? · \d+ info/);
  await page.screenshot({ path: '/tmp/shell.png' });
});
