/**
 * Faults in the browser: a catastrophic regex (the watchdog), storage failing (quota) and two
 * tabs on one workspace, the validation worker crashing. Each checks the message the user
 * sees, that the page still answers within a second, that other tools are unchanged, and that
 * no request left the origin and no dialog opened.
 */
import { expect, test } from './fixtures';
import {
  assertResponsive,
  assertToolsKept,
  problems,
  guard,
  openWithBystander,
  toolTexts,
} from './hostile-guard';

test.describe.configure({ timeout: 120_000 });

/**
 * A tool whose default makes `^(?!x)(a+)+$` backtrack for minutes: checking it is the hang. The
 * lookahead keeps it off the linear-time engine, which answers `^(a+)+$` alone at once; this one
 * runs on RegExp, where the watchdog is the last line.
 */
const catastrophic = JSON.stringify(
  {
    name: 'slow_regex',
    description: 'Backtracking.',
    inputSchema: {
      type: 'object',
      properties: {
        word: {
          type: 'string',
          description: 'w',
          pattern: '^(?!x)(a+)+$',
          default: 'a'.repeat(40) + 'b',
        },
      },
      additionalProperties: false,
    },
  },
  null,
  2,
);

test('a catastrophic pattern only RegExp can run: the watchdog stops validation and says so, typing never freezes, and a fix validates again', async ({
  studio,
  page,
}) => {
  const checks = await guard(page);
  const others = await openWithBystander(studio, page);

  await studio.setActiveText(catastrophic);
  // While the worker is stuck on it, the page answers a click within a second and takes typing.
  await assertResponsive(page);
  await studio.select(3, 3);
  await page.keyboard.type('"x": 1,');
  await expect(studio.editor).toContainText('"x": 1,');

  await expect(problems(page)).toContainText(
    'Validation took longer than 3 s and was stopped; the validator was restarted.',
    { timeout: 30_000 },
  );
  expect(await studio.activeText()).toContain('"x": 1,');

  // Remove the hostile default: the fresh worker validates the current text again.
  await studio.setActiveText(
    catastrophic
      .replace(/,\s*"default": "a+b"/, '')
      .replace('"description": "w"', '"description": "w"'),
  );
  await expect(problems(page)).not.toContainText('Validation took longer', { timeout: 15_000 });
  await studio.setActiveText('{"name": "broken", "inputSchema": {"type": "object",}}');
  await expect(problems(page)).toContainText(
    'JSON does not allow a comma before a closing bracket',
  );

  await assertToolsKept(page, others);
  checks.assertClean();
});

test('a catastrophic pattern only RegExp can run, inside a union with a matching sample: the form never freezes the page, the sample check is stopped and says so', async ({
  studio,
  page,
}) => {
  const checks = await guard(page);
  await studio.open();
  const before = await toolTexts(page);
  await studio.toolbar.newTool.click();
  await page.getByRole('menuitem', { name: /calculate_tax/ }).click();
  const schema = {
    type: 'object',
    properties: {
      w: {
        description: 'w',
        anyOf: [{ type: 'string', pattern: '^(?!x)(a+)+$' }, { type: 'number' }],
      },
    },
  };
  await studio.setActiveText(
    JSON.stringify(
      { name: 'rx_union', description: 'Union with a slow pattern.', inputSchema: schema },
      null,
      2,
    ),
  );
  await studio.saveSample('slow', JSON.stringify({ w: 'a'.repeat(40) + 'b' }));
  await studio.form.open();
  await assertResponsive(page);
  await studio.form.open();
  await expect(page.getByRole('tabpanel')).toContainText(
    'Validation took longer than 3 s and was stopped',
    { timeout: 30_000 },
  );
  await assertResponsive(page);
  await assertToolsKept(page, before);
  checks.assertClean();
});

test('storage full while saving: the user is told, and the unsaved edit comes back from the journal after a reload', async ({
  studio,
  page,
}) => {
  const checks = await guard(page);
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      if ((window as unknown as { quotaFull?: boolean }).quotaFull)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  await studio.open();
  const good =
    '{\n  "name": "good_state",\n  "description": "Saved.",\n  "inputSchema": { "type": "object", "additionalProperties": false }\n}\n';
  await studio.setActiveText(good);
  await page.waitForTimeout(1_000);
  const before = await toolTexts(page);

  await page.evaluate(() => ((window as unknown as { quotaFull?: boolean }).quotaFull = true));
  await studio.setActiveText(good.replace('good_state', 'unsaved_edit'));
  await expect(studio.statusBar).toContainText(
    'Your latest edits could not be saved (The quota has been exceeded.). Keep this tab open and copy your work out.',
  );
  // The edit stays in the tab.
  expect(await studio.activeText()).toContain('unsaved_edit');
  await assertResponsive(page);
  checks.assertClean();

  // The journal of unsaved edits (localStorage) still has it; the reloaded tab saves it.
  await page.reload();
  await studio.waitForEditor();
  const after = await toolTexts(page);
  expect(Object.keys(after)).toEqual(Object.keys(before));
  expect(Object.values(after)).toEqual(
    Object.values(before).map((text) => text.replace('good_state', 'unsaved_edit')),
  );
  await expect(studio.statusBar).not.toContainText('could not be opened');
});

