import { expect, test } from './fixtures';

const FOUR_SPACES = JSON.stringify(
  {
    name: 'get_weather',
    description: 'Current weather for a city.',
    inputSchema: { type: 'object', properties: { city: { type: 'string' } } },
  },
  null,
  4,
);

test('Tab leaves a renamed cell at the first press, and edits keep the document’s indentation', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.setActiveText(FOUR_SPACES);
  const params = studio.parameters;
  await params.open();

  await params.cell('Name of city').fill('town');
  await page.keyboard.press('Tab');
  await expect(params.cell('Type of town')).toBeFocused();
  await expect.poll(() => studio.activeText()).toContain('"town": {');

  await params.add('days');
  // Written as the document is written: four spaces per level, one member per line.
  await expect
    .poll(() => studio.activeText())
    .toBe(
      [
        '{',
        '    "name": "get_weather",',
        '    "description": "Current weather for a city.",',
        '    "inputSchema": {',
        '        "type": "object",',
        '        "properties": {',
        '            "town": {',
        '                "type": "string"',
        '            },',
        '            "days": {',
        '                "type": "string"',
        '            }',
        '        }',
        '    }',
        '}',
      ].join('\n'),
    );
});
