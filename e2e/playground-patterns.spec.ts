import { expect, test } from './fixtures';
import { assertResponsive } from './hostile-guard';

/**
 * A pattern that backtracks catastrophically in JavaScript's RegExp (^(a+)+$ on "aaaa…b") is
 * checked in linear time: the form's sample check answers with the right verdict at once, and
 * the watchdog (3 s) never fires. The lint still warns, for the validators that receive the tool.
 */
const tool = JSON.stringify(
  {
    name: 'letters_only',
    description: 'Checks a word of the letter a.',
    inputSchema: {
      type: 'object',
      properties: {
        word: { type: 'string', description: 'Only the letter a.', pattern: '^(a+)+$' },
      },
      required: ['word'],
      additionalProperties: false,
    },
  },
  null,
  2,
);

test('a catastrophic pattern is validated in the form at once, with the right verdict, and the watchdog never fires', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.setActiveText(tool);
  await expect(studio.problem('pattern-backtracking')).toContainText(
    'The studio checks it in linear time',
  );

  await page.getByRole('tab', { name: 'Form' }).click();
  const form = page.getByRole('region', { name: 'Input form' });
  const status = page.getByRole('status', { name: 'Sample input check' });
  await form.getByLabel(/^word/).fill(`${'a'.repeat(41)}b`);
  await expect(status).toHaveText('Sample input does not pass inputSchema: 1 problem.', {
    timeout: 2_900,
  });
  // Once, under the field typed into.
  await expect(studio.form.fieldErrors(/^word/)).toHaveText('Must match pattern "^(a+)+$".');

  await form.getByLabel(/^word/).fill('a'.repeat(41));
  await expect(status).toHaveText('Sample input passes inputSchema.', { timeout: 2_900 });

  // Past the watchdog's bound: nothing was stopped, nothing restarted.
  await page.waitForTimeout(3_500);
  await expect(page.getByText(/Validation took longer than/)).toHaveCount(0);
  await page.screenshot({ path: '/tmp/jsts-playground-patterns.png', fullPage: true });
  await assertResponsive(page);
});
