import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

// A real-tool fixture with nested arrays of objects, anyOf unions and $ref into $defs.
const order = readFileSync('src/core/__fixtures__/real-tools/pydantic_order.json', 'utf8');
const notion = readFileSync('src/core/__fixtures__/real-tools/notion_create_page.json', 'utf8');

test('a tool with nested arrays of objects, anyOf and $ref renders as a form, not JSON boxes', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.setActiveText(order);
  await studio.form.open();
  const form = studio.form.inputForm;
  // $ref to #/$defs/Address, resolved into fields.
  await expect(form.locator('#sample_ship_to_street')).toBeVisible();
  // An array of $ref'd objects: add an item and fill it.
  await form.locator('#sample_items__add').click();
  await form.locator('#sample_items_0_sku').fill('ABC-1');
  // anyOf [Address, null] starts on Address with its fields (titled by the $ref'd schema); null is one of the field's states.
  await expect(form.getByRole('combobox', { name: 'Variant of bill_to' })).toHaveCount(0);
  await expect(form.locator('#sample_bill_to_street')).toBeVisible();
  await expect(
    form.getByRole('combobox', { name: 'State of Address: omitted (not sent)' }).locator('option'),
  ).toHaveText(['omitted', 'empty', 'null']);
  await expect(form.getByTestId('form.json-fallback')).toHaveCount(0);
  const sample = JSON.parse(await page.getByRole('textbox', { name: 'Sample input' }).inputValue());
  // Optional fields with a default (qty: 1) are left out, as a model would; the default is shown beside the field.
  expect(sample.items).toEqual([{ sku: 'ABC-1' }]);
  await expect(form.locator('#sample_items_0_qty__facts')).toContainText('default: 1');
  await page.screenshot({ path: test.info().outputPath('playground-complex.png'), fullPage: true });

  // A recursive $ref (blocks inside blocks) and an additionalProperties map of unions.
  await studio.setActiveText(notion);
  await expect(form.locator('#sample_children__add')).toBeVisible();
  await form.locator('#sample_children__add').click();
  await form.locator('#sample_children_0_children__add').click();
  await expect(form.locator('#sample_children_0_children_0_type')).toBeVisible();
  await form.locator('#sample_properties__add').click();
  // A new entry of a map of unions starts as the first variant (a string), not as an object.
  await expect(form.getByRole('combobox', { name: 'Variant of newKey' })).toHaveValue('0');
  await expect(form).not.toContainText('[object Object]');
  await expect(form.getByTestId('form.json-fallback')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('playground-notion.png'), fullPage: true });
});

test('a sample typed into the JSON box picks the variant each value belongs to, under the page policy', async ({
  studio,
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await studio.open();
  const tool = {
    name: 'shapes',
    description: 'Draws a shape.',
    inputSchema: {
      type: 'object',
      properties: {
        shape: {
          anyOf: [
            {
              type: 'object',
              title: 'Circle',
              properties: { kind: { const: 'circle' }, r: { type: 'number' } },
              required: ['kind'],
            },
            {
              type: 'object',
              title: 'Label',
              properties: { kind: { const: 'label' }, text: { type: 'string' } },
              required: ['kind'],
            },
          ],
        },
        size: { type: ['string', 'integer'] },
      },
    },
  };
  await studio.setActiveText(JSON.stringify(tool, null, 2));
  const form = studio.form.inputForm;
  const box = page.getByRole('textbox', { name: 'Sample input' });
  await box.fill(JSON.stringify({ shape: { kind: 'label', text: 'hi' }, size: 5 }));
  await expect(form.getByRole('combobox', { name: 'Variant of shape' })).toHaveValue('1');
  await expect(form.getByRole('combobox', { name: 'Variant of size' })).toHaveValue('1');
  await box.fill(JSON.stringify({ shape: { kind: 'circle', r: 2 }, size: 'large' }));
  await expect(form.getByRole('combobox', { name: 'Variant of shape' })).toHaveValue('0');
  await expect(form.getByRole('combobox', { name: 'Variant of size' })).toHaveValue('0');
  // The form's decisions ran without string evaluation: nothing was refused by the policy.
  expect(
    warnings.filter((w) => /Content Security Policy|EvalError|compiling schema/.test(w)),
  ).toEqual([]);
});

test('a tuple (prefixItems) is drawn as one field per position, and what is typed lands at its position', async ({
  studio,
  page,
}) => {
  await studio.open();
  const tool = {
    name: 'weather_at',
    description: 'Weather at a point.',
    inputSchema: {
      type: 'object',
      properties: {
        point: {
          type: 'array',
          description: 'Latitude and longitude.',
          prefixItems: [
            { type: 'number', title: 'Latitude', minimum: -90, maximum: 90 },
            { type: 'number', title: 'Longitude', minimum: -180, maximum: 180 },
          ],
          items: false,
        },
      },
      required: ['point'],
    },
  };
  await studio.setActiveText(JSON.stringify(tool, null, 2));
  const form = studio.form.inputForm;
  await expect(form.getByTestId('form.json-fallback')).toHaveCount(0);
  await form.getByLabel('Latitude').fill('51.5');
  await form.getByLabel('Longitude').fill('-0.12');
  const box = page.getByRole('textbox', { name: 'Sample input' });
  await expect
    .poll(async () => JSON.parse(await box.inputValue()))
    .toEqual({ point: [51.5, -0.12] });
  // A value out of range is reported on its position by the worker.
  await form.getByLabel('Latitude').fill('123');
  await expect(form).toContainText('Must be <= 90.');
  await page.screenshot({ path: test.info().outputPath('playground-tuple.png'), fullPage: true });
});
