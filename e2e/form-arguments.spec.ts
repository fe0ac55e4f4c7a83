import { expect, test } from './fixtures';

/** A tool with the kinds of optional arguments servers tell apart: left out, empty, null. */
const SEARCH = {
  name: 'search_notes',
  description: 'Search notes.',
  inputSchema: {
    type: 'object',
    properties: {
      query: { type: 'string', description: 'Words to find' },
      cursor: { type: ['string', 'null'], description: 'Where the last page ended' },
      limit: { type: 'integer', minimum: 1, default: 20 },
      format: { type: 'string', enum: ['json', 'markdown'], default: 'markdown' },
    },
    required: ['limit'],
  },
};

test('optional arguments: untouched is absent, empty is "", null is null, and the copy is what is shown', async ({
  studio,
  page,
}) => {
  await studio.open();
  const panel = studio.form;
  await panel.openTool(studio, SEARCH);
  // Untouched: neither the field nor its default is in the sample, and each field says so.
  await expect(panel.state('query')).toHaveAccessibleName('State of query: omitted (not sent)');
  // The default is said where the value would be: the select's empty choice.
  await expect(
    panel.inputForm.getByRole('combobox', { name: /^format/ }).locator('option:checked'),
  ).toHaveText('default "markdown" (not sent)');
  await panel.inputForm.getByLabel(/^limit/).fill('5');
  await expect.poll(() => panel.sampleValue()).toEqual({ limit: 5 });
  // An integer field sends a number, not "5".
  expect(await panel.sample.inputValue()).toContain('"limit": 5');

  await panel.setState('query', 'empty');
  await expect(panel.state('query')).toHaveAccessibleName('State of query: empty');
  await expect.poll(() => panel.sampleValue()).toEqual({ limit: 5, query: '' });

  await panel.setState('cursor', 'null');
  await expect.poll(() => panel.sampleValue()).toEqual({ limit: 5, query: '', cursor: null });
  // query does not allow null: its control does not offer it.
  await expect(panel.state('query').locator('option')).toHaveText(['omitted', 'empty']);

  // Keyboard: the state control is reachable and switches with the arrow keys.
  await panel.state('query').focus();
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => panel.sampleValue()).toEqual({ limit: 5, cursor: null });

  await page.getByRole('button', { name: 'Use default "markdown" for format' }).click();
  await expect
    .poll(() => panel.sampleValue())
    .toEqual({ limit: 5, cursor: null, format: 'markdown' });
  expect(JSON.parse(await panel.copySample())).toEqual(await panel.sampleValue());
  await page.screenshot({ path: test.info().outputPath('form-field-states.png'), fullPage: true });
});

test('a root anyOf tool gets a variant picker with widgets', async ({ studio }) => {
  await studio.open();
  const panel = studio.form;
  await panel.openTool(studio, {
    name: 'fetch_source',
    description: 'Fetch a document by URL or by ID.',
    inputSchema: {
      anyOf: [
        {
          type: 'object',
          title: 'By URL',
          properties: { url: { type: 'string', format: 'uri' } },
          required: ['url'],
        },
        {
          type: 'object',
          title: 'By ID',
          properties: { id: { type: 'integer' } },
          required: ['id'],
        },
      ],
    },
  });
  const picker = panel.inputForm.getByRole('combobox', { name: /^Variant/ });
  await expect(picker.locator('option')).toHaveText(['By URL', 'By ID']);
  await picker.selectOption('By ID');
  await panel.inputForm.getByLabel(/^id/).fill('42');
  await expect.poll(() => panel.sampleValue()).toEqual({ id: 42 });
  await expect(panel.check).toHaveText('Sample input passes inputSchema.');
});

test('a pasted Python-style dict fills the form and says what was repaired', async ({
  studio,
  page,
}) => {
  await studio.open();
  const panel = studio.form;
  await panel.openTool(studio, SEARCH);
  await panel.pasteIntoSample(
    "{'query': 'budget', 'cursor': None, 'limit': 10, 'archived': True,}",
  );
  await expect(panel.pasteNote).toContainText('Pasted arguments repaired');
  await expect(panel.pasteNote).toContainText('Python True/False/None');
  await expect(panel.pasteNote).toContainText(
    "Not in this tool's inputSchema (kept; a server may refuse them): archived",
  );
  await expect
    .poll(() => panel.sampleValue())
    .toEqual({ query: 'budget', cursor: null, limit: 10, archived: true });
  await expect(panel.inputForm.getByLabel(/^query/)).toHaveValue('budget');
  await expect(panel.state('cursor')).toHaveAccessibleName('State of cursor: null');
  await page.screenshot({ path: test.info().outputPath('form-paste.png'), fullPage: true });
});

test('generated test cases carry their expected verdict and say whether the schema gives it', async ({
  studio,
  page,
}) => {
  await studio.open();
  const panel = studio.form;
  await panel.openTool(studio, SEARCH);
  await (await panel.sampleActions()).getByRole('button', { name: 'Generate cases' }).click();
  const added = page.getByText(/Added \d+ test cases as samples/);
  await expect(added).toBeVisible();
  const count = Number((await added.textContent())!.match(/Added (\d+)/)![1]);
  const outcome = page.getByRole('status', { name: 'Test case outcome' });
  await expect(outcome).toHaveText('✓ Gets its expected verdict.');
  // Every case is judged at once: one line says how all of them fare, and opens to the list.
  await expect(panel.caseSummary).toHaveText(`Test cases: ${count} of ${count} as expected`);
  await panel.caseSummary.click();
  await expect(panel.caseList.getByRole('listitem')).toHaveCount(count);
  const belowMinimum = panel.caseList
    .getByRole('listitem')
    .filter({ hasText: 'invalid: limit below minimum 1' });
  await expect(belowMinimum).toContainText('✓ as expected');
  await expect(belowMinimum).toContainText('expects invalid at /limit');
  await belowMinimum.getByRole('button').click();
  await expect(page.getByRole('combobox', { name: 'Sample' })).toHaveValue(/.+/);
  await expect(page.getByRole('textbox', { name: 'Pointer that must fail' })).toHaveValue('/limit');
  await expect(outcome).toHaveText('✓ Gets its expected verdict.');
  await panel.inputForm.getByLabel(/^limit/).fill('3');
  await expect(outcome).toHaveText('✗ expected invalid at /limit, but it is valid');
  await expect(belowMinimum).toContainText('✗ not as expected');
  await expect(panel.caseSummary).toHaveText(`Test cases: ${count - 1} of ${count} as expected`);
});

test('a whole number beyond 2^53 keeps the digits as typed when the form edits the sample, with a warning', async ({
  studio,
}) => {
  await studio.open();
  const panel = studio.form;
  await panel.openTool(studio, SEARCH);
  await panel.sample.fill('{\n  "limit": 12345678901234567890\n}');
  await expect(panel.inputForm.getByRole('note')).toContainText('Beyond 2^53');
  await panel.setState('query', 'empty');
  await expect(panel.sample).toHaveValue('{\n  "limit": 12345678901234567890,\n  "query": ""\n}');
});
