import { expect, test } from './fixtures';

// RJSF consults Ajv only to choose a union's variant or a condition's branch, and Ajv is a chunk
// of its own that the first field does not wait for. These journeys hold that chunk back.
const AJV_CHUNK = '**/assets/form-ajv-*.js';

const unionTool = {
  name: 'set_flag',
  description: 'Sets a flag to a boolean or a named mode.',
  inputSchema: {
    type: 'object',
    properties: { value: { type: ['boolean', 'string'] } },
    required: ['value'],
  },
};

test('a form without unions is drawn before Ajv arrives; one with a union waits for it, then shows its picker', async ({
  studio,
  page,
}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(AJV_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  await studio.open();
  // The example tool has no union: its fields are there while Ajv is held back.
  await expect(studio.form.inputForm.locator('#sample_query')).toBeVisible();
  await studio.form.openTool(studio, unionTool);
  await expect(studio.form.checkerLoading).toBeVisible();
  await expect(
    studio.form.inputForm.getByRole('combobox', { name: 'Variant of value' }),
  ).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('form-checker-loading.png') });
  release();
  await expect(
    studio.form.inputForm.getByRole('combobox', { name: 'Variant of value' }),
  ).toBeVisible();
  await expect(studio.form.checkerLoading).toHaveCount(0);
});

test('when Ajv cannot load, a form with a union says so and the others still draw', async ({
  studio,
  page,
}) => {
  await page.route(AJV_CHUNK, (route) => route.abort());
  await studio.open();
  await expect(studio.form.inputForm.locator('#sample_query')).toBeVisible();
  await studio.form.openTool(studio, unionTool);
  await expect(studio.form.checkerFailed).toContainText('Reload the page to try again');
  await page.screenshot({ path: test.info().outputPath('form-checker-failed.png') });
  // The sample box and its check are untouched by it.
  await expect(studio.form.sample).toBeVisible();
  await studio.setActiveText(
    JSON.stringify(
      {
        name: 'plain',
        description: 'Plain.',
        inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
      },
      null,
      2,
    ),
  );
  await expect(studio.form.inputForm.locator('#sample_q')).toBeVisible();
});
