import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { QualityPanel } from './pages/quality';

const tool = (description: string) =>
  JSON.stringify(
    {
      name: 'get_weather',
      description,
      inputSchema: {
        type: 'object',
        properties: { city: { type: 'string' }, units: { type: 'string' } },
      },
    },
    null,
    2,
  );

const GUIDED =
  'Returns the current weather for one city: temperature, wind and a short summary. Use this when the user asks about conditions right now; do not use it for forecasts.';

test('the Quality tab scores the description on the six components, names the edit worth most, shows the compact view and re-scores as the description grows, in both themes', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.setActiveText(tool('Get the weather.'));
  const quality = new QualityPanel(page);
  await quality.open();
  await expect(quality.rubric.getByRole('row')).toHaveCount(7);
  await expect(quality.panel).toContainText('not a human judgement');

  // A one-phrase description: no usage guidance; the schema explains none of its two parameters.
  await expect(quality.rubricRow('Usage guideline')).toContainText('1/5');
  await expect(quality.rubricRow('Usage guideline')).toContainText('nothing about when not to');
  await expect(quality.rubricRow('Parameter explanation')).toContainText(
    'the schema describes 0 of 2 parameters',
  );
  await expect(quality.rubricRow('Parameter explanation')).toContainText('"city", "units"');
  await expect(quality.bestEdit).toContainText(/^One edit worth most \(.+, \+\d\)/);
  await expect(quality.compact).toContainText('this description has 16).');
  await expect(quality.compact).toContainText('Nothing is cut.');

  // Guidance on when (not) to use it raises that component, at once.
  await studio.setActiveText(tool(GUIDED));
  await expect(quality.rubricRow('Usage guideline')).not.toContainText('1/5');
  await expect(quality.rubricRow('Usage guideline')).toContainText('under a negation');

  // Past Claude Code's 2 048 characters the guidance is cut: the compact column says what it costs.
  const padded = `${'Returns the weather for one city. '.repeat(62)}${GUIDED}`;
  await studio.setActiveText(tool(padded));
  await expect(quality.compact).toContainText(
    `this description has ${padded.length.toLocaleString('en-US').replace(',', ' ')}`,
  );
  await expect(quality.compact).toContainText(/The cut costs .*Usage guideline/);

  await quality.rubric.scrollIntoViewIfNeeded();
  const light = await new AxeBuilder({ page }).include('[role="tabpanel"]').analyze();
  expect(light.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.screenshot({ path: 'test-results/quality-rubric-light.png' });
  await studio.toolbar.theme.click();
  await studio.toolbar.theme.click();
  await expect(studio.toolbar.theme).toHaveAccessibleName('Theme: Dark');
  const dark = await new AxeBuilder({ page }).include('[role="tabpanel"]').analyze();
  expect(dark.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.screenshot({ path: 'test-results/quality-rubric-dark.png' });
});
