import type { StudioWindow } from '../src/test-api';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { costForTarget } from '../src/core/cost/cost';
import { expect, test } from './fixtures';
import { CostPanel } from './pages/cost';

const tool = {
  name: 'list_orders',
  description: 'List the orders of a customer, newest first.',
  inputSchema: {
    type: 'object',
    properties: {
      customer: { type: 'string', description: 'Customer id' },
      limit: { type: 'integer', minimum: 1, maximum: 100 },
      status: { type: 'string', enum: ['open', 'shipped', 'cancelled'] },
    },
    required: ['customer'],
  },
};
const text = (t: object) => JSON.stringify(t, null, 2);
/** 300 different words: each adds at least one token. */
const longDescription = Array.from({ length: 300 }, (_, i) => `step${i}`).join(' ');
const count = (s: string) => countTokens(s);

test('the Cost tab meters the tool with its method, follows a longer description, and shows what the model sees', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.setActiveText(text(tool));
  const cost = new CostPanel(page);
  await cost.open();

  // The figure is o200k_base's count of the OpenAI block, worked out here by the same tokenizer.
  const expected = costForTarget([tool], 'openai-chat', count).tools[0]!.tokens;
  await expect(cost.toolFigure).toContainText(`${expected} tokens`);
  await expect(cost.toolFigure).toContainText('exact: o200k_base');
  await expect(cost.toolsetRow('Anthropic Messages')).toContainText('346 tokens');
  await expect(cost.toolsetRow('Anthropic Messages')).toContainText('published');
  await expect(cost.toolsetRow('Google Gemini')).toContainText('estimate: o200k_base');
  await expect(cost.contributors).toContainText('/function/parameters/properties/status/enum');

  // What the model sees: the signature, with the dropped minimum and maximum marked.
  await expect(cost.signature).toContainText('type list_orders = (_: {');
  await expect(cost.signature).toContainText('limit?: number,');
  await expect(cost.dropped).toHaveCount(1);
  await expect(cost.dropped).toContainText('not shown to the model: minimum 1, maximum 100');

  // A snapshot (Ctrl+S outside the editor), then a long description: the figure and the change follow.
  await cost.tab.focus();
  await page.keyboard.press('Control+s');
  await expect(cost.delta).toContainText('±0 tokens since the snapshot');
  const longer = { ...tool, description: `${tool.description} ${longDescription}` };
  await studio.setActiveText(text(longer));
  const after = costForTarget([longer], 'openai-chat', count).tools[0]!.tokens;
  expect(after - expected).toBeGreaterThanOrEqual(300);
  await expect(cost.toolFigure).toContainText(`${after} tokens`);
  await expect(cost.delta).toContainText(`+${after - expected} tokens since the snapshot`);
  // Tall enough for the whole tab, which otherwise scrolls inside its pane.
  await page.setViewportSize({ width: 1400, height: 2000 });
  await page.screenshot({ path: '/tmp/cost-light.png' });

  // Another target: the JSON it receives, marked as an estimate.
  await cost.target.selectOption({ label: 'Anthropic Messages' });
  await expect(cost.toolFigure).toContainText('estimate: o200k_base');
  await expect(cost.signature).toHaveCount(0);
  await expect(cost.exportedJson).toContainText('"input_schema"');

  await studio.toolbar.theme.click();
  await studio.toolbar.theme.click();
  await expect(studio.toolbar.theme).toHaveAccessibleName('Theme: Dark');
  await cost.target.selectOption({ label: 'OpenAI Chat Completions' });
  await expect(cost.dropped).toBeVisible();
  await page.screenshot({ path: '/tmp/cost-dark.png' });
});

test('the toolset count says which documents it could not count, so it agrees with the workspace', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.setActiveText(text(tool));
  await page.evaluate(() => {
    const state = (window as unknown as StudioWindow).toolSchemaStudio.store.getState();
    state.addTool('{ "name": "half_typed", ');
  });
  await expect(studio.statusBar).toContainText('2 tools in workspace');
  const cost = new CostPanel(page);
  await cost.open();
  await expect(cost.toolsetHeading).toHaveText(
    'Toolset: 1 tool in the workspace (1 document without a readable tool, not counted)',
  );
});

test('a target that refuses tools says how many of the toolset it counted', async ({
  studio,
  page,
}) => {
  await studio.open();
  // A dotted name: OpenAI's function names refuse it, Gemini's take it.
  await studio.setWorkspace([text(tool), text({ ...tool, name: 'orders.list' })]);
  const cost = new CostPanel(page);
  await cost.open();
  await expect(cost.toolsetHeading).toHaveText('Toolset: 2 tools in the workspace');
  await expect(cost.toolsetRow('OpenAI Chat Completions')).toContainText(
    '1 of 2 tools counted (1 refused by this target)',
  );
  await expect(cost.toolsetRow('Google Gemini')).not.toContainText('counted');
});
