import { expect, test } from './fixtures';
import type { StudioPage } from './pages/studio';
import { SEARCH_CODE_SCHEMA } from '../src/core/__fixtures__/seeds';

// The skill_command guide's "Generated inputSchema", key order as the guide writes it.
const SEED_SEARCH_CODE_PROPERTIES = SEARCH_CODE_SCHEMA.properties;

async function newTool(studio: StudioPage, template: string) {
  await studio.toolbar.newTool.click();
  await studio.page.getByRole('menuitem', { name: new RegExp(`^${template}`) }).click();
}

async function activeJson(
  studio: StudioPage,
): Promise<{ inputSchema: Record<string, unknown> } & Record<string, unknown>> {
  return JSON.parse(await studio.activeText()) as { inputSchema: Record<string, unknown> };
}

/** Undo in the JSON editor, where the panel's edits landed. */
async function undo(studio: StudioPage, times = 1) {
  await studio.select(1, 1);
  for (let i = 0; i < times; i++) await studio.page.keyboard.press('Control+z');
}

test("build the skill_command guide's search_code from a blank tool with the parameter editor only, then undo every step", async ({
  studio,
  page,
}) => {
  await studio.open();
  await newTool(studio, 'Blank tool');
  await expect(studio.tool('new_tool')).toHaveAttribute('aria-selected', 'true');
  const blank = await studio.activeText();
  const params = studio.parameters;
  await params.open();
  await expect(params.panel).toContainText('inputSchema has no properties yet.');

  // Undo steps: adding a parameter and naming it are two changes, then one per cell.
  let steps = 0;
  await params.add('query');
  await params.cell('Required: query').check();
  await params.fill('Description of query', '搜索查询字符串');
  steps += 4;

  await params.add('file_pattern');
  await params.fill('Description of file_pattern', '文件匹配模式');
  await params.fill('Default of file_pattern', '*.py');
  steps += 4;

  await params.add('case_sensitive');
  await params.cell('Type of case_sensitive').selectOption('boolean');
  await params.fill('Description of case_sensitive', '是否区分大小写');
  await params.cell('Default of case_sensitive').selectOption('false');
  steps += 5;

  await params.add('max_results');
  await params.cell('Type of max_results').selectOption('integer');
  await params.fill('Description of max_results', '最大结果数');
  await params.fill('Default of max_results', '100');
  steps += 5;

  await params.add('encoding');
  await params.cell('Type of encoding').selectOption('enum');
  await params.fill('Enum values of encoding', 'utf-8, gbk');
  await params.fill('Description of encoding', '文件编码');
  steps += 5;

  await params.add('exclude_patterns');
  await params.cell('Type of exclude_patterns').selectOption('array');
  await expect(params.cell('Item type of exclude_patterns')).toHaveValue('string');
  await params.fill('Description of exclude_patterns', '排除模式列表');
  steps += 4;

  const built = await activeJson(studio);
  // The guide's schema exactly, properties and key order included; the Blank template's
  // "additionalProperties": false (the recommended no-parameters schema) stays as it was.
  expect(JSON.stringify(built.inputSchema.properties)).toBe(
    JSON.stringify(SEED_SEARCH_CODE_PROPERTIES),
  );
  expect(built.inputSchema.required).toEqual(['query']);
  expect(built.inputSchema.additionalProperties).toBe(false);
  await expect(studio.editor).toContainText('"query"');
  await page.screenshot({ path: test.info().outputPath('parameters-built-search-code.png') });

  // One undo step per change: the last one first, then all the way back to the blank tool.
  await undo(studio);
  expect(
    ((await activeJson(studio)).inputSchema.properties as Record<string, { description?: string }>)
      .exclude_patterns!.description,
  ).toBeUndefined();
  await expect(params.cell('Description of exclude_patterns')).toHaveValue('');
  await undo(studio, steps - 1);
  expect(await studio.activeText()).toBe(blank);
  await expect(params.panel).toContainText('inputSchema has no properties yet.');
});

test('reorder two parameters: the JSON order changes, and undo restores it', async ({
  studio,
  page,
}) => {
  await studio.open();
  await newTool(studio, 'search_code');
  const before = await studio.activeText();
  const params = studio.parameters;
  await params.open();

  await params.panel.getByRole('button', { name: 'Move file_pattern up' }).click();
  let keys = Object.keys((await activeJson(studio)).inputSchema.properties as object);
  expect(keys.slice(0, 2)).toEqual(['file_pattern', 'query']);
  // The editor shows the new order too.
  const text = await studio.editorText();
  expect(text.indexOf('"file_pattern"')).toBeLessThan(text.indexOf('"query"'));

  // With the keyboard: Alt+ArrowDown on a cell of the row moves it down.
  await params.cell('Description of encoding').focus();
  await page.keyboard.press('Alt+ArrowDown');
  keys = Object.keys((await activeJson(studio)).inputSchema.properties as object);
  expect(keys).toEqual([
    'file_pattern',
    'query',
    'case_sensitive',
    'max_results',
    'exclude_patterns',
    'encoding',
  ]);
  await expect(params.cell('Description of encoding')).toBeFocused();

  await undo(studio);
  keys = Object.keys((await activeJson(studio)).inputSchema.properties as object);
  expect(keys).toEqual([
    'file_pattern',
    'query',
    'case_sensitive',
    'max_results',
    'encoding',
    'exclude_patterns',
  ]);
  await undo(studio);
  expect(await studio.activeText()).toBe(before);
});

