import { expect, test } from './fixtures';

/** A tool whose one parameter allows 100 000 values: a drop-down of that size would hold the page for seconds. */
const choices = Array.from({ length: 100_000 }, (_, i) => `value_${i}`);
const PICK = {
  name: 'pick',
  description: 'Picks one value.',
  inputSchema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    properties: { choice: { type: 'string', enum: choices, description: 'The value.' } },
    required: ['choice'],
    additionalProperties: false,
  },
};

test('a 100 000-value enum is a text box that suggests values, sends what is typed, and flags what is not allowed', async ({
  studio,
  page,
}) => {
  await studio.open();
  const panel = studio.form;
  await panel.openTool(studio, PICK);
  const field = panel.inputForm.getByRole('combobox', { name: /^choice/ });
  await expect(field).toBeVisible();
  await expect(panel.inputForm.getByText(/One of 100,000 allowed values/)).toBeVisible();
  await expect(panel.inputForm.locator('select option')).toHaveCount(0);

  await field.fill('value_9999');
  await expect.poll(() => panel.sampleValue()).toEqual({ choice: 'value_9999' });
  // The suggestions are a handful of matching values, prefix matches first.
  const suggestions = page.locator(`datalist#${await field.getAttribute('list')} option`);
  await expect(suggestions.first()).toHaveAttribute('value', 'value_9999');
  expect(await suggestions.count()).toBeLessThanOrEqual(20);
  await expect(panel.check).toHaveText('Sample input passes inputSchema.');

  await field.fill('mauve');
  await expect.poll(() => panel.sampleValue()).toEqual({ choice: 'mauve' });
  await expect(panel.check).toHaveText('Sample input does not pass inputSchema: 1 problem.');
  await expect(panel.fieldErrors(/^choice/)).toContainText(
    'Must be one of the 100,000 allowed values',
  );
});
