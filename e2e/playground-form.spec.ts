import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

async function openTemplate(page: Page, name: RegExp) {
  await page
    .getByRole('toolbar', { name: 'Studio' })
    .getByRole('button', { name: 'New tool' })
    .click();
  await page.getByRole('menuitem', { name }).click();
}

test('fill the search_database form, see the sample JSON and a pass', async ({ studio, page }) => {
  await studio.open();
  await openTemplate(page, /search_database/);
  await expect(studio.tool('search_database')).toHaveAttribute('aria-selected', 'true');
  await studio.form.open();
  const form = studio.form.inputForm;
  await expect(form.getByText('The search query string')).toBeVisible();
  // Beside each field, what the model sees.
  await expect(form.getByText('maxLength: 500')).toBeVisible();
  await form.getByLabel(/^query/).fill('user data');
  await form.getByLabel(/^limit/).fill('25');
  await form.getByLabel(/^sort_by/).selectOption('date');
  const sample = page.getByRole('textbox', { name: 'Sample input' });
  await expect(sample).toHaveValue(/"query": "user data"/);
  expect(JSON.parse(await sample.inputValue())).toEqual({
    query: 'user data',
    limit: 25,
    sort_by: 'date',
  });
  await expect(page.getByRole('status', { name: 'Sample input check' })).toHaveText(
    'Sample input passes inputSchema.',
  );
  await page.screenshot({ path: test.info().outputPath('playground-form.png'), fullPage: true });
});

test('an out-of-range limit shows the field error once, on the field, and the JSON box drives the form', async ({
  studio,
  page,
}) => {
  await studio.open();
  await openTemplate(page, /search_database/);
  await studio.form.open();
  const sample = page.getByRole('textbox', { name: 'Sample input' });
  await sample.fill('{\n  "query": "x",\n  "limit": 500\n}');
  const form = studio.form.inputForm;
  await expect(form.getByLabel(/^limit/)).toHaveValue('500');
  await expect(page.getByRole('status', { name: 'Sample input check' })).toHaveText(
    'Sample input does not pass inputSchema: 1 problem.',
  );
  // The message is said once, on the field itself, not again in a list.
  await expect(form.locator('.rjsf-field-integer .error-detail')).toContainText('100');
  await expect(studio.form.inputProblems).toHaveCount(0);
  await page.screenshot({
    path: test.info().outputPath('playground-field-error.png'),
    fullPage: true,
  });
  // Half-typed JSON keeps the form and says so.
  await sample.fill('{ "query": ');
  await expect(page.getByText(/Sample input is not valid JSON yet/)).toBeVisible();
  await expect(form.getByLabel(/^limit/)).toHaveValue('500');
  await expect(form.locator('.rjsf-field-integer .error-detail')).toContainText('100');
});

test('changing a property type in the editor changes the form and keeps entered values', async ({
  studio,
  page,
}) => {
  await studio.open();
  await openTemplate(page, /search_database/);
  await studio.form.open();
  const form = studio.form.inputForm;
  await form.getByLabel(/^query/).fill('kept');
  await expect(form.getByLabel(/^include_archived/)).toHaveAttribute('type', 'checkbox');
  const text = await studio.activeText();
  const changed = text.replace(/("include_archived": \{\s*"type": )"boolean"/, '$1"string"');
  expect(changed).not.toBe(text);
  await studio.setActiveText(changed);
  await expect(form.getByLabel(/^include_archived/)).toHaveAttribute('type', 'text');
  await expect(form.getByLabel(/^query/)).toHaveValue('kept');
  // Mid-edit text that does not parse: the form stays (the last version that parsed) and says so.
  await studio.setActiveText(changed.replace('"limit": {', '"limit": {,'));
  await expect(
    page.getByText(
      'The JSON has a syntax error (see Problems); this panel shows the last version that parsed.',
    ),
  ).toBeVisible();
  await expect(form.getByLabel(/^query/)).toHaveValue('kept');
  await studio.annotations.open();
  await expect(
    page
      .getByRole('radiogroup', { name: 'readOnlyHint' })
      .getByRole('radio', { name: 'true', exact: true }),
  ).toBeDisabled();
});

test('a schema that does not compile keeps the last good form, greyed out, with the reason', async ({
  studio,
  page,
}) => {
  await studio.open();
  await openTemplate(page, /search_database/);
  await studio.form.open();
  const form = studio.form.inputForm;
  await form.getByLabel(/^query/).fill('kept');
  const text = await studio.activeText();
  await studio.setActiveText(
    text.replace('"minLength": 1,', '"minLength": 1,\n        "pattern": "(",'),
  );
  await expect(form.getByRole('alert')).toContainText('does not compile');
  await expect(form.getByLabel(/^query/)).toBeDisabled();
  // The greyed-out form is the last one that compiled, without the broken pattern.
  await expect(form.getByText('pattern: "("')).toHaveCount(0);
  await expect(form.getByLabel(/^query/)).toHaveValue('kept');
  await page.screenshot({
    path: test.info().outputPath('playground-compile-error.png'),
    fullPage: true,
  });
  await studio.setActiveText(text);
  await expect(form.getByLabel(/^query/)).toBeEnabled();
  await expect(form.getByRole('alert')).toHaveCount(0);
});
