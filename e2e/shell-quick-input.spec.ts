import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import type { StudioPage } from './pages/studio';

// Monaco's quick input (the command palette and the editor's pickers) is loaded the first time
// the user opens it, not with the editor (src/editor/quick-input-standalone.ts); these journeys
// use it through the keys a user presses, its own keys (Enter, Escape, the arrows) included.

const TOOL = '{\n  "name": "lookup",\n  "description": "Looks a word up.",\n  "inputSchema": {}\n}';

/** The quick input's file, which the page must not ask for before the quick input is opened. */
const QUICK_INPUT_SCRIPT = /\/assets\/quick-input-editor-[\w-]+\.js$/;

/** Opens TOOL and records each request for the quick input's script. */
async function openTool(studio: StudioPage, page: Page): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (QUICK_INPUT_SCRIPT.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  await studio.open();
  await studio.setActiveText(TOOL);
  await expect(studio.editor).toContainText('Looks a word up.');
  return requested;
}

function quickInput(studio: StudioPage) {
  const widget = studio.editor.locator('.quick-input-widget');
  return {
    widget,
    filter: widget.getByRole('textbox', { name: 'Type to narrow down results.' }),
    options: widget.getByRole('option'),
    option: (name: string | RegExp) => widget.getByRole('option', { name }),
  };
}

test('the command palette opens with F1 at first use, filters as the user types, moves with the arrows, runs a command with Enter and closes with Escape', async ({
  studio,
  page,
}) => {
  const requested = await openTool(studio, page);
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);

  const palette = quickInput(studio);
  await studio.select(2, 12, 2, 18);
  // Typed at once, before the quick input has arrived (held back here, as on a slow disk or
  // network): the keys go to its filter, not into the tool.
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(QUICK_INPUT_SCRIPT, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.keyboard.press('F1');
  await page.keyboard.type('transform to');
  await expect.poll(() => requested.length).toBe(1);
  arrive();
  await expect(palette.filter).toBeFocused();
  await expect(palette.filter).toHaveValue('>transform to');
  expect(requested).toHaveLength(1);
  expect(await studio.activeText()).toBe(TOOL);
  await expect(palette.option(/^Transform to Camel Case/)).toBeVisible();
  for (const label of await palette.options.allInnerTexts())
    expect(label).toMatch(/^Transform to /);
  await expect(palette.options.first()).toHaveClass(/\bfocused\b/);
  await page.keyboard.press('ArrowDown');
  await expect(palette.options.nth(1)).toHaveClass(/\bfocused\b/);
  await expect(palette.options.first()).not.toHaveClass(/\bfocused\b/);
  await page.keyboard.press('ArrowUp');
  await expect(palette.options.first()).toHaveClass(/\bfocused\b/);

  await page.keyboard.type(' uppercase');
  await expect(palette.options.first()).toHaveAccessibleName(/^Transform to Uppercase/);
  await expect(palette.options.first()).toHaveClass(/\bfocused\b/);
  await page.keyboard.press('Enter');
  await expect(palette.widget).toBeHidden();
  await expect.poll(() => studio.activeText()).toContain('"name": "LOOKUP"');

  // Opened again, Escape closes it without running anything and gives the editor its keys back.
  await page.keyboard.press('F1');
  await expect(palette.filter).toBeFocused();
  await page.keyboard.type('transform to lowercase');
  await expect(palette.options.first()).toHaveAccessibleName(/^Transform to Lowercase/);
  await page.keyboard.press('Escape');
  await expect(palette.widget).toBeHidden();
  await expect(studio.editor.locator('.monaco-editor')).toHaveClass(/\bfocused\b/);
  expect(await studio.activeText()).toContain('"name": "LOOKUP"');
  await page.keyboard.press('Control+z');
  await expect.poll(() => studio.activeText()).toContain('"name": "lookup"');
  expect(requested).toHaveLength(1);
});

test('"Indent Using Spaces" asks for the tab size in a picker, and formatting then indents with it', async ({
  studio,
  page,
}) => {
  await openTool(studio, page);
  const quick = quickInput(studio);
  await studio.select(1, 1);

  await page.keyboard.press('F1');
  await page.keyboard.type('indent using spaces');
  await expect(quick.options.first()).toHaveAccessibleName(/^Indent Using Spaces/);
  await page.keyboard.press('Enter');

  // The picker: sizes 1 to 8, the editor's own size (2) chosen to start with.
  await expect(quick.options.first()).toHaveAccessibleName('1');
  const current = quick.option(/^2\b/);
  await expect(current).toHaveAccessibleName(/Configured Tab Size/);
  await expect(current).toHaveClass(/\bfocused\b/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(quick.option('4')).toHaveClass(/\bfocused\b/);
  await page.keyboard.press('Enter');
  await expect(quick.widget).toBeHidden();

  await page.keyboard.press('F1');
  await page.keyboard.type('format document');
  await expect(quick.options.first()).toHaveAccessibleName(/^Format Document/);
  await page.keyboard.press('Enter');
  await expect
    .poll(() => studio.activeText())
    .toBe(
      '{\n    "name": "lookup",\n    "description": "Looks a word up.",\n    "inputSchema": {}\n}',
    );
});

test('the hover of an invisible character opens its "Adjust settings" picker at the first use of the quick input', async ({
  studio,
  page,
}) => {
  const requested = await openTool(studio, page);
  // A zero-width space after "Looks a" (line 3, column 26), boxed by the unicode highlighter.
  await studio.setActiveText(TOOL.replace('Looks a word', 'Looks a\u200bword'));
  await expect(studio.editor.locator('.unicode-highlight')).toHaveCount(1);
  await studio.select(3, 26);
  await page.keyboard.press('Control+k');
  await page.keyboard.press('Control+i');
  const hover = page.locator('.monaco-hover');
  await expect(hover).toContainText('The character U+200b is invisible.');
  expect(requested).toEqual([]);
  await hover.getByText('Adjust settings').click();

  const picker = quickInput(studio);
  await expect(picker.options).toHaveCount(3);
  await expect(picker.options.first()).toHaveAccessibleName(
    'Exclude U+200b (invisible character) from being highlighted',
  );
  await expect(picker.options.first()).toHaveClass(/\bfocused\b/);
  await expect(picker.option('Disable highlighting of invisible characters')).toBeVisible();
  expect(requested).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(picker.widget).toBeHidden();
  expect(await studio.activeText()).toBe(TOOL.replace('Looks a word', 'Looks a\u200bword'));
});
