/**
 * Hostile inputs in the browser (corpus: tests/fixtures/hostile). Each journey checks the
 * message the user sees, that the page still answers within a second, that the user's other
 * tools are unchanged, and that no request left the origin and no dialog opened.
 */
import { writeFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import {
  assertResponsive,
  assertToolsKept,
  problems,
  corpusFile,
  guard,
  openWithBystander,
  toolTexts,
} from './hostile-guard';
import type { StudioPage } from './pages/studio';

test.describe.configure({ timeout: 120_000 });

async function importText(studio: StudioPage, text: string, summary: RegExp | string) {
  await studio.toolbar.import.click();
  await studio.importDialog.getByLabel('Tool JSON').fill(text);
  await expect(studio.importDialog.getByRole('region', { name: 'Import preview' })).toContainText(
    summary,
  );
  await studio.importDialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(studio.importDialog).toBeHidden();
}

test('script-ish strings in title, description, enum values, property names and icons are shown as text, never run', async ({
  studio,
  page,
}) => {
  const checks = await guard(page);
  await studio.open();
  const before = await toolTexts(page);
  await importText(
    studio,
    corpusFile('script-strings.json').toString('utf8'),
    'One MCP tool: xss_probe.',
  );
  await expect(studio.tool('xss_probe')).toHaveAttribute('aria-selected', 'true');

  for (const tab of ['Form', 'Annotations', 'Parameters', 'Export'] as const) {
    await studio.tabs[tab].open();
    // Give an onerror/onload handler the chance it would need to fire.
    await page.waitForTimeout(300);
  }
  await studio.form.open();
  const form = page.getByRole('tabpanel');
  // The property named like an image tag is a label, as text.
  await expect(form.getByText('<b onmouseover=alert(5)>bold</b>').first()).toBeVisible();
  await studio.export.open();
  await expect(page.getByRole('tabpanel')).toContainText('<img src=x onerror=\\"alert(1)\\">');

  // Nothing became markup: no element from the strings exists anywhere in the page.
  expect(
    await page
      .locator('img[src="x"], script:not([src]), svg[onload], iframe, b[onmouseover]')
      .count(),
  ).toBe(0);
  expect(
    await page.evaluate(
      () => document.querySelectorAll('[onerror], [onload], [onmouseover]').length,
    ),
  ).toBe(0);
  expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);

  await assertResponsive(page);
  await assertToolsKept(page, before);
  checks.assertClean();
  expect(checks.pageErrors).toEqual([]);
});

test('__proto__, constructor and prototype as tool and property names round-trip through import, store, reload and export, polluting nothing', async ({
  studio,
  page,
}) => {
  const checks = await guard(page);
  await studio.open();
  const before = await toolTexts(page);
  const source = corpusFile('proto-keys.json').toString('utf8');
  await importText(studio, source, 'An array of tools with 3 tools.');
  for (const name of ['__proto__', 'constructor', 'prototype'])
    await expect(studio.tool(name)).toBeVisible();

  // Each tool's text is exactly its part of the source.
  const expected = (JSON.parse(source) as unknown[]).map(
    (tool) => JSON.stringify(tool, null, 2) + '\n',
  );
  const texts = async () =>
    Object.values(await toolTexts(page)).filter((t) => !Object.values(before).includes(t));
  expect(await texts()).toEqual(expected);

  await studio.tool('__proto__').click();
  await studio.form.open();
  await expect(page.getByRole('tabpanel')).toContainText('constructor');
  await expect(page.getByRole('tabpanel')).toContainText('prototype');
  await studio.export.open();
  await expect(page.getByRole('tabpanel')).toContainText('"__proto__"');

  expect(await page.evaluate(() => ({}) as Record<string, unknown>)).toEqual({});
  expect(
    await page.evaluate(() =>
      Object.keys(Object.prototype).concat(
        Object.getOwnPropertyNames(Object.prototype).filter((k) => k === 'polluted'),
      ),
    ),
  ).toEqual([]);

  // Saved and restored unchanged.
  await page.waitForTimeout(1_000);
  await page.reload();
  await studio.waitForEditor();
  for (const name of ['__proto__', 'constructor', 'prototype'])
    await expect(studio.tool(name)).toBeVisible();
  expect(await texts()).toEqual(expected);
  await assertResponsive(page);
  await assertToolsKept(page, before);
  checks.assertClean();
});

