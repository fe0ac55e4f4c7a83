import { expect, test } from './fixtures';
import type { StudioPage } from './pages/studio';
import { EXAMPLE_TOOL_SOURCE, EXAMPLE_TOOL_SPEC } from '../src/core/__fixtures__/seeds';

// Spark's "From Python Functions": the source and the schema the page says it generates.
const SEED_003_SOURCE = EXAMPLE_TOOL_SOURCE;
const { input_schema: inputSchema, ...specFields } = EXAMPLE_TOOL_SPEC;
const SEED_003_TOOL = { ...specFields, inputSchema };

async function openFromPython(studio: StudioPage) {
  await studio.open();
  await studio.toolbar.import.click();
  await expect(studio.importDialog).toBeVisible();
  await studio.importDialog.getByRole('radio', { name: 'From Python' }).check();
  return studio.importDialog;
}

test("paste Spark's example Python function and get its schema as a new tool", async ({
  studio,
  page,
}) => {
  const dialog = await openFromPython(studio);
  await dialog.getByLabel('Python code').fill(SEED_003_SOURCE);
  const preview = dialog.getByLabel('JSON of example_tool');
  await expect(preview).toBeVisible();
  expect(JSON.parse(await preview.innerText())).toEqual(SEED_003_TOOL);
  await expect(dialog.getByRole('list', { name: 'Python problems' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('python-import-preview.png') });

  // Nothing is added before the button.
  await expect(studio.tools.getByRole('option')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Add tool' }).click();
  await expect(dialog).toBeHidden();
  await expect(studio.tool('example_tool')).toHaveAttribute('aria-selected', 'true');
  expect(JSON.parse(await studio.activeText())).toEqual(SEED_003_TOOL);
});

test('skill_command injected parameters are left out and said so; the convention can be switched', async ({
  studio,
}) => {
  const dialog = await openFromPython(studio);
  await dialog.getByLabel('Python code').fill(`@skill_command(name="my_command", autowire=True)
async def my_command(
    message: str,
    settings: Settings,    # Auto-injected
    paths: ConfigPaths,    # Auto-injected
    note: str | None = None,
) -> str:
    """Echo a message."""
`);
  const tool = dialog.getByRole('article', { name: 'Tool my_command' });
  await expect(tool).toContainText(
    'Left out of inputSchema: settings (line 4: Settings is injected by the framework)',
  );
  await expect(tool).toContainText('paths (line 5: ConfigPaths is injected');
  // skill_command convention (from the decorator): `str | None = None` is the plain type.
  let json = JSON.parse(await dialog.getByLabel('JSON of my_command').innerText());
  expect(json.inputSchema.properties.note).toEqual({ type: 'string' });
  await dialog.getByLabel('Optional parameters').selectOption('spark');
  json = JSON.parse(await dialog.getByLabel('JSON of my_command').innerText());
  expect(json.inputSchema.properties.note).toEqual({
    anyOf: [{ type: 'string' }, { type: 'null' }],
    default: null,
  });
});

test('what the parser cannot read is listed with its line, and Cancel adds nothing', async ({
  studio,
}) => {
  const dialog = await openFromPython(studio);
  await dialog
    .getByLabel('Python code')
    .fill('def f(\n    x: Foo,\n    y: int = 60 * 60,\n) -> None:\n    """F."""\n');
  const problems = dialog.getByRole('list', { name: 'Python problems' });
  await expect(problems).toContainText('Line 2, column 8: The type "Foo" is not a built-in type');
  await expect(problems).toContainText(
    'Line 3, column 14: The default of "y" (60 * 60) is computed when Python runs',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(studio.tools.getByRole('option')).toHaveCount(1);
});
