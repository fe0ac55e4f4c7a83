import type { Page } from '@playwright/test';
import type { StudioWindow } from '../src/test-api';
import { expect, test } from './fixtures';

/** A small tool whose form starts with a text field: where the Tab journey ends. */
const weather = {
  name: 'get_weather',
  description: 'Get the current weather for a city.',
  inputSchema: {
    type: 'object',
    properties: {
      city: { type: 'string', description: 'City name, e.g. "Paris".' },
      days: { type: 'integer', minimum: 1, maximum: 14, description: 'How many days ahead.' },
    },
    required: ['city'],
  },
};

/** Where focus is, described for a failure message: the element's role, name or class. */
const focusTrail = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return 'nothing';
    const inEditor = el.closest('.monaco-editor') ? ' (in the editor)' : '';
    return `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 30) ?? ''}${inEditor}`;
  });

test('Tab from the top of the page passes the editor and reaches the Form tab’s first field; the tool is unchanged', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.setActiveText(JSON.stringify(weather, null, 2));
  await studio.form.open();
  const firstField = studio.form.inputForm.getByRole('textbox', { name: /^city/ });
  await expect(firstField).toBeVisible();
  const before = await studio.activeText();

  // From the top: the page loaded afresh (the workspace is kept), nothing focused yet.
  await page.reload();
  await studio.waitForEditor();
  await expect(firstField).toBeVisible();
  const trail: string[] = [];
  let reached = false;
  let passedEditor = false;
  for (let presses = 0; presses < 60 && !reached; presses++) {
    await page.keyboard.press('Tab');
    trail.push(await focusTrail(page));
    if (trail.at(-1)!.endsWith('(in the editor)')) passedEditor = true;
    reached = await firstField.evaluate((el) => el === document.activeElement);
  }
  expect(reached, `focus went: ${trail.join(' → ')}`).toBe(true);
  expect(passedEditor, `the Tab journey goes through the editor: ${trail.join(' → ')}`).toBe(true);
  expect(await studio.activeText()).toBe(before);
});

test('a skip link at the top goes to the preview', async ({ studio, page }) => {
  await studio.open();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the preview' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Form', exact: true })).toBeFocused();
});

test('after typing in the editor, Esc then Tab (the documented keys) leaves it', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.setActiveText(JSON.stringify(weather, null, 2));
  await expect(studio.editor.getByText('Esc', { exact: true })).toBeVisible();
  // The cursor right after `"get_weather`, then one character typed.
  await studio.select(2, 23);
  await page.keyboard.type('s');
  await expect.poll(() => studio.activeText()).toContain('"get_weathers"');
  // Once typed in, Tab indents (as an editor should)…
  await page.keyboard.press('Tab');
  await expect.poll(() => studio.activeText()).toMatch(/"get_weathers +"/);
  await page.keyboard.press('Control+z');
  await expect.poll(() => studio.activeText()).toContain('"get_weathers"');
  // …and Esc, then Tab, moves focus out of it without writing anything.
  const text = await studio.activeText();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  expect(await focusTrail(page)).not.toContain('(in the editor)');
  expect(await studio.activeText()).toBe(text);
  // Shift+Tab comes back into the editor, and Shift+Tab again leaves it backwards.
  await page.keyboard.press('Shift+Tab');
  expect(await focusTrail(page)).toContain('(in the editor)');
  await page.keyboard.press('Shift+Tab');
  expect(await focusTrail(page)).not.toContain('(in the editor)');
  expect(await studio.activeText()).toBe(text);
});

test('the tool list: a filter box, the full name of a long tool in its name and on hover, a resizable width', async ({
  studio,
  page,
}) => {
  await studio.open();
  const long = 'acme_crm.search_customer_records_by_region_and_quarter';
  await page.evaluate(
    (names) => {
      const state = (window as unknown as StudioWindow).toolSchemaStudio.store.getState();
      state.addTools(
        names.map((name) =>
          JSON.stringify({ name, description: 'Does one thing.', inputSchema: { type: 'object' } }),
        ),
      );
    },
    [long, 'send_invoice'],
  );
  const row = studio.tool(long);
  await expect(row).toBeVisible();
  // The row is cut to the sidebar's width on screen, but says its whole name.
  const cut = await row.locator('.tool-name').evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(cut).toBe(true);
  await expect(row).toHaveAccessibleName(long);
  await expect(row).toHaveAttribute('title', new RegExp(`^${long.replace('.', '\\.')}: `));

  const filter = page.getByRole('searchbox', { name: 'Filter tools' });
  await filter.fill('INVOICE');
  await expect(studio.toolList.rows).toHaveCount(1);
  await expect(studio.tool('send_invoice')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^1 of \d+ tools$/ })).toBeVisible();
  await filter.press('Escape');
  await expect(studio.tool(long)).toBeVisible();

  // The list's edge moves with the arrow keys; wide enough, the long name is no longer cut.
  const edge = studio.toolList.resizer;
  await edge.focus();
  await page.keyboard.press('End');
  await expect(edge).toHaveAttribute('aria-valuenow', '560');
  await expect
    .poll(() => row.locator('.tool-name').evaluate((el) => el.scrollWidth > el.clientWidth))
    .toBe(false);
  await page.keyboard.press('Home');
  await expect(edge).toHaveAttribute('aria-valuenow', '160');
});