test('external $refs (http, file) and an unknown $schema get a diagnostic, never a fetch', async ({
  studio,
  page,
}) => {
  const checks = await guard(page);
  await studio.open();
  const before = await toolTexts(page);
  await importText(
    studio,
    corpusFile('external-refs.json').toString('utf8'),
    'One MCP tool: external_refs.',
  );
  await expect(problems(page)).toContainText(
    'The reference "https://evil.example/schema.json" points outside this schema; the studio never fetches references.',
  );
  await expect(problems(page)).toContainText('file:///etc/passwd');
  await studio.form.open();
  await studio.export.open();
  await importText(
    studio,
    corpusFile('unknown-dialect.json').toString('utf8'),
    'One MCP tool: unknown_dialect.',
  );
  await expect(problems(page)).toContainText(
    'The $schema "https://evil.example/my-dialect" is not supported',
  );
  await studio.form.open();
  await page.waitForTimeout(500);
  await assertResponsive(page);
  await assertToolsKept(page, before);
  checks.assertClean();
});

test('files that are not UTF-8 JSON (a PNG renamed .json, invalid UTF-8) and a 50 MB file are refused naming why, before anything changes', async ({
  studio,
  page,
}, testInfo) => {
  const checks = await guard(page);
  await studio.open();
  const before = await toolTexts(page);
  await studio.toolbar.import.click();
  const file = studio.importDialog.locator('input[type=file]');
  const alert = studio.importDialog.getByRole('alert');

  await file.setInputFiles({
    name: 'logo.json',
    mimeType: 'application/json',
    buffer: corpusFile('png-renamed.json'),
  });
  await expect(alert).toHaveText(
    "logo.json is a PNG image, not UTF-8 text; choose the tool's JSON file.",
  );
  await file.setInputFiles({
    name: 'latin1.json',
    mimeType: 'application/json',
    buffer: corpusFile('invalid-utf8.json'),
  });
  await expect(alert).toContainText('latin1.json is not UTF-8 text');
  // Generated, not checked in; Playwright takes buffers only up to 50 MB, so it goes through a file.
  const huge = testInfo.outputPath('huge.json');
  writeFileSync(huge, Buffer.alloc(50 * 1024 * 1024, 0x20));
  await file.setInputFiles(huge);
  await expect(alert).toHaveText('huge.json is 50.0 MB; the studio reads at most 8.0 MB.');
  await expect(studio.importDialog.getByLabel('Tool JSON')).toHaveValue('');
  await studio.importDialog.getByRole('button', { name: 'Cancel' }).click();

  await assertResponsive(page);
  await assertToolsKept(page, before);
  expect(Object.keys(await toolTexts(page))).toEqual(Object.keys(before));
  checks.assertClean();
});

test('a 20 MB paste into Import is refused naming the limit, and the page keeps responding', async ({
  studio,
  page,
}) => {
  const checks = await guard(page);
  await studio.open();
  const before = await toolTexts(page);
  await studio.toolbar.import.click();
  const big = '{"name":"big","description":"' + 'a'.repeat(20 * 1024 * 1024) + '"}';
  await studio.importDialog.getByLabel('Tool JSON').fill(big);
  const preview = studio.importDialog.getByRole('region', { name: 'Import preview' });
  await expect(preview).toContainText(
    'The document is 20.0 MB; the studio reads at most 8.0 MB. Split it into smaller files.',
    { timeout: 30_000 },
  );
  await expect(
    studio.importDialog.getByRole('button', { name: 'Import', exact: true }),
  ).toBeDisabled();
  await studio.importDialog.getByRole('button', { name: 'Cancel' }).click();
  await assertResponsive(page);
  await assertToolsKept(page, before);
  checks.assertClean();
});

