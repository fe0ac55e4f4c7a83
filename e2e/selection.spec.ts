import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { SelectionPanel } from './pages/selection';

const tool = (name: string, description: string) =>
  `{\n  "name": "${name}",\n  "description": "${description}",\n  "inputSchema": { "type": "object", "properties": { "city": { "type": "string" } } }\n}\n`;
const CURRENT = 'Current weather for a city: temperature, rain and wind.';
/** The forecast tool's first description: the current tool's words, less one. */
const COPIED = 'Current weather for a city: temperature and wind.';
const FORECAST =
  'Weather forecast for the next days in a city: will it rain tomorrow, temperature and wind.';
const PROMPT = 'Will it rain tomorrow in Oslo?';

test('editing a description moves a case from ranked 2nd to ranked 1st and ends a confusable pair, without a reload; the case is kept', async ({
  studio,
  page,
}) => {
  await studio.open();
  // The forecast tool's description is the current tool's, less a word: a model cannot tell
  // them apart.
  await studio.setWorkspace([
    tool('get_current_weather', CURRENT),
    tool('get_weather_forecast', COPIED),
  ]);
  const selection = new SelectionPanel(page);
  await selection.open();
  await expect(selection.panel).toContainText('lexical proxy');
  await expect(selection.pairs.getByRole('listitem')).toHaveText([
    /^get_current_weather and get_weather_forecast: every word of get_weather_forecast's description is in get_current_weather's .*Words only get_current_weather has: rain; only get_weather_forecast: none\.$/,
  ]);

  await selection.addCase(PROMPT, 'get_weather_forecast');
  const item = selection.case(PROMPT);
  await expect(item).toContainText('ranked 2nd');
  await expect(item).toContainText('get_current_weather');
  await expect(selection.prompt).toHaveValue('');

  // The forecast tool gets a description of its own, typed in the editor.
  await studio.toolList.tool('get_weather_forecast').click();
  await expect.poll(() => studio.activeText()).toContain('get_weather_forecast');
  const line = 3;
  const start = '  "description": "'.length + 1;
  await studio.select(line, start, line, start + COPIED.length);
  await page.keyboard.type(FORECAST);
  await expect.poll(() => studio.activeText()).toContain(FORECAST);

  await expect(item).toContainText('ranked 1st');
  await expect(selection.pairs).toHaveCount(0);
  await expect(selection.panel).toContainText('No two tools of the workspace have descriptions');

  const axe = await new AxeBuilder({ page }).include('[role="tabpanel"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.screenshot({ path: 'test-results/selection-light.png' });
  await studio.toolbar.theme.click();
  await studio.toolbar.theme.click();
  await expect(studio.toolbar.theme).toHaveAccessibleName('Theme: Dark');
  const dark = await new AxeBuilder({ page }).include('[role="tabpanel"]').analyze();
  expect(dark.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.screenshot({ path: 'test-results/selection-dark.png' });

  // The cases download as the file `tool-schema eval --cases` reads.
  const download = page.waitForEvent('download');
  await selection.panel.getByRole('button', { name: 'Download cases' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('selection-cases.json');
  expect(JSON.parse(readFileSync(await file.path(), 'utf8'))).toEqual({
    cases: [{ prompt: PROMPT, tool: 'get_weather_forecast' }],
  });

  // The case is kept with the workspace: a reload shows it, still ranked 1st.
  await page.reload();
  await selection.open();
  await expect(selection.case(PROMPT)).toContainText('ranked 1st');
  await selection
    .case(PROMPT)
    .getByRole('button', { name: `Remove case: ${PROMPT}` })
    .click();
  await expect(selection.cases).toHaveCount(0);
});