test('two tabs on one workspace: a tab is told when the other saved, and shows that work', async ({
  studio,
  page,
  context,
}) => {
  const checks = await guard(page);
  await studio.open();
  const second = await context.newPage();
  const secondChecks = await guard(second);
  await second.goto('/');
  await expect(
    second.getByRole('region', { name: 'Tool editor' }).locator('.monaco-editor .view-lines'),
  ).toBeVisible();

  await studio.setActiveText(
    '{\n  "name": "from_first_tab",\n  "inputSchema": { "type": "object" }\n}\n',
  );
  await expect(second.getByRole('contentinfo', { name: 'Status bar' })).toContainText(
    'This workspace was just saved from another tab.',
    { timeout: 10_000 },
  );
  // The first tab, which saved, is not warned about its own save.
  await expect(studio.statusBar).not.toContainText('saved from another tab');
  await assertResponsive(second);
  checks.assertClean();
  secondChecks.assertClean();
});

test('the validation worker crashing or terminated: the current text is validated again on a fresh worker and nothing is lost', async ({
  studio,
  page,
}) => {
  const checks = await guard(page);
  await studio.open();
  const before = await toolTexts(page);
  const validationWorker = () => page.workers().find((w) => w.url().includes('validation'));
  await expect
    .poll(() => validationWorker() !== undefined, { message: 'the validation worker is running' })
    .toBe(true);

  // Terminated from inside: the request sent to it never answers, the watchdog replaces it
  // and the same text is validated again on the fresh worker.
  await validationWorker()!.evaluate(() => self.close());
  await studio.setActiveText('{"name": "after_close", "inputSchema": {"type": "object",}}');
  await expect(problems(page)).toContainText(
    'JSON does not allow a comma before a closing bracket',
    { timeout: 20_000 },
  );
  await expect(problems(page)).not.toContainText('Validation took longer');
  await assertResponsive(page);

  // An uncaught error: the page drops that worker and the next edit runs on a new one.
  await validationWorker()!.evaluate(() => {
    setTimeout(() => {
      throw new Error('simulated crash');
    });
  });
  await page.waitForTimeout(200);
  await studio.setActiveText('{"name": "after_crash", "inputSchema": {"type": "object"}, }');
  await expect(problems(page)).toContainText(
    'JSON does not allow a comma before a closing bracket',
    { timeout: 20_000 },
  );
  expect(await studio.activeText()).toContain('after_crash');
  await assertResponsive(page);
  expect(Object.keys(await toolTexts(page))).toEqual(Object.keys(before));
  checks.assertClean();
});

test('a panel that fails (its code cannot load) is caught by its own error boundary: it says what failed, the editor and the other panels keep working', async ({
  studio,
  page,
}) => {
  const checks = await guard(page);
  // The Export and Annotations panels' code fails to arrive, as on a flaky network mid-deploy.
  await page.route(/\/assets\/(ExportTab|AnnotationsTab)-[^/]+\.js$/, (route) => route.abort());
  await studio.open();
  const before = await toolTexts(page);

  await studio.export.open();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toContainText(
    'The Export panel stopped working:',
  );
  await expect(page.getByRole('tabpanel')).toContainText(
    'Your tool and the other panels are not affected.',
  );
  await studio.annotations.open();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toContainText(
    'The Annotations panel stopped working:',
  );

  // The Form panel and the editor are untouched.
  await studio.form.tab.click({ timeout: 1_000 });
  await expect(studio.form.tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveCount(0);
  await studio.select(2, 3);
  await page.keyboard.type('"x": 1, ');
  await expect(studio.editor).toContainText('"x": 1,');
  await expect(problems(page)).toBeVisible();
  const after = await toolTexts(page);
  expect(Object.keys(after)).toEqual(Object.keys(before));
  checks.assertClean();
});
