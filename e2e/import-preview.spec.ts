/**
 * The Import dialog's preview of a real toolset: it lists the tools without validating them, so
 * a 100-tool one-line document is previewed at once, a long one shows its progress, and when
 * the worker that reads very long texts times out or crashes the dialog says so and still
 * imports the text, whole.
 */
import { minifiedToolsList, realTools } from '../bench/linear-inputs';
import { expect, test } from './fixtures';
import type { StudioPage } from './pages/studio';

// Megabyte pastes on a shared machine: the steps are slow there, never the preview's own answer.
test.describe.configure({ timeout: 180_000 });

const tools = realTools(process.cwd());

/**
 * The page without waiting for Monaco: the dialog does not need the editor, and on a loaded
 * machine the editor's chunk is the slowest part of the load.
 */
async function openStudio(studio: StudioPage) {
  await studio.page.goto('/');
  await expect(studio.toolbar.import).toBeVisible();
  await studio.page.waitForFunction(() => 'toolSchemaStudio' in window);
}

/** The validation worker, once the page has started it (it analyses the first tool on load). */
async function validationWorker(studio: StudioPage) {
  const find = () => studio.page.workers().find((w) => w.url().includes('validation'));
  await expect
    .poll(() => find() !== undefined, { message: 'the validation worker runs', timeout: 60_000 })
    .toBe(true);
  return find()!;
}

test('a one-line tools/list of 100 real tools is previewed with its names, then split into 100 tools', async ({
  studio,
}) => {
  const text = minifiedToolsList(tools, 100);
  expect(text).not.toContain('\n');
  await openStudio(studio);
  await studio.importer.open();
  await studio.importer.paste(text);
  const preview = studio.importer.preview;
  await expect(preview).toContainText('A tools/list result with 100 tools.');
  await expect(studio.importer.toolNames).toHaveCount(100);
  const first = `${String(tools[0]!.name)}_0`;
  await expect(studio.importer.toolNames.first()).toHaveText(first);
  await expect(preview).toContainText('100 tools will be added to the workspace');
  // A short text never shows the progress line.
  await expect(preview).not.toContainText('Reading');

  await studio.importer.importButton.click();
  await expect(studio.importDialog).toBeHidden();
  await expect(studio.tools.getByRole('option')).toHaveCount(101);
  await expect(studio.tool(first)).toHaveAttribute('aria-selected', 'true');
});

test('a name already in the workspace is pointed out before importing', async ({ studio }) => {
  await openStudio(studio);
  await studio.importer.open();
  await studio.importer.paste(
    JSON.stringify([
      { name: 'filesystem.search_code', inputSchema: { type: 'object' } },
      { name: 'twice', inputSchema: { type: 'object' } },
      { name: 'twice', inputSchema: { type: 'object' } },
    ]),
  );
  const preview = studio.importer.preview;
  await expect(preview).toContainText('An array of tools with 3 tools.');
  await expect(preview).toContainText('Already in the workspace: "filesystem.search_code".');
  await expect(preview).toContainText('Named more than once in this document: "twice".');
  await expect(studio.importer.importButton).toBeEnabled();
});

test('a 1 000-tool document (read after a progress line) lists the first 200 names and counts the rest', async ({
  studio,
}) => {
  const text = minifiedToolsList(tools, 1000);
  expect(text.length).toBeGreaterThan(256 * 1024);
  await openStudio(studio);
  await studio.importer.open();
  await studio.importer.paste(text);
  await expect(studio.importer.preview).toContainText('A tools/list result with 1000 tools.');
  await expect(studio.importer.toolNames).toHaveCount(201);
  await expect(studio.importer.toolNames.last()).toHaveText('and 800 more');
  await studio.importer.dialog.getByLabel('one document').check();
  await studio.importer.importButton.click();
  await expect(studio.tool('tools/list result (1000 tools)')).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

for (const fault of [
  {
    name: 'never answers',
    // The worker takes requests and drops them: the watchdog stops it after 3 s.
    break: () => {
      (self as unknown as { onmessage: unknown }).onmessage = () => {};
    },
    message:
      'The preview could not list the tools: reading took longer than 3 s and was stopped (the validator was restarted).',
  },
  {
    name: 'crashes',
    break: () => {
      (self as unknown as { onmessage: unknown }).onmessage = () => {
        throw new Error('simulated crash');
      };
    },
    message: 'The preview could not list the tools: the validation worker crashed (',
  },
]) {
  test(`the worker reading a text over 1 MB ${fault.name}: the dialog says so and imports the text anyway, whole`, async ({
    studio,
  }) => {
    const text = minifiedToolsList(tools, 2000);
    expect(text.length).toBeGreaterThan(1024 * 1024);
    await openStudio(studio);
    const worker = await validationWorker(studio);
    await worker.evaluate(fault.break);

    await studio.importer.open();
    await studio.importer.paste(text);
    const preview = studio.importer.preview;
    // Progress while the worker does not answer (until its watchdog stops it).
    if (fault.name === 'never answers') await expect(preview).toContainText(/Reading 1\.\d MB…/);
    await expect(preview.getByRole('alert')).toContainText(fault.message, { timeout: 15_000 });
    await expect(preview).toContainText('Your text is kept: import it anyway as one document');
    const button = studio.importer.dialog.getByRole('button', { name: 'Import anyway' });
    await expect(button).toBeEnabled();
    await button.click();
    await expect(studio.importDialog).toBeHidden();
    await expect(studio.tools.getByRole('option')).toHaveCount(2);
    expect(await studio.activeText()).toBe(text);
    await expect(studio.statusBar).toContainText('Imported 1 tool.');
  });
}
