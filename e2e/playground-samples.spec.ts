import { expect, test } from './fixtures';

test('save samples, switch between them, write them to examples, and find them after a reload', async ({
  studio,
  page,
}) => {
  await studio.open();
  await page
    .getByRole('toolbar', { name: 'Studio' })
    .getByRole('button', { name: 'New tool' })
    .click();
  await page.getByRole('menuitem', { name: /search_database/ }).click();
  await studio.form.open();
  const form = studio.form.inputForm;
  const samples = studio.form.samples;
  const sampleInput = page.getByRole('textbox', { name: 'Sample input' });

  // The first edit is kept as a named sample at once.
  await form.getByLabel(/^query/).fill('first');
  await expect(samples.getByRole('combobox', { name: 'Sample' })).toHaveValue(/.+/);
  let actions = await studio.form.sampleActions();
  await actions.getByRole('textbox', { name: 'Sample name' }).fill('Basic search');
  await actions.getByRole('textbox', { name: 'Sample name' }).press('Enter');
  await expect(
    samples.getByRole('combobox', { name: 'Sample' }).locator('option:checked'),
  ).toHaveText(/Basic search/);

  // Save as a new sample, then change it: the first one keeps its own input.
  await actions.getByRole('textbox', { name: 'Sample name' }).fill('Too many');
  await actions.getByRole('button', { name: 'Save as new sample' }).click();
  await expect(
    samples.getByRole('combobox', { name: 'Sample' }).locator('option:checked'),
  ).toHaveText(/Too many/);
  await sampleInput.fill('{"query": "second", "limit": 1000}');
  // A sample that does not fit the schema is marked in the list.
  await expect(
    samples.getByRole('combobox', { name: 'Sample' }).locator('option:checked'),
  ).toHaveText(/Too many ✗ does not fit/);
  await samples.getByRole('combobox', { name: 'Sample' }).selectOption({ label: 'Basic search ✓' });
  await expect(form.getByLabel(/^query/)).toHaveValue('first');
  expect(JSON.parse(await sampleInput.inputValue())).toEqual({ query: 'first' });

  // Samples become the tool's examples: [{input, output}] (a Spark ToolSpec field), in the JSON text.
  actions = await studio.form.sampleActions();
  await actions.getByRole('button', { name: 'Write samples to examples' }).click();
  await expect
    .poll(async () => JSON.parse(await studio.activeText()).examples)
    .toEqual([
      { description: 'Basic search', input: { query: 'first' } },
      { description: 'Too many', input: { query: 'second', limit: 1000 } },
    ]);

  await page.waitForTimeout(1000);
  await page.reload();
  await studio.waitForEditor();
  await studio.form.open();
  const options = studio.form.samples.getByRole('combobox', { name: 'Sample' }).locator('option');
  await expect(options).toHaveText(['(new sample)', 'Basic search ✓', 'Too many ✗ does not fit']);
  await expect(studio.form.inputForm.getByLabel(/^query/)).toHaveValue('first');

  // Deleting a sample, then loading the examples back brings it again.
  await studio.form.samples
    .getByRole('combobox', { name: 'Sample' })
    .selectOption({ label: 'Too many ✗ does not fit' });
  actions = await studio.form.sampleActions();
  await actions.getByRole('button', { name: 'Delete sample' }).click();
  await expect(options).toHaveText(['(new sample)', 'Basic search ✓']);
  actions = await studio.form.sampleActions();
  await actions.getByRole('button', { name: 'Load examples (2)' }).click();
  await expect(options).toHaveText([
    '(new sample)',
    'Basic search ✓',
    'Basic search (2) ✓',
    'Too many ✗ does not fit',
  ]);
  await page.screenshot({ path: test.info().outputPath('playground-samples.png'), fullPage: true });
});