test('rename follows into required; JSON edits show in the table at once; unsupported keywords are listed', async ({
  studio,
  page,
}) => {
  await studio.open();
  await newTool(studio, 'search_code');
  const params = studio.parameters;
  await params.open();
  await params.fill('Name of query', 'pattern');
  const json = await activeJson(studio);
  expect(Object.keys(json.inputSchema.properties as object)[0]).toBe('pattern');
  expect(json.inputSchema.required).toEqual(['pattern']);

  const withIf = (await studio.activeText()).replace(
    '"required": [',
    '"if": { "required": ["encoding"] },\n    "required": [',
  );
  await studio.setActiveText(withIf);
  await expect(
    params.panel.getByRole('region', { name: 'Not editable in the table' }),
  ).toContainText('if');
  await params.panel.getByRole('button', { name: 'Show /inputSchema/if in the editor' }).click();
  await expect(studio.editor.locator('.monaco-editor.focused')).toBeVisible();

  await params.panel.getByRole('button', { name: 'Delete pattern' }).click();
  expect((await activeJson(studio)).inputSchema.required).toBeUndefined();
  await undo(studio);
  expect((await activeJson(studio)).inputSchema.required).toEqual(['pattern']);
  await expect(params.cell('Name of pattern')).toBeVisible();
  // The table's own undo for a deletion, usable without leaving the keyboard's place.
  const undone = await studio.activeText();
  await params.panel.getByRole('button', { name: 'Delete file_pattern' }).click();
  await expect(params.panel.getByRole('button', { name: 'Undo delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => studio.activeText()).toBe(undone);
  await page.screenshot({ path: test.info().outputPath('parameters-readonly.png') });
});

test('typed code from the inputSchema, and the same table for outputSchema', async ({
  studio,
  page,
}) => {
  await studio.open();
  await newTool(studio, 'search_code');
  const params = studio.parameters;
  await params.open();
  await params.panel.getByText('Code from this inputSchema').click();
  const code = params.panel.getByRole('region', { name: 'Generated code' });
  await expect(code.getByLabel('Python stub code')).toContainText('def filesystem_search_code(');
  await expect(code.getByLabel('Python stub code')).toContainText(
    'encoding: Literal["utf-8", "gbk"] | None = None,',
  );
  await code.getByRole('radio', { name: 'TypeScript type' }).check();
  await expect(code.getByLabel('TypeScript type code')).toContainText(
    'export type FilesystemSearchCodeInput = {',
  );
  await expect(code.getByLabel('TypeScript type code')).toContainText(
    'encoding?: "utf-8" | "gbk";',
  );
  await code.getByRole('button', { name: 'Copy TypeScript type' }).click();
  await expect(code.getByRole('status')).toHaveText('TypeScript type copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    'export type FilesystemSearchCodeInput',
  );
  await code.getByRole('radio', { name: 'Zod schema' }).check();
  await expect(code.getByLabel('Zod schema code')).toContainText(
    'max_results: z.number().int().describe(',
  );
  // The generated code follows JSON edits at once.
  await params.fill('Name of max_results', 'limit');
  await expect(code.getByLabel('Zod schema code')).toContainText(
    'limit: z.number().int().describe(',
  );
  await page.screenshot({ path: test.info().outputPath('parameters-generated-code.png') });

  await params.panel.getByRole('radio', { name: 'outputSchema' }).check();
  await expect(params.panel).toContainText(
    'There is no outputSchema yet; adding a parameter creates it.',
  );
  await params.add('matches');
  await params.cell('Type of matches').selectOption('array');
  await params.cell('Item type of matches').selectOption('object');
  await params.panel.getByRole('button', { name: 'Add property to matches items' }).click();
  await page.keyboard.type('path');
  await page.keyboard.press('Enter');
  await params.cell('Required: matches.path').check();
  const json = await activeJson(studio);
  expect(json.outputSchema).toEqual({
    type: 'object',
    properties: {
      matches: {
        type: 'array',
        items: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
      },
    },
  });
  await page.screenshot({ path: test.info().outputPath('parameters-output-schema.png') });
});

test('a table of 400 parameters draws the rows in view; Tab, scrolling and adding still reach every row', async ({
  studio,
  page,
}) => {
  await studio.open();
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < 400; i++)
    properties[`p${i}`] = { type: 'string', description: `Parameter ${i}` };
  await studio.setActiveText(
    JSON.stringify({ name: 'many', inputSchema: { type: 'object', properties } }, null, 2),
  );
  const params = studio.parameters;
  await params.open();
  await expect(params.cell('Name of p0')).toBeVisible();
  expect(await params.panel.locator('tr.params-row').count()).toBeLessThan(60);
  await expect(params.cell('Name of p399')).toHaveCount(0);

  // Tab walks down the rows; the window follows the focus.
  await params.cell('Name of p0').focus();
  for (let i = 0; i < 150; i++) await page.keyboard.press('Tab');
  const focused = await page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? '',
  );
  expect(Number(/ p(\d+)$/.exec(focused)?.[1])).toBeGreaterThan(10);
  await expect(page.locator(':focus')).toBeInViewport();

  // Scrolling to the end draws the last rows.
  await params.panel
    .locator('.params-scroll')
    .evaluate((box) => (box.scrollTop = box.scrollHeight));
  await expect(params.cell('Name of p399')).toBeVisible();

  // A new parameter goes to the end, is drawn, and its name has focus.
  await params.panel.locator('.params-scroll').evaluate((box) => (box.scrollTop = 0));
  await params.add('added_last');
  expect(
    Object.keys(
      (JSON.parse(await studio.activeText()) as { inputSchema: { properties: object } }).inputSchema
        .properties,
    ).at(-1),
  ).toBe('added_last');
});
