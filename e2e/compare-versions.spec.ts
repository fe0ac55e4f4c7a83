import type { StudioWindow } from '../src/test-api';
import { ComparePage } from './pages/compare';
import { expect, test } from './fixtures';

const v1 = {
  name: 'get_weather',
  description: 'Current weather for a city.',
  inputSchema: {
    type: 'object',
    properties: {
      city: { type: 'string' },
      units: { type: 'string', enum: ['celsius', 'fahrenheit', 'kelvin'] },
    },
    required: ['city'],
  },
};
const v2 = {
  ...v1,
  inputSchema: {
    ...v1.inputSchema,
    properties: {
      ...v1.inputSchema.properties,
      units: { type: 'string', enum: ['celsius', 'fahrenheit'] },
    },
  },
};

test('compare the current tool with a snapshot: see the breaking change, click it, land on its line', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.setActiveText(JSON.stringify(v1, null, 2));
  await expect(studio.editor).toContainText('"kelvin"');
  // Ctrl+S in the editor keeps a snapshot of the text.
  await studio.select(1, 1);
  await studio.editor.locator('.monaco-editor textarea').focus();
  await page.keyboard.press('Control+s');
  await expect(studio.editor.getByRole('button', { name: 'Snapshots 1' })).toBeVisible();

  // Then the enum loses "kelvin".
  await studio.setActiveText(JSON.stringify(v2, null, 2));
  await expect(studio.editor).not.toContainText('"kelvin"');

  const compare = new ComparePage(page);
  await compare.open();
  await expect(compare.source).toHaveValue(/^snapshot:/);
  await expect(compare.changes).toContainText(
    '1 breaking, 0 to review, 0 non-breaking. Suggested version bump: major',
  );
  const change = compare.change('"units": the value "kelvin" is no longer allowed.');
  await expect(change).toContainText('Breaking');
  await expect(change).toContainText('input');

  // The witness is a whole argument object, with a copy button.
  await expect(compare.changes.getByLabel('Witness value')).toHaveText(
    JSON.stringify({ city: 'a', units: 'kelvin' }, null, 2),
  );
  await expect(compare.changes.getByRole('button', { name: 'Copy witness' })).toBeVisible();

  await change.click();
  // JSON.stringify(v1, null, 2): line 15 is `          "kelvin"`; in v2, line 12 is `        "enum": [`.
  await expect(compare.activeLine('original')).toHaveText('15');
  await expect(compare.activeLine('modified')).toHaveText('12');
  await expect(compare.selection('original')).toBeVisible();
  await expect(change).toHaveAttribute('aria-current', 'true');

  await page.screenshot({ path: '/tmp/compare-light.png' });
  await page.keyboard.press('Escape');
  await expect(compare.dialog).toBeHidden();
  await studio.toolbar.theme.click();
  await studio.toolbar.theme.click();
  await expect(studio.toolbar.theme).toHaveAccessibleName('Theme: Dark');
  await compare.open();
  await compare.change('"units": the value "kelvin" is no longer allowed.').click();
  await expect(compare.activeLine('modified')).toHaveText('12');
  await page.screenshot({ path: '/tmp/compare-dark.png' });
});

test('compare with a pasted file: unreadable text is said, not thrown; a toolset shows renames', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.setActiveText(
    JSON.stringify(
      [v1, { name: 'b', description: 'B.', inputSchema: { type: 'object' } }],
      null,
      2,
    ),
  );
  const compare = new ComparePage(page);
  await compare.open();
  await compare.source.selectOption({ label: 'A pasted or dropped file…' });
  const paste = compare.dialog.getByLabel('Other version (paste JSON, or drop or open a file)');
  await paste.fill('{"name": ');
  await expect(compare.changes.getByRole('alert')).toContainText(
    'A pasted or dropped file: The JSON has a syntax error.',
  );
  await paste.fill(
    JSON.stringify([
      { ...v1, name: 'weather_now' },
      { name: 'b', description: 'B.', inputSchema: { type: 'object' } },
    ]),
  );
  // The pasted file is the old version: "weather_now" became "get_weather", same schema and description.
  await expect(
    compare.change(
      'Tool "weather_now" was renamed to "get_weather" (same input schema and description).',
    ),
  ).toContainText('Breaking');
});

test('compare a tool that has no snapshot: an empty state that says how to make one, never a diff against another tool', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.setActiveText(JSON.stringify(v2, null, 2));
  // Another tool in the workspace, quite unlike this one: it must not be the default.
  await page.evaluate(
    (text) => {
      const api = (window as unknown as StudioWindow).toolSchemaStudio;
      const state = api.store.getState();
      const active = state.activeToolId!;
      state.addTool(text);
      state.selectTool(active);
    },
    JSON.stringify({
      name: 'other_tool',
      description: 'Something else.',
      inputSchema: { type: 'object' },
    }),
  );

  const compare = new ComparePage(page);
  await compare.openWithoutSnapshot();
  await expect(compare.source).toHaveValue('none');
  await expect(compare.noSnapshot).toContainText('This tool has no snapshot yet.');
  await expect(compare.dialog).not.toContainText('breaking');
  await expect(compare.diffEditor).toHaveCount(0);

  // The snapshot taken from the empty state becomes what Compare opens on: nothing changed yet.
  await compare.noSnapshot.getByRole('button', { name: 'Take snapshot' }).click();
  await expect(compare.source).toHaveValue(/^snapshot:/);
  await expect(compare.changes).toContainText('No changes between the two versions.');
  await page.keyboard.press('Escape');
  await expect(compare.dialog).toBeHidden();

  // The same action is visible beside the editor, not only as Ctrl+S.
  await expect(studio.editor.getByRole('button', { name: 'Take snapshot' })).toBeVisible();
  await expect(studio.editor.getByRole('button', { name: 'Snapshots 1' })).toBeVisible();
});
