import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

// A real-tool fixture with nested arrays of objects, anyOf unions and $ref into $defs.
const order = readFileSync('src/core/__fixtures__/real-tools/pydantic_order.json', 'utf8');
const notion = readFileSync('src/core/__fixtures__/real-tools/notion_create_page.json', 'utf8');

test('a tool with nested arrays of objects, anyOf and $ref renders as a form, not JSON boxes', async ({ studio, page }) => {
  await studio.open();
  await studio.setActiveText(order);
  await page.getByRole('tab', { name: 'Form' }).click();
  const form = page.getByRole('region', { name: 'Input form' });
  // $ref to #/$defs/Address, resolved into fields.
  await expect(form.locator('#sample_ship_to_street')).toBeVisible();
  // An array of $ref'd objects: add an item and fill it.
  await form.locator('#sample_items__add').click();
  await form.locator('#sample_items_0_sku').fill('ABC-1');
  // anyOf [Address, null] is a variant picker.
  const billTo = form.getByRole('combobox', { name: 'Variant of bill_to' });
  await expect(billTo.locator('option')).toHaveText(['Address', 'null']);
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