test('not-JSON text (a single "{", trailing commas, comments, NUL bytes) gets its message in Problems and costs nothing', async ({
  studio,
  page,
}) => {
  const checks = await guard(page);
  await studio.open();
  const cases: [string, string][] = [
    ['single-brace.json', 'The object is not closed: a "}" is expected.'],
    [
      'trailing-comma.json',
      'JSON does not allow a comma before a closing bracket; remove this comma.',
    ],
    ['comments.json', 'JSON does not allow comments; remove them.'],
    ['nul-bytes.json', 'The text contains NUL bytes: it looks like a binary file, not JSON.'],
  ];
  await studio.toolbar.newTool.click();
  await page.getByRole('menuitem', { name: /calculate_tax/ }).click();
  const before = await toolTexts(page);
  await studio.tool('filesystem.search_code').click();
  for (const [file, message] of cases) {
    const text = corpusFile(file).toString('utf8');
    await studio.setActiveText(text);
    await expect(problems(page)).toContainText(message);
    expect(await studio.activeText()).toBe(text);
    await assertResponsive(page);
  }
  const {
    [Object.keys(before).find((id) => before[id]!.includes('"filesystem.search_code"'))!]: _edited,
    ...others
  } = before;
  await assertToolsKept(page, others);
  checks.assertClean();
});

test('a 20 MB paste straight into the editor: refused by validation naming the limit, the page keeps responding, nothing else changes', async ({
  studio,
  page,
}) => {
  const checks = await guard(page);
  const others = await openWithBystander(studio, page);

  const original = await studio.activeText();
  // Token spans other than the default colour (mtkoverflow is Monaco's "Show more" on a long line).
  const coloured = studio.editor.locator(
    '.view-lines span[class^="mtk"]:not(.mtk1):not(.mtkoverflow)',
  );
  await expect(coloured.first()).toBeVisible();

  await page.evaluate(
    (size) =>
      navigator.clipboard.writeText('{"name":"big","description":"' + 'a'.repeat(size) + '"}'),
    20 * 1024 * 1024,
  );
  await studio.select(1, 1, 200, 1);
  await page.keyboard.press('Control+V');
  await expect(problems(page)).toContainText(
    'the studio reads at most 8.0 MB. Split it into smaller files.',
    { timeout: 60_000 },
  );
  // Kept, but shown as plain text: no JSON colouring over a text the studio will not read.
  await expect(coloured).toHaveCount(0);
  // The form keeps the last tool it could read, and says why (not "a syntax error").
  await expect(studio.form.panel).toContainText(
    'The document is larger than the studio reads (see Problems)',
  );
  await assertResponsive(page);
  await assertToolsKept(page, others);

  // Undo brings the tool back, checked and coloured as JSON again.
  await studio.select(1, 1);
  await page.keyboard.press('Control+Z');
  await expect.poll(() => studio.activeText(), { timeout: 30_000 }).toBe(original);
  await expect(problems(page)).not.toContainText('8.0 MB');
  await expect(coloured.first()).toBeVisible();
  checks.assertClean();
});

test('issue 20 shapes: 99 nested arrays get their finding and quick fix; fields named constructor, __proto__, toString and a "properties" string export to every target or are refused with a reason, never a crash', async ({
  studio,
  page,
}) => {
  const checks = await guard(page);
  await studio.open();
  const nested = corpusFile('nested-arrays-99.json').toString('utf8');
  await studio.setActiveText(nested);
  // It used to throw inside the quick-fix formatter, and the Problems panel said "No problems found".
  await expect(studio.problem('input-schema-root-type')).toBeVisible();
  await studio.select(1, 15);
  await page.keyboard.press('Control+.');
  const fix = page.locator('.action-widget').getByText('Add "type": "object"');
  await expect(fix).toBeVisible();
  await fix.click();
  await expect
    .poll(
      async () =>
        (JSON.parse(await studio.activeText()) as { inputSchema: { type?: string } }).inputSchema
          .type,
    )
    .toBe('object');
  await assertResponsive(page);

  for (const file of [
    'tool-field-proto-keys.json',
    'properties-not-a-map.json',
    'gemini-malformed-keywords.json',
  ]) {
    await studio.setActiveText(corpusFile(file).toString('utf8'));
    await page.getByRole('tab', { name: 'Export' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Export' });
    const picker = panel.getByRole('combobox', { name: 'Target' });
    for (const label of await picker.locator('option').allTextContents()) {
      await picker.selectOption({ label });
      // Either the output or the reason it is refused; never the panel's error boundary.
      await expect(
        panel
          .getByRole('region', { name: `${label} output` })
          .or(panel.getByRole('region', { name: 'Refused' })),
      ).toBeVisible();
      await expect(panel).not.toContainText('[object Object]');
      await expect(panel).not.toContainText('native code');
    }
    await page.getByRole('tab', { name: 'Form' }).click();
    await assertResponsive(page);
  }
  checks.assertClean();
});
