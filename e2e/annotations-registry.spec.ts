import { expect, test } from './fixtures';

// ToolHive RFC-0015 (stacklok/toolhive#2733): tool definitions inside the publisher extension, hints spelled readOnly, destructive, …
const REGISTRY = {
  meta: {
    publisher_provided: {
      'io.github.stacklok': {
        'ghcr.io/example/weather:latest': {
          status: 'active',
          tier: 'Official',
          tools: ['get_weather', 'search_location'],
          tool_definitions: [
            {
              name: 'get_weather',
              title: 'Weather Information',
              description: 'Get current weather for a location',
              inputSchema: {
                type: 'object',
                properties: { location: { type: 'string' } },
                required: ['location'],
              },
              annotations: { readOnly: true },
            },
            {
              name: 'search_location',
              description: 'Find a place',
              inputSchema: { type: 'object', properties: { query: { type: 'string' } } },
            },
          ],
        },
      },
    },
  },
};

test('in a ToolHive registry entry the panel reads and writes the RFC-0015 hint names', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.setActiveText(JSON.stringify(REGISTRY, null, 2) + '\n');
  await studio.annotations.open();
  await expect(
    page.getByText(/ToolHive registry entry: hints are written with the RFC-0015 keys/),
  ).toBeVisible();
  await expect(
    page
      .getByRole('radiogroup', { name: 'readOnlyHint' })
      .getByRole('radio', { name: 'true', exact: true }),
  ).toBeChecked();
  await page
    .getByRole('radiogroup', { name: 'destructiveHint' })
    .getByRole('radio', { name: 'false', exact: true })
    .check();
  const definitions = async () =>
    JSON.parse(await studio.activeText()).meta.publisher_provided['io.github.stacklok'][
      'ghcr.io/example/weather:latest'
    ].tool_definitions;
  await expect
    .poll(async () => (await definitions())[0].annotations)
    .toEqual({ readOnly: true, destructive: false });

  // The second tool of the document, picked in the panel.
  await page.getByLabel('Tool in this document').selectOption({ label: 'search_location' });
  await page
    .getByRole('radiogroup', { name: 'openWorldHint' })
    .getByRole('radio', { name: 'false', exact: true })
    .check();
  await expect.poll(async () => (await definitions())[1].annotations).toEqual({ openWorld: false });
  await page.screenshot({
    path: test.info().outputPath('annotations-registry.png'),
    fullPage: true,
  });
});
