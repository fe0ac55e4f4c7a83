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

type Fault = 'hang' | 'fail' | 'crash';

/**
 * Breaks the worker's answer to the preview request only (analyses go on as usual), set by
 * an init script, on the page's side of the worker so that a slow worker start on a loaded
 * machine cannot change which fault the dialog sees: `hang` drops the request, so the watchdog
 * has to stop it; `fail` answers with the `failure` message the worker sends when the core
 * throws; `crash` raises the error event a worker's uncaught exception raises on the page.
 */
async function breakPreviews(studio: StudioPage, fault: Fault) {
  await studio.page.addInitScript((kind) => {
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: never[]) {
      const request = message as { type?: string };
      if (request.type !== 'preview-tools') return post.call(this, message, ...rest);
      if (kind === 'hang') return;
      if (kind === 'fail') {
        const data = {
          type: 'failure',
          id: (request as { id: number }).id,
          message: 'The validator failed unexpectedly: simulated failure',
        };
        setTimeout(() => this.onmessage?.(new MessageEvent('message', { data })));
        return;
      }
      post.call(this, message, ...rest);
      setTimeout(() =>
        this.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught Error: simulated crash' })),
      );
    };
  }, fault);
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
  await expect(studio.importDialog).toBeHidden();
  await expect(studio.tools.getByRole('option')).toHaveCount(2);
  await expect.poll(() => studio.activeText()).toBe(text);
});

for (const fault of [
  {
    kind: 'hang' as const,
    message:
      'The preview could not list the tools: reading took longer than 3 s and was stopped (the validator was restarted).',
  },
  {
    kind: 'fail' as const,
    message:
      'The preview could not list the tools: the validator failed unexpectedly: simulated failure.',
  },
  {
    kind: 'crash' as const,
    message:
      'The preview could not list the tools: the validation worker crashed (Uncaught Error: simulated crash)',
  },
]) {
  test(`the worker reading a text over 1 MB: ${fault.kind}; the dialog says so and imports the text anyway, whole`, async ({
    studio,
  }) => {
    const text = minifiedToolsList(tools, 2000);
    expect(text.length).toBeGreaterThan(1024 * 1024);
    await breakPreviews(studio, fault.kind);
    await openStudio(studio);

    await studio.importer.open();
    await studio.importer.paste(text);
    const preview = studio.importer.preview;
    // Progress while the worker does not answer (until its watchdog stops it).
    if (fault.kind === 'hang') await expect(preview).toContainText(/Reading 1\.\d MB…/);
    await expect(preview.getByRole('alert')).toContainText(fault.message, { timeout: 30_000 });
    await expect(preview).toContainText('Your text is kept: import it anyway as one document');
    const button = studio.importer.dialog.getByRole('button', { name: 'Import anyway' });
    await expect(button).toBeEnabled();
    await button.click();
    await expect(studio.importDialog).toBeHidden();
    await expect(studio.tools.getByRole('option')).toHaveCount(2);
    await expect.poll(() => studio.activeText()).toBe(text);
    await expect(studio.statusBar).toContainText('Imported 1 tool.');
  });
}
