import { expect, test } from './fixtures';

const HINTS = [
  {
    hint: 'readOnlyHint',
    unsetDefault: 'false',
    trueSentence: /only reads/,
    falseSentence: /may change its environment/,
  },
  {
    hint: 'destructiveHint',
    unsetDefault: 'true',
    trueSentence: /may destroy or overwrite data/,
    falseSentence: /only adds/,
  },
  {
    hint: 'idempotentHint',
    unsetDefault: 'false',
    trueSentence: /retry freely/,
    falseSentence: /should not retry blindly/,
  },
  {
    hint: 'openWorldHint',
    unsetDefault: 'true',
    trueSentence: /reaches the open world/,
    falseSentence: /closed domain/,
  },
] as const;

test('each hint goes through its three states, in the JSON and in the sentence', async ({
  studio,
  page,
}) => {
  await studio.open();
  await page
    .getByRole('toolbar', { name: 'Studio' })
    .getByRole('button', { name: 'New tool' })
    .click();
  await page.getByRole('menuitem', { name: /Blank tool/ }).click();
  await studio.annotations.open();
  const annotations = async () =>
    (JSON.parse(await studio.activeText()) as { annotations?: Record<string, unknown> })
      .annotations;
  for (const { hint, unsetDefault, trueSentence, falseSentence } of HINTS) {
    const group = page.getByRole('radiogroup', { name: hint });
    const sentence = page.getByTestId(`annotations.sentence.${hint}`);
    await expect(
      group.getByRole('radio', { name: `Not set (default ${unsetDefault})` }),
    ).toBeChecked();
    await expect(sentence).toContainText(`Not set, so the MCP default (${unsetDefault}) applies.`);

    await group.getByRole('radio', { name: 'true', exact: true }).check();
    await expect.poll(async () => (await annotations())?.[hint]).toBe(true);
    await expect(studio.editor).toContainText(`"${hint}": true`);
    await expect(sentence).toContainText(trueSentence);

    await group.getByRole('radio', { name: 'false', exact: true }).check();
    await expect.poll(async () => (await annotations())?.[hint]).toBe(false);
    await expect(sentence).toContainText(falseSentence);

    await group.getByRole('radio', { name: /Not set/ }).check();
    await expect.poll(async () => (await annotations())?.[hint]).toBeUndefined();
    await expect(sentence).toContainText('Not set');
  }
  // Every hint unset again: the annotations object is gone, the text is as it was.
  expect(await annotations()).toBeUndefined();

  // Editing the JSON updates the toggles; a contradiction is warned about.
  const text = await studio.activeText();
  await studio.setActiveText(
    text.replace(
      /\n}\s*$/,
      ',\n  "annotations": { "readOnlyHint": true, "destructiveHint": true }\n}\n',
    ),
  );
  await expect(
    page
      .getByRole('radiogroup', { name: 'readOnlyHint' })
      .getByRole('radio', { name: 'true', exact: true }),
  ).toBeChecked();
  await expect(page.getByRole('list', { name: 'Annotation warnings' })).toContainText(
    'Read-only and destructive contradict',
  );

  // Undo in the editor takes back a toggle in one step.
  await page
    .getByRole('radiogroup', { name: 'destructiveHint' })
    .getByRole('radio', { name: 'false', exact: true })
    .check();
  await expect.poll(async () => (await annotations())?.destructiveHint).toBe(false);
  await studio.select(1, 1);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await annotations())?.destructiveHint).toBe(true);

  // Readiness: set all explicitly writes the remaining hints.
  const readiness = studio.annotations.readiness;
  await expect(readiness).toContainText('idempotentHint is not set: clients assume false');
  await readiness.getByRole('button', { name: 'Set all explicitly' }).click();
  await expect.poll(annotations).toEqual({
    readOnlyHint: true,
    destructiveHint: true,
    idempotentHint: false,
    openWorldHint: true,
  });
  await page.screenshot({ path: test.info().outputPath('annotations.png'), fullPage: true });
});
