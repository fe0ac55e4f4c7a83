import { expect, test } from './fixtures';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

test('an elicitation request with the four enum forms is drawn as a client draws it and filled', async ({
  studio,
}) => {
  await studio.open();
  await studio.setActiveText(
    pretty({
      jsonrpc: '2.0',
      id: 7,
      method: 'elicitation/create',
      params: {
        message: 'How would you like your order?',
        requestedSchema: {
          type: 'object',
          properties: {
            colour: { type: 'string', title: 'Colour', enum: ['red', 'green'] },
            size: {
              type: 'string',
              title: 'Size',
              oneOf: [
                { const: 's', title: 'Small' },
                { const: 'l', title: 'Large' },
              ],
            },
            toppings: {
              type: 'array',
              title: 'Toppings',
              items: { type: 'string', enum: ['ham', 'egg', 'olive'] },
              maxItems: 2,
            },
            extras: {
              type: 'array',
              title: 'Extras',
              items: {
                anyOf: [
                  { const: 'cheese', title: 'Extra cheese' },
                  { const: 'chili', title: 'Chili flakes' },
                ],
              },
              minItems: 1,
            },
            email: { type: 'string', title: 'Email', format: 'email' },
            address: { type: 'object', title: 'Address', properties: { city: { type: 'string' } } },
          },
          required: ['colour', 'email'],
        },
      },
    }),
  );
  await studio.form.open();
  const form = studio.form.elicitationForm;
  await expect(form).toContainText('How would you like your order?');
  await expect(studio.statusBar).toContainText('Elicitation request');
  // What a client cannot draw is said, not approximated.
  await expect(form.getByRole('note')).toContainText('A client cannot show this');
  await expect(studio.problemsPanel.problem(/nested object is not allowed/)).toBeVisible();

  await form.getByRole('combobox', { name: 'Colour' }).selectOption('green');
  await form.getByRole('combobox', { name: 'Size' }).selectOption({ label: 'Large' });
  const toppings = form.getByRole('group', { name: 'Toppings' });
  await toppings.getByRole('checkbox', { name: 'ham' }).check();
  await toppings.getByRole('checkbox', { name: 'olive' }).check();
  await form
    .getByRole('group', { name: 'Extras' })
    .getByRole('checkbox', { name: 'Extra cheese' })
    .check();
  await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');

  await expect
    .poll(async () => JSON.parse((await studio.form.acceptContent.textContent()) ?? '{}'))
    .toEqual({
      action: 'accept',
      content: {
        colour: 'green',
        size: 'l',
        toppings: ['ham', 'olive'],
        extras: ['cheese'],
        email: 'ada@example.com',
      },
    });
  await expect(studio.form.acceptCheck).toHaveText('The content passes the requestedSchema.');
});
