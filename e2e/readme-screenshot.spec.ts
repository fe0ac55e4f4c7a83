import { join } from 'node:path';
import { expect, test } from './fixtures';

/** The preview tabs a person sees beside the editor, in order. */
const TABS = [
  'Form',
  'Annotations',
  'Parameters',
  'Export',
  'Hosts',
  'Quality',
  'Selection',
  'Cost',
];

test('a newcomer starts a tool from a template and sees the whole studio: tool list, editor, problems and the eight tabs (SCREENSHOTS=1 writes the README image)', async ({
  studio,
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await studio.open();
  await expect(studio.tool('filesystem.search_code')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab')).toHaveText(TABS);

  await studio.toolbar.newTool.click();
  await page.getByRole('menuitem', { name: /^search_database/ }).click();
  await expect(studio.tool('search_database')).toHaveAttribute('aria-selected', 'true');
  await expect(studio.editor).toContainText('"name": "search_database"');
  await expect(studio.form.tab).toHaveAttribute('aria-selected', 'true');
  // The form is drawn from the template's schema, and a value typed there is checked at once.
  const query = studio.form.inputForm.getByRole('textbox', { name: 'query *' });
  await query.fill('overdue invoices');
  await expect(studio.form.sample).toHaveValue(/"query": "overdue invoices"/);
  await expect(studio.statusBar).toContainText(/\d+ errors? · \d+ warnings? · \d+ info/);
  await expect(studio.statusBar).toContainText('2 tools in workspace');
  const path = process.env.SCREENSHOTS
    ? join(import.meta.dirname, '../docs/screenshot.png')
    : testInfo.outputPath('screenshot.png');
  await page.screenshot({ path });
});
