import { expect, test } from './fixtures';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

test('a sample result with a non-object root needs a text copy, and passes once it has one', async ({
  studio,
}) => {
  await studio.open();
  await studio.setActiveText(
    pretty({
      name: 'list_cities',
      description: 'Lists the names of the cities a region holds.',
      inputSchema: { type: 'object', properties: {}, additionalProperties: false },
      outputSchema: { type: 'array', items: { type: 'string' } },
    }),
  );
  await studio.form.open();
  await studio.form.sampleResult.fill('{"structuredContent": ["Oslo", "Bergen"]}');
  await expect(studio.form.resultFindings).toContainText('output-text-copy-missing');
  await expect(studio.form.resultFindings).toContainText('requires a text copy');
  await expect(studio.form.resultCheck).toHaveText(
    'The result does not pass as an MCP 2026-07-28 client checks it.',
  );

  await studio.form.sampleResult.fill(
    '{"structuredContent": ["Oslo", "Bergen"], "content": [{"type": "text", "text": "[\\"Oslo\\", \\"Bergen\\"]"}]}',
  );
  await expect(studio.form.resultCheck).toHaveText(
    'The result passes as an MCP 2026-07-28 client checks it.',
  );
  await expect(studio.form.resultFindings).toHaveCount(0);

  // A 2025-11-25 client takes only an object; SDKs serve it the {"result": …} projection.
  await studio.problemsPanel.mcpRevision.selectOption('2025-11-25');
  await expect(studio.form.resultFindings).toContainText('output-root-not-object');
  await studio.form.panel.getByRole('checkbox', { name: /Judge the 2025-era projection/ }).check();
  await expect(studio.form.resultCheck).toHaveText(
    'The result passes as an MCP 2025-11-25 client checks it (its 2025-era projection).',
  );
});
