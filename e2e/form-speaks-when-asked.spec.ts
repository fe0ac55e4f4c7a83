import { expect, test } from './fixtures';

const weather = {
  name: 'get_weather',
  description: 'Current weather for a city.',
  inputSchema: {
    type: 'object',
    required: ['city'],
    properties: {
      city: { type: 'string', description: 'City name.' },
      days: { type: 'integer', minimum: 1, maximum: 14 },
    },
  },
};

test('an untouched form says no "does not pass" until Check is pressed', async ({ studio }) => {
  await studio.open();
  const form = studio.form;
  await form.openTool(studio, weather);
  await expect(form.check).toHaveText(
    'Fill in the form: sample input is checked as you type, or press Check.',
  );
  await expect(form.panel.getByText(/does not pass/)).toHaveCount(0);
  await expect(form.fieldErrors(/^city/)).toHaveCount(0);

  // Check shows the verdict and every problem, and takes focus to the first.
  await form.checkNow.click();
  await expect(form.check).toHaveText('Sample input does not pass inputSchema: 1 problem.');
  await expect(form.fieldErrors(/^city/)).toHaveText('The required property "city" is missing.');
  await expect(form.inputForm.getByRole('textbox', { name: /^city/ })).toBeFocused();

  // Once filled in, it passes, as before.
  await form.inputForm.getByRole('textbox', { name: /^city/ }).fill('Oslo');
  await expect(form.check).toHaveText('Sample input passes inputSchema.');
});
