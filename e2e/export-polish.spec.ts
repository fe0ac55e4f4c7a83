import { expect, test } from './fixtures';

const PROPERTIES = Object.fromEntries(
  Array.from({ length: 40 }, (_, i) => [
    `field_${i}`,
    { type: 'string', description: `Field ${i}` },
  ]),
);

/** A tool whose only difference for most providers is its $schema, long enough to scroll. */
const declared = `${JSON.stringify(
  {
    name: 'fill_form',
    description: 'Fills a long form.',
    inputSchema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: PROPERTIES,
      required: Object.keys(PROPERTIES),
      additionalProperties: false,
    },
  },
  null,
  2,
)}\n`;

test('Export: a tool that only loses $schema is accepted as is, with a footnote, and a legend explains the marks', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.setActiveText(declared);
  const preflight = await studio.openPreflight();
  const anthropic = studio.preflightRow(preflight, 'Anthropic Messages');
  await expect(anthropic).toContainText('Accepted as is');
  await expect(anthropic).toContainText(
    'Left out: $schema, which the provider ignores (not a change)',
  );
  await expect(anthropic).not.toContainText('Accepted with');
  const legend = preflight.getByRole('list', { name: 'What the marks mean' });
  for (const entry of ['✓ accepted as is', '~ accepted with changes', '✕ rejected'])
    await expect(legend).toContainText(entry);

  // Both themes, for a look at the legend, the footnote and the action bar.
  await page.screenshot({ path: '/tmp/export-polish-light.png' });
  await studio.toolbar.theme.click();
  await studio.toolbar.theme.click();
  await expect(studio.toolbar.theme).toHaveAccessibleName('Theme: Dark');
  await page.screenshot({ path: '/tmp/export-polish-dark.png' });
});

test('Export: Copy and Download stay in place while the preview scrolls', async ({ studio }) => {
  await studio.open();
  await studio.setActiveText(declared);
  await studio.export.open();
  const copy = studio.export.actions.getByRole('button', { name: 'Copy', exact: true });
  await expect(copy).toBeEnabled();
  await expect(
    studio.export.actions.getByRole('button', { name: 'Download', exact: true }),
  ).toBeEnabled();
  // Scroll past the controls, so the bar would have gone up with them if it were not fixed.
  const controls = studio.export.panel.getByRole('combobox', { name: 'Target' });
  const before = (await copy.boundingBox())!;
  const scrolled = await studio.export.scrollBy(600);
  expect(scrolled).toBeGreaterThan(before.height * 2);
  await expect(controls).not.toBeInViewport();
  await expect(copy).toBeInViewport();
  const after = (await copy.boundingBox())!;
  expect(after.y).toBeLessThanOrEqual(before.y);
  expect(before.y - after.y).toBeLessThan(scrolled);
});
