import { expect, test } from './fixtures';

// A default that makes the pattern backtrack catastrophically: checking it takes minutes. The
// lookahead keeps it off the linear-time engine (RE2 has none), so it runs on RegExp and the
// watchdog is what stops it; ^(a+)+$ alone is answered at once (playground-patterns.spec.ts).
const pathological = JSON.stringify(
  {
    name: 'match_as',
    description: 'Checks a string of a letters.',
    inputSchema: {
      type: 'object',
      properties: {
        s: {
          type: 'string',
          description: 'Letters.',
          pattern: '^(?!x)(a+)+$',
          default: 'a'.repeat(40) + '!',
        },
      },
    },
  },
  null,
  2,
);

test('a validation that hangs is stopped, reported once, and the editor keeps working', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.setActiveText(pathological);

  const alert = studio.problems.getByRole('alert');
  await expect(alert).toContainText('Validation took longer than 3 s and was stopped', {
    timeout: 15_000,
  });
  await expect(alert).toContainText('"pattern" regular expression');
  await expect(alert).toHaveCount(1);

  // The page was never blocked: typing still reaches the editor.
  await studio.select(2, 12, 2, 20);
  await page.keyboard.type('letters_only');
  await expect(studio.editor).toContainText('"name": "letters_only"');

  // Removing the cause brings validation back on a fresh worker.
  await studio.setActiveText(pathological.replace('^(?!x)(a+)+$', '^a+$'));
  await expect(alert).toBeHidden({ timeout: 15_000 });
  await expect(studio.problem('default-invalid')).toBeVisible();
});
