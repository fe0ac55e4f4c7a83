import { expect, test } from './fixtures';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

test('switching the workspace MCP revision makes its findings appear and disappear, and is kept', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.setActiveText(
    pretty({
      name: 'get_weather',
      title: 'Weather',
      description: 'Get the current weather for a region. Use it when the user asks about weather.',
      inputSchema: {
        type: 'object',
        properties: {
          region: { type: 'number', description: 'Region code', 'x-mcp-header': 'Region' },
        },
        required: ['region'],
      },
      execution: { taskSupport: 'optional' },
    }),
  );
  const revision = studio.problemsPanel.mcpRevision;
  await expect(revision).toHaveValue('2026-07-28');
  const dropped = studio.problemsPanel.problem(/drops the whole tool from tools\/list, silently/);
  const execution = studio.problemsPanel.problem(
    /"execution" is not part of the MCP 2026-07-28 Tool/,
  );
  await expect(dropped).toBeVisible();
  await expect(execution).toBeVisible();

  // The name a client shows (title first) is beside the tool's name, and in the Annotations tab.
  await expect(studio.toolList.tool('get_weather')).toContainText('Weather');
  await studio.annotations.open();
  await expect(studio.annotations.panel.getByLabel('Display name')).toHaveText(
    'Clients show this tool as Weather (from title)',
  );

  // The Export preflight gives the same verdict for the MCP tool export.
  const preflight = await studio.openPreflight();
  await expect(studio.preflightRow(preflight, 'MCP tools')).toContainText(
    'MCP clients (2026-07-28): this tool would be dropped',
  );

  await revision.selectOption('2025-11-25');
  await expect(dropped).toHaveCount(0);
  await expect(execution).toHaveCount(0);
  // The export follows the workspace's revision: a 2025-11-25 client mirrors no header.
  await expect(studio.preflightRow(preflight, 'MCP tools')).not.toContainText('would be dropped');

  await revision.selectOption('2025-06-18');
  await expect(
    studio.problemsPanel.problem(/"execution" does not exist in MCP 2025-06-18/),
  ).toBeVisible();
  await expect(dropped).toHaveCount(0);

  // The setting is stored with the workspace: a reload keeps it and its verdicts.
  await revision.selectOption('2025-11-25');
  await page.reload();
  await studio.waitForEditor();
  await expect(studio.problemsPanel.mcpRevision).toHaveValue('2025-11-25');
  await expect(dropped).toHaveCount(0);
  await revision.selectOption('2026-07-28');
  await expect(dropped).toBeVisible();
});
