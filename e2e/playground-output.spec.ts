import { expect, test } from './fixtures';

test('a tool with an outputSchema gets a sample output editor checked against it', async ({
  studio,
  page,
}) => {
  await studio.open();
  await page
    .getByRole('toolbar', { name: 'Studio' })
    .getByRole('button', { name: 'New tool' })
    .click();
  await page.getByRole('menuitem', { name: /get_weather/ }).click();
  await studio.form.open();
  const output = page.getByRole('textbox', { name: 'Sample output' });
  await output.fill('{"temperature": "warm", "conditions": "sunny"}');
  await expect(page.getByRole('status', { name: 'Sample output check' })).toHaveText(
    'Sample output does not pass outputSchema: 1 problem.',
  );
  await expect(studio.form.outputProblems).toContainText('/temperature');
  await output.fill('{"temperature": 21.5, "conditions": "sunny"}');
  await expect(page.getByRole('status', { name: 'Sample output check' })).toHaveText(
    'Sample output passes outputSchema.',
  );
  // The output is kept with the sample.
  await expect(studio.form.samples.getByRole('combobox', { name: 'Sample' })).not.toHaveValue('');

  // A non-object outputSchema root is allowed but warned about.
  const text = await studio.activeText();
  await studio.setActiveText(
    text.replace(
      /"outputSchema": \{\s*"type": "object"/,
      '"outputSchema": {\n    "type": "array", "items": {"type": "number"}',
    ),
  );
  await expect(page.getByRole('region', { name: 'Output', exact: true })).toContainText(
    'MCP structured content is an object',
  );
  await page.screenshot({ path: test.info().outputPath('playground-output.png'), fullPage: true });
});
