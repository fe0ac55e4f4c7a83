import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import type { StudioPage } from './pages/studio';
import { MAX_COLOURED_BRACKETS_CHARS } from '../src/core/limits';

// The lean JSON mode (src/editor/json-mode.ts) registers only what the studio uses; each feature
// it keeps is exercised here, through the keys a user presses.

const TOOL = '{\n  "name": "lookup",\n  "description": "Looks a word up.",\n  \n}';

/** Opens TOOL, asks for completion at a place in it, and returns the suggestions shown. */
async function completionAt(studio: StudioPage, page: Page, line: number, column: number) {
  await studio.open();
  await studio.setActiveText(TOOL);
  await expect(studio.editor).toContainText('Looks a word up.');
  await studio.select(line, column);
  await page.keyboard.press('Control+Space');
  return page.locator('.suggest-widget');
}

test('completion offers the tool document schema’s fields', async ({ studio, page }) => {
  const suggestions = await completionAt(studio, page, 4, 3);
  // Neither word occurs in the text, so they come from the schema, not from word completion.
  await expect(suggestions).toContainText('outputSchema');
  await expect(suggestions).toContainText('annotations');
  await page.keyboard.press('Escape');
});

test('completion inside a description offers no words from the document', async ({
  studio,
  page,
}) => {
  // Inside "Looks a word up.", after "Looks ": "lookup" and "word" are words of the document.
  const suggestions = await completionAt(studio, page, 3, 25);
  await expect(suggestions).toContainText('No suggestions');
  await expect(suggestions).not.toContainText('lookup');
  await expect(suggestions).not.toContainText('word');
  await page.keyboard.press('Escape');
});

test('folding, bracket matching and Find work in the editor', async ({ studio, page }) => {
  await studio.open();
  await studio.setActiveText(TOOL);
  await expect(studio.editor).toContainText('Looks a word up.');

  // The cursor after the opening brace highlights it and its partner.
  await studio.select(1, 2);
  await expect(studio.editor.locator('.bracket-match')).toHaveCount(2);

  // Fold the object (Ctrl+Shift+[): its first line, with a collapsed marker, and its closing
  // brace are left (the JSON service's range stops before the closing bracket).
  await page.keyboard.press('Control+Shift+BracketLeft');
  await expect(studio.editor.locator('.codicon-folding-collapsed')).toHaveCount(1);
  await expect(studio.editor.locator('.view-line')).toHaveCount(2);
  await page.keyboard.press('Control+Shift+BracketRight');
  await expect(studio.editor.locator('.view-line')).toHaveCount(5);

  await page.keyboard.press('Control+f');
  // Monaco keeps the closed widget in the page and marks the open one `.visible`.
  const find = studio.editor.locator('.find-widget.visible');
  await expect(find).toBeVisible();
  await page.keyboard.type('word');
  await expect(find).toContainText('1 of 1');
  await page.keyboard.press('Escape');
  await expect(find).toBeHidden();
});

/** A tool just over the bracket-colouring limit: "wide", which "Takes many fields." */
function wideTool(): string {
  const properties: Record<string, unknown> = {};
  for (let i = 0; JSON.stringify(properties).length <= MAX_COLOURED_BRACKETS_CHARS; i++)
    properties[`field_${i}`] = { type: 'string', description: `Field number ${i} of a wide tool.` };
  return JSON.stringify(
    {
      name: 'wide',
      description: 'Takes many fields.',
      inputSchema: { type: 'object', properties },
    },
    null,
    2,
  );
}

test('a document over the bracket-colouring limit keeps bracket matching and loses only the colours', async ({
  studio,
}) => {
  await studio.open();
  const colouredBrackets = studio.editor.locator('.view-line [class*="bracket-highlighting"]');
  await expect(colouredBrackets.first()).toBeVisible();

  await studio.setActiveText(wideTool());
  await expect(studio.editor).toContainText('Takes many fields.');
  await expect(colouredBrackets).toHaveCount(0);
  // After the brace of `      "field_0": {` (line 7), whose partner is three lines down.
  await studio.select(7, 19);
  await expect(studio.editor.locator('.bracket-match')).toHaveCount(2);

  // Back under the limit, the colours return.
  await studio.setActiveText(TOOL);
  await expect(studio.editor).toContainText('Looks a word up.');
  await expect(colouredBrackets.first()).toBeVisible();
});

