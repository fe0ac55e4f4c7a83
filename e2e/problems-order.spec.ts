import { expect, test } from './fixtures';

/**
 * A tool with 21 parameters and no word on any of them, 21 info notes, and a described `query`
 * parameter of the given type: "strin" is the one error of the workspace.
 */
function noisyTool(name: string, description: string, type = 'string'): string {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < 21; i++) properties[`field_${i}`] = { type: 'string' };
  properties.query = { type, description: 'Words to look for.' };
  return JSON.stringify(
    { name, description, inputSchema: { type: 'object', properties, required: ['query'] } },
    null,
    2,
  );
}

// Descriptions with little in common, so the toolset rules find nothing to say.
const books = noisyTool(
  'search_books',
  'Searches the library catalogue and returns matching books. Use it when the user asks about reading.',
);
const films = noisyTool(
  'search_films',
  'Looks up cinema listings for tonight, with showtimes. Use this for questions about movies.',
);
const songs = noisyTool(
  'search_songs',
  'Queries a music index; gives tracks, albums and artists. Helpful when someone hums a tune.',
  'strin',
);

test('one error among 63 info notes: All tools lists the error first, the notes folded, and the fold opens from the keyboard and stays open while an error comes and goes', async ({
  studio,
  page,
}) => {
  await studio.open();
  // The error is in the last tool, after 42 notes of the tools before it.
  await studio.setWorkspace([books, films, songs]);
  await expect(studio.tool('search_songs')).toHaveAccessibleDescription('1 error, 21 info', {
    timeout: 30_000,
  });
  const problems = studio.problemsPanel;
  await problems.showScope('All tools');

  // The header counts everything, folded or not; the first entry is the error.
  await expect(problems.region.getByRole('button', { name: 'Errors 1' })).toBeVisible();
  await expect(problems.region.getByRole('button', { name: 'Warnings 0' })).toBeVisible();
  await expect(problems.region.getByRole('button', { name: 'Info 63' })).toBeVisible();
  const entries = problems.region.getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('schema-invalid');
  await expect(entries.first().getByRole('img', { name: 'error' })).toBeVisible();
  await expect(problems.group('search_songs')).toHaveAccessibleName('search_songs 1 error');
  await expect(problems.infoNotes).toHaveAccessibleName('63 info notes');
  await expect(problems.infoNotes).toHaveAttribute('aria-expanded', 'false');
  await expect(problems.problem('parameter-description-missing')).toHaveCount(0);

  // Tab goes from the error to the fold; Enter opens it, Space closes and opens it again.
  await problems.problem('schema-invalid').focus();
  await page.keyboard.press('Tab');
  await expect(problems.infoNotes).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(problems.infoNotes).toHaveAttribute('aria-expanded', 'true');
  await expect(entries).toHaveCount(64);
  await expect(entries.first()).toContainText('schema-invalid');
  await page.keyboard.press('Space');
  await expect(problems.infoNotes).toHaveAttribute('aria-expanded', 'false');
  await expect(entries).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(problems.infoNotes).toHaveAttribute('aria-expanded', 'true');
  expect(await problems.groupNames()).toEqual([
    'search_songs',
    'search_books',
    'search_films',
    'search_songs',
  ]);

  // A note of another tool still opens that tool, with the cursor on the note's line.
  const note = problems.problem('The parameter "field_3" has no description').nth(1);
  const line = /Ln (\d+),/.exec((await note.textContent()) ?? '')![1]!;
  await note.click();
  await expect(studio.tool('search_films')).toHaveAttribute('aria-selected', 'true');
  await expect(studio.editor.locator('.line-numbers.active-line-number')).toHaveText(line);
  await expect(studio.editor.locator('.monaco-editor.focused')).toHaveCount(1);

  // Typing "string" into "stringx" and back makes an error come and go: it joins the errors at the
  // top, and the fold stays as the person left it. Line 8 is field_0's `"type": "string"`.
  await studio.select(8, 24);
  await page.keyboard.type('x');
  await expect(problems.region.getByRole('button', { name: 'Errors 2' })).toBeVisible();
  expect(await problems.groupNames()).toEqual([
    'search_films',
    'search_songs',
    'search_books',
    'search_films',
    'search_songs',
  ]);
  await expect(problems.infoNotes).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Backspace');
  await expect(problems.region.getByRole('button', { name: 'Errors 1' })).toBeVisible();
  await expect.poll(() => studio.activeText()).toBe(films);
  await expect(problems.infoNotes).toHaveAttribute('aria-expanded', 'true');
  await expect(entries.first()).toContainText('schema-invalid');
});
