import { join } from 'node:path';
import { expect, test } from './fixtures';

/** The preview tabs a person sees beside the editor, in order. */
const TABS = ['Form', 'Annotations', 'Parameters', 'Export', 'Quality', 'Cost'];

test('a newcomer sees the whole studio: tool list, editor, problems and the six tabs (SCREENSHOTS=1 writes the README image)', async ({
  studio,
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await studio.open();
  await expect(studio.tool('filesystem.search_code')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab')).toHaveText(TABS);
  await expect(studio.form.tab).toHaveAttribute('aria-selected', 'true');
  // The form is drawn from the example's inputSchema, and the worker has checked the text.
  await expect(studio.form.inputForm.getByText('query', { exact: true })).toBeVisible();
  await expect(studio.statusBar).toContainText(/\d+ errors? · \d+ warnings? · \d+ info/);
  await expect(studio.problems).toContainText('name-target-incompatible');
  const path = process.env.SCREENSHOTS
    ? join(import.meta.dirname, '../docs/screenshot.png')
    : testInfo.outputPath('screenshot.png');
  await page.screenshot({ path });
});
