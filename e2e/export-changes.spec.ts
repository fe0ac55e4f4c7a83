import { expect, test } from './fixtures';
import type { StudioPage } from './pages/studio';
import type { StudioWindow } from '../src/test-api';

const forecast = `{
  "name": "get_forecast",
  "description": "Weather forecast for a city",
  "inputSchema": {
    "type": "object",
    "properties": {
      "city": { "type": "string", "description": "City name" },
      "days": {
        "type": "integer",
        "description": "How many days ahead",
        "exclusiveMinimum": 0
      }
    },
    "required": ["city", "days"],
    "additionalProperties": false
  }
}
`;

const freeForm = `{
  "name": "set_labels",
  "description": "Attach arbitrary labels to a record",
  "inputSchema": {
    "type": "object",
    "properties": {
      "id": { "type": "string" },
      "labels": { "type": "object", "additionalProperties": { "type": "string" } }
    },
    "required": ["id", "labels"]
  }
}
`;

async function openExportWith(studio: StudioPage, text: string) {
  await studio.open();
  await studio.setActiveText(text);
  await expect(studio.editor).toContainText('"description"');
  await studio.export.open();
  return studio.export.panel;
}

/** The 1-based line holding the text, as the editor counts. */
function lineOf(text: string, needle: string): number {
  return text.slice(0, text.indexOf(needle)).split('\n').length;
}

test('a keyword Gemini lacks is listed as a change, and clicking it moves the editor cursor there', async ({
  studio,
  page,
}) => {
  const panel = await openExportWith(studio, forecast);
  await panel.getByRole('combobox', { name: 'Target' }).selectOption({ label: 'Google Gemini' });

  const changes = panel.getByRole('region', { name: 'Changes' });
  const entry = changes.getByRole('button').filter({ hasText: 'exclusiveMinimum' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('/inputSchema/properties/days/exclusiveMinimum');
  // Dropping a lower bound widens what the model may send.
  await expect(entry).toContainText('widens');
  // The exported schema really lacks it.
  await expect(panel.getByRole('region', { name: 'Google Gemini output' })).not.toContainText(
    'exclusiveMinimum',
  );

  // The cursor starts on line 1; the entry moves it to the keyword's line and focuses the editor.
  const activeLine = studio.editor.locator('.line-numbers.active-line-number');
  await expect(activeLine).toHaveText('1');
  await entry.click();
  await expect(activeLine).toHaveText(String(lineOf(forecast, '"exclusiveMinimum"')));
  await expect(studio.editor.locator('.monaco-editor.focused')).toHaveCount(1);
  // The compatibility table shows the same fact for the feature the tool uses.
  const compat = panel.getByRole('region', { name: 'Compatibility' });
  await expect(compat.getByRole('row', { name: /exclusiveMinimum/ })).toContainText('stripped');
  expect(page.url()).not.toContain('#');
});

test('OpenAI strict refuses a free-form object with the reason, and offers the way out', async ({
  studio,
}) => {
  const panel = await openExportWith(studio, freeForm);
  await panel.getByRole('combobox', { name: 'Target' }).selectOption({ label: 'OpenAI strict' });

  const refused = panel.getByRole('region', { name: 'Refused' });
  await expect(refused).toContainText('OpenAI strict cannot take set_labels');
  const reason = refused.getByRole('button').filter({ hasText: 'additionalProperties' });
  await expect(reason).toContainText('the parameter would become unusable');
  await expect(reason).toContainText('/inputSchema/properties/labels/additionalProperties');
  // No output pane pretending to be an export, and nothing to copy.
  await expect(panel.getByRole('region', { name: 'OpenAI strict output' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Download', exact: true })).toBeDisabled();

  // The reason is located like any change.
  await reason.click();
  await expect(studio.editor.locator('.line-numbers.active-line-number')).toHaveText(
    String(lineOf(freeForm, '"additionalProperties"')),
  );

  await refused.getByRole('button', { name: 'Export without strict mode' }).click();
  await expect(panel.getByRole('combobox', { name: 'Target' })).toHaveValue('openai-chat');
  await expect(panel.getByRole('region', { name: 'OpenAI Chat Completions output' })).toContainText(
    '"name": "set_labels"',
  );
});

test('the snippets carry the exported JSON into the SDK call', async ({ studio, page }) => {
  const panel = await openExportWith(studio, forecast);
  await panel
    .getByRole('combobox', { name: 'Target' })
    .selectOption({ label: 'Anthropic Messages' });
  const output = await panel.getByRole('region', { name: 'Anthropic Messages output' }).innerText();
  const snippets = panel.getByRole('region', { name: 'Code snippets' });
  await snippets.getByText('Python (anthropic)').click();
  await snippets.getByRole('button', { name: 'Copy Python snippet' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(output.trimEnd());
  expect(copied).toContain('client.messages.create(');
  expect(copied).toContain('tools=tools,');
});

test('all tools: one export for the workspace, and a change in another tool opens that tool at the spot', async ({
  studio,
}) => {
  const panel = await openExportWith(studio, forecast);
  // A second tool, added as the New tool menu or an import would.
  await studio.page.evaluate((text) => {
    const api = (window as unknown as StudioWindow).toolSchemaStudio;
    api.store.getState().addTool(text);
  }, freeForm);
  await expect(studio.tool('set_labels')).toHaveAttribute('aria-selected', 'true');

  await panel.getByRole('combobox', { name: 'Target' }).selectOption({ label: 'Google Gemini' });
  await panel.getByRole('radio', { name: 'All tools (2)' }).check();
  const output = panel.getByRole('region', { name: 'Google Gemini output' });
  await expect(output).toContainText('"name": "get_forecast"');
  await expect(output).toContainText('"name": "set_labels"');

  // The exclusiveMinimum change belongs to get_forecast, which is not the open tool.
  await panel
    .getByRole('region', { name: 'Changes' })
    .getByRole('button')
    .filter({ hasText: 'exclusiveMinimum' })
    .click();
  await expect(studio.tool('get_forecast')).toHaveAttribute('aria-selected', 'true');
  await expect(studio.editor.locator('.line-numbers.active-line-number')).toHaveText(
    String(lineOf(forecast, '"exclusiveMinimum"')),
  );
});