test('a paste past the bracket-colouring limit is never drawn with coloured brackets; undo brings them back', async ({
  studio,
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await studio.open();
  const colouredBrackets = studio.editor.locator('.view-line [class*="bracket-highlighting"]');
  await expect(colouredBrackets.first()).toBeVisible();
  await page.evaluate((text) => navigator.clipboard.writeText(text), wideTool());

  await studio.editor.locator('.view-lines').click();
  await page.keyboard.press('Control+A');
  // Every coloured bracket drawn from the paste on, until the pasted text is in view.
  await page.evaluate(() => {
    const w = window as unknown as { colouredAfterPaste: number };
    w.colouredAfterPaste = 0;
    const lines = document.querySelector('.monaco-editor .view-lines')!;
    const count = () => lines.querySelectorAll('[class*="bracket-highlighting"]').length;
    document.addEventListener(
      'paste',
      () =>
        new MutationObserver(() => (w.colouredAfterPaste += count())).observe(lines, {
          subtree: true,
          childList: true,
          attributes: true,
        }),
      { capture: true, once: true },
    );
  });
  await page.keyboard.press('Control+V');
  await expect.poll(() => studio.activeText()).toBe(wideTool());
  // The paste leaves the view at its end, where the last fields' braces are.
  await expect(studio.editor).toContainText('}');
  await expect(colouredBrackets).toHaveCount(0);
  expect(
    await page.evaluate(
      () => (window as unknown as { colouredAfterPaste: number }).colouredAfterPaste,
    ),
  ).toBe(0);

  await page.keyboard.press('Control+Z');
  await expect.poll(() => studio.activeText()).not.toBe(wideTool());
  await expect(colouredBrackets.first()).toBeVisible();
});

test('the editor’s worker starts at its first use, not at load; look-alike letters are boxed before it, links found after', async ({
  studio,
  page,
}) => {
  const started: string[] = [];
  page.on('worker', (worker) => started.push(worker.url()));
  const jsonWorkers = () => started.filter((url) => url.includes('json.worker'));
  await studio.open();
  // "Sаfe" is spelt with a Cyrillic "а" (U+0430).
  await studio.setActiveText(
    '{\n  "name": "lookup",\n  "description": "S\u0430fe lookup, see https://example.com/docs.",\n  \n}',
  );
  await expect(studio.editor).toContainText('example.com/docs');
  await expect(studio.editor.locator('.unicode-highlight')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(jsonWorkers()).toEqual([]);
  await expect(studio.editor.locator('.detected-link')).toHaveCount(0);

  // The pointer over the editor is its first use.
  await studio.editor.locator('.view-lines').hover();
  await expect.poll(() => jsonWorkers().length).toBe(1);
  await expect(studio.editor.locator('.detected-link')).toHaveCount(1);
});

test('the tool list and the first form field are on the page before Monaco is evaluated', async ({
  studio,
  page,
}) => {
  // At the first form field's appearance: is the list drawn, and has Monaco's setup run yet?
  await page.addInitScript(() => {
    const w = window as unknown as { __atFirstField?: { list: boolean; monaco: boolean } };
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('[role=tabpanel] form :is(input, select, textarea)')) return;
      w.__atFirstField = {
        list: document.querySelector('[role=listbox] [role=option]') !== null,
        monaco: 'MonacoEnvironment' in self,
      };
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
  await studio.open();
  const atFirstField = await page.evaluate(
    () => (window as unknown as { __atFirstField?: unknown }).__atFirstField,
  );
  expect(atFirstField).toEqual({ list: true, monaco: false });
});
