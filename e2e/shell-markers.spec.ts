import { expect, test } from './fixtures';

test('typing an invalid name puts a marker on the name and an entry in Problems', async ({
  studio,
  page,
}) => {
  await studio.open();
  // Line 2 is `  "name": "filesystem.search_code",`; select the characters inside the quotes and type.
  await studio.select(2, 12, 2, 34);
  await page.keyboard.type('bad name');
  await expect(studio.editor).toContainText('"name": "bad name"');

  const entry = studio.problem('name-invalid-chars');
  await expect(entry).toContainText('The name "bad name" contains " "');
  await expect(entry).toContainText('Ln 2, Col 11');
  await expect(studio.statusBar).toContainText('1 error');

  // The squiggle sits under the name value: same line, starting where "bad name" starts.
  const squiggle = studio.editor.locator('.squiggly-error').first();
  await expect(squiggle).toBeVisible();
  const token = studio.editor.locator('.view-line span', { hasText: /^"bad.name"$/ }).first();
  const [squiggleBox, tokenBox] = [await squiggle.boundingBox(), await token.boundingBox()];
  expect(squiggleBox && tokenBox).toBeTruthy();
  expect(Math.abs(squiggleBox!.x - tokenBox!.x)).toBeLessThan(3);
  expect(Math.abs(squiggleBox!.width - tokenBox!.width)).toBeLessThan(3);
  expect(Math.abs(squiggleBox!.y - tokenBox!.y)).toBeLessThan(tokenBox!.height);

  // Hovering the name shows the finding with its rule code.
  await token.hover();
  await expect(
    page.locator('.monaco-hover').filter({ hasText: 'name-invalid-chars' }).first(),
  ).toBeVisible();

  // Clicking the entry selects the range in the editor; the filter hides errors and keeps the rest.
  await entry.click();
  await expect(studio.editor.locator('.selected-text').first()).toBeVisible();
  await studio.problems.getByRole('button', { name: /Errors 1/ }).click();
  await expect(entry).toBeHidden();
  await expect(studio.problem('name-target-incompatible')).toBeVisible();
});

test('a one-line document of 1 000 tools: the editor draws at most 50 findings on the line, says how many more Problems lists, and leaves its brackets uncoloured', async ({
  studio,
  page,
}) => {
  await studio.open();
  const colouredBrackets = studio.editor.locator('.view-line [class*="bracket-highlighting"]');
  await expect(colouredBrackets.first()).toBeVisible();

  const tools = Array.from(
    { length: 1000 },
    (_, i) => `{"name":"t${i}","description":"Does a thing.","inputSchema":{"type":"object"}}`,
  );
  await studio.setActiveText(`[${tools.join(',')}]`);
  await expect(studio.problem('tool-count-target-limit')).toBeVisible();
  await expect(colouredBrackets).toHaveCount(0);

  // The count sits on the line's first character; its hover names where the rest are.
  const line = studio.editor.locator('.view-line').first();
  await line.hover({ position: { x: 3, y: 5 } });
  await expect(
    page
      .locator('.monaco-hover')
      .filter({ hasText: /\d+ more problems on this line are not drawn here/ })
      .first(),
  ).toBeVisible();
});