test('an out-of-range number: its message once, under its field, and the first field stays put while typing', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.setActiveText(JSON.stringify(weather, null, 2));
  await studio.form.open();
  const form = studio.form;
  const first = form.inputForm.getByRole('textbox', { name: /^city/ });
  const days = form.inputForm.getByRole('spinbutton', { name: /^days/ });
  await expect(first).toBeVisible();
  const top = async () => (await first.boundingBox())!.y;
  const before = await top();

  // Typed key by key: the first keystroke also starts "Sample 1", whose mark then changes.
  await days.click();
  for (const key of ['9', '9']) {
    await page.keyboard.press(key);
    expect(await top()).toBe(before);
  }
  await expect(form.check).toHaveText('Sample input does not pass inputSchema: 2 problems.');
  expect(await top()).toBe(before);

  // "Must be <= 14." exactly once in the whole Form tab, and it is under "days".
  await expect(form.panel.getByText('Must be <= 14.')).toHaveCount(1);
  await expect(form.fieldErrors(/^days/)).toHaveText('Must be <= 14.');
  // The untouched required "city" is not shouted about yet…
  await expect(form.panel.getByText('The required property "city" is missing.')).toHaveCount(0);
  // …until the summary line is asked to show every problem: then under "city", focused.
  await form.panel.getByRole('button', { name: 'Show all and go to the first problem' }).click();
  await expect(form.fieldErrors(/^city/)).toHaveText('The required property "city" is missing.');
  await expect(form.panel.getByText('The required property "city" is missing.')).toHaveCount(1);
  await expect(first).toBeFocused();
  expect(await top()).toBe(before);
});

test('every panel names the targets alike', async ({ studio, page }) => {
  await studio.open();
  await studio.openPreflight();
  const exportTargets = await page
    .getByRole('tabpanel', { name: 'Export' })
    .getByRole('combobox', { name: 'Target' })
    .locator('option')
    .allTextContents();
  const preflightRows = await page
    .getByRole('region', { name: 'Preflight' })
    .getByRole('rowheader')
    .allTextContents();
  const picker = page
    .getByRole('navigation', { name: 'Workspace' })
    .getByLabel('Preflight', { exact: true });
  // The targets are the picker's own options; the hosts are grouped after them.
  const rowTargets = (await picker.locator(':scope > option').allTextContents()).filter(
    (label) => label !== 'None',
  );
  // The picker's host names load when the page is idle or the picker takes focus.
  await picker.focus();
  const hostOptions = picker.locator('optgroup[label="Hosts"] > option');
  await expect(hostOptions.first()).toBeAttached();
  const rowHosts = await hostOptions.allTextContents();
  await page.getByRole('tab', { name: 'Cost' }).click();
  const costRows = await page
    .getByRole('table', { name: 'Toolset cost per target' })
    .getByRole('rowheader')
    .allTextContents();
  // The Tools list's picker lists each target once; Export adds OpenAI strict, a mode of one.
  expect(exportTargets.filter((label) => label !== 'OpenAI strict')).toEqual(rowTargets);
  expect(preflightRows).toEqual(exportTargets);
  for (const label of costRows) expect(rowTargets).toContain(label);
  expect(rowTargets).toContain('Anthropic Messages');
  expect(rowTargets).toContain('Google Gemini');
  // The hosts the picker offers are the Hosts tab's rows, named alike.
  await studio.hosts.open();
  // The rows come from the hosts worker: read them once they are there.
  await expect(studio.hosts.table.getByRole('rowheader')).toHaveCount(rowHosts.length);
  const hostRows = await studio.hosts.table.getByRole('rowheader').allTextContents();
  expect(rowHosts).toEqual(hostRows);
  expect(rowHosts).toContain('Claude Code');
  expect(rowHosts).toContain('ChatGPT app directory');
});
