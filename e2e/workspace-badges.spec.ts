import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fakeIO } from '../src/cli/fake-io';
import { analyzeText } from '../src/core';
import { runCli } from '../src/cli/run';
import type { StudioWindow } from '../src/test-api';
import { expect, test } from './fixtures';
import type { StudioPage } from './pages/studio';

// Each journey validates a whole workspace in the background on a shared machine.
test.describe.configure({ timeout: 180_000 });

/** 25 tools real servers publish (the first 25 real-tools fixtures by file name), as one tools/list result. */
function realServerTools(): Record<string, unknown>[] {
  const dir = join(import.meta.dirname, '../src/core/__fixtures__/real-tools');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .slice(0, 25)
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, unknown>);
}

/** Opens the studio; the editor's first load is given longer than usual, as 25 tools follow. */
async function openStudio(studio: StudioPage): Promise<void> {
  await studio.page.goto('/');
  await expect(studio.editor.locator('.monaco-editor .view-lines')).toBeVisible({
    timeout: 60_000,
  });
}

/**
 * What each row must say, written from `tool-schema validate --toolset --format json`'s findings
 * for the workspace's texts as one toolset (each tool's own findings and its share of the
 * toolset rules'), in order.
 */
async function cliDescriptions(texts: readonly string[]): Promise<string[]> {
  const files = texts.map((_, i) => `tool-${i}.json`);
  const io = fakeIO(Object.fromEntries(files.map((file, i) => [file, texts[i]!])));
  await runCli(['validate', '--format', 'json', '--toolset', ...files], io);
  const report = JSON.parse(io.out) as { files: { diagnostics: { severity: string }[] }[] };
  return report.files.map(({ diagnostics }) => {
    const count = (s: string) => diagnostics.filter((d) => d.severity === s).length;
    const [errors, warnings, infos] = [count('error'), count('warning'), count('info')];
    const parts = [
      errors ? `${errors} error${errors === 1 ? '' : 's'}` : '',
      warnings ? `${warnings} warning${warnings === 1 ? '' : 's'}` : '',
      infos ? `${infos} info` : '',
    ].filter(Boolean);
    return parts.length ? parts.join(', ') : 'No problems';
  });
}

test('every imported tool shows its counts without being opened; All tools lists them by severity, then tool, and opens one at its line', async ({
  studio,
  page,
}, testInfo) => {
  const tools = realServerTools();
  await openStudio(studio);
  // Added as the Import dialog adds a split tools/list result (one tool per text, through the
  // store's addTools); the dialog itself has its own journeys in shell-import.spec.ts.
  await page.evaluate(
    (texts) => {
      (window as unknown as StudioWindow).toolSchemaStudio.store.getState().addTools(texts);
    },
    tools.map((t) => JSON.stringify(t, null, 2)),
  );
  await expect(studio.toolList.rows).toHaveCount(26);

  // Every row gets its verdict from the background validation, none of them opened but the
  // first; each says what `tool-schema validate --toolset` says about the same texts.
  // (Row 0 is the example tool the studio opened with, not part of the import.)
  const allTexts = await page.evaluate(() =>
    (window as unknown as StudioWindow).toolSchemaStudio.store.getState().tools.map((t) => t.text),
  );
  const texts = allTexts.slice(1);
  const expected = (await cliDescriptions(allTexts)).slice(1);
  await expect
    .poll(async () => (await studio.toolList.statuses()).slice(1).map(([, d]) => d), {
      timeout: 60_000,
    })
    .toEqual(expected);
  const statuses = await studio.toolList.statuses();
  expect(statuses.slice(1).map(([name]) => name)).toEqual(tools.map((t) => t.name));
  // Only the imported tool that was selected was analysed as the active tool.
  const analysed = await page.evaluate(
    () =>
      Object.keys((window as unknown as StudioWindow).toolSchemaStudio.store.getState().analyses)
        .length,
  );
  expect(analysed).toBeLessThanOrEqual(2);
  // The badges are the visible form of the same counts.
  const withErrors = statuses.findIndex(([, d]) => /error/.test(d));
  if (withErrors >= 0)
    await expect(studio.toolList.rows.nth(withErrors).locator('.badge-error')).toHaveText(/^\d+$/);

  // All tools: every tool's errors, then every tool's warnings, each in list order; the info
  // notes folded under them until opened, then in list order too.
  await studio.problemsPanel.showScope('All tools');
  const named = (severity: RegExp) =>
    statuses
      .slice(1)
      .filter(([, d]) => severity.test(d))
      .map(([name]) => name);
  const listed = named(/error|warning|info/);
  const runs = async () =>
    (await studio.problemsPanel.groupNames()).filter((n) => listed.includes(n));
  await expect.poll(runs).toEqual([...named(/error/), ...named(/warning/)]);
  await expect(studio.problemsPanel.infoNotes).toHaveAttribute('aria-expanded', 'false');
  await page.screenshot({ path: testInfo.outputPath('all-tools-light.png') });
  await studio.problemsPanel.showInfoNotes();
  await expect.poll(runs).toEqual([...named(/error/), ...named(/warning/), ...named(/info/)]);

  // Opening a problem of another tool opens that tool, with the cursor on the problem's line
  // (a one-line finding, since the cursor ends at the end of the range it selects).
  const single = texts
    .map((text, i) => ({
      name: statuses[i + 1]![0],
      finding: analyzeText(text).diagnostics.find((d) => d.start.line === d.end.line),
    }))
    .find((t, i) => i > 0 && t.finding && listed.includes(t.name))!;
  const target = single.name;
  const { code, start } = single.finding!;
  const line = String(start.line);
  const entry = studio.problemsPanel
    .group(target)
    .getByRole('button')
    .filter({ hasText: code })
    .filter({ hasText: `Ln ${start.line}, Col ${start.column}` })
    .first();
  await entry.click();
  await expect(studio.tool(target)).toHaveAttribute('aria-selected', 'true');
  await expect(studio.editor.locator('.line-numbers.active-line-number')).toHaveText(line);
  await expect(studio.editor.locator('.monaco-editor.focused')).toHaveCount(1);
  // The switch keeps its choice, and "This tool" shows the opened tool's own problems.
  await expect(studio.problemsPanel.scope.getByRole('radio', { name: 'All tools' })).toBeChecked();

  await studio.toolbar.theme.click();
  await studio.toolbar.theme.click();
  await expect(studio.toolbar.theme).toHaveAccessibleName('Theme: Dark');
  await page.screenshot({ path: testInfo.outputPath('all-tools-dark.png') });
});

test('the scope switch, the problems and the tool rows work from the keyboard', async ({
  studio,
  page,
}) => {
  await openStudio(studio);
  await page.evaluate(() => {
    const state = (window as unknown as StudioWindow).toolSchemaStudio.store.getState();
    state.addTools([
      '{"name": "bad name", "description": "Looks up the weather.", "inputSchema": {"type": "object"}}',
    ]);
    state.selectTool(state.tools[0]!.id);
  });
  await expect(studio.tool('bad name')).toHaveAccessibleDescription(/^1 error/);

  const thisTool = studio.problemsPanel.scope.getByRole('radio', { name: 'This tool' });
  await thisTool.focus();
  await page.keyboard.press('ArrowRight');
  await expect(studio.problemsPanel.scope.getByRole('radio', { name: 'All tools' })).toBeChecked();
  const entry = studio.problemsPanel.group('bad name').getByRole('button').filter({
    hasText: 'name-invalid-chars',
  });
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(studio.tool('bad name')).toHaveAttribute('aria-selected', 'true');
  await expect(studio.editor.locator('.monaco-editor.focused')).toHaveCount(1);

  // The list stays a listbox: arrows move the selection, each row keeps its description.
  await studio.tools.focus();
  await page.keyboard.press('Home');
  await expect(studio.toolList.rows.first()).toHaveAttribute('aria-selected', 'true');
  await expect(studio.toolList.rows.first()).toHaveAccessibleDescription(
    /No problems|error|warning|info/,
  );
  await page.keyboard.press('End');
  await expect(studio.tool('bad name')).toHaveAttribute('aria-selected', 'true');
});

test('two tools with one name: both rows know it without being opened, Problems names it, and a rename clears it', async ({
  studio,
  page,
}) => {
  await openStudio(studio);
  const tool = (name: string, description: string) =>
    JSON.stringify(
      {
        name,
        description,
        inputSchema: {
          type: 'object',
          properties: { city: { type: 'string', description: 'The city name.' } },
          required: ['city'],
          additionalProperties: false,
        },
      },
      null,
      2,
    );
  await page.evaluate(
    (texts) => {
      (window as unknown as StudioWindow).toolSchemaStudio.store.getState().addTools(texts);
    },
    [
      tool('lookup_city', 'Finds a city by name and returns its country and population.'),
      tool('lookup_city', 'Tells the local time in a city, with its time zone, for a meeting.'),
    ],
  );
  await expect(studio.toolList.rows).toHaveCount(3);
  // The later of the two carries the finding; its row counts it as an error.
  const later = studio.toolList.rows.nth(2);
  await expect(later.locator('.badge-error')).toHaveText('1', { timeout: 30_000 });
  await studio.problemsPanel.showScope('All tools');
  await expect(
    studio.problemsPanel.problem(/Another tool in this workspace is already named "lookup_city"/),
  ).toBeVisible();

  // Renaming it in the list takes the finding away once the workspace settles again.
  await later.click();
  await studio.toolList.renameSelected('city_time');
  await expect(later.locator('.badge-error')).toHaveCount(0, { timeout: 30_000 });
  await expect(studio.problemsPanel.problem(/already named "lookup_city"/)).toHaveCount(0);
});

test('rows summarise the chosen target’s preflight, each in its own words, and say nothing of it once None is chosen', async ({
  studio,
  page,
}, testInfo) => {
  await openStudio(studio);
  const tool = (name: string) =>
    JSON.stringify(
      {
        name,
        description: 'Looks up the current weather for a city and returns it in Celsius.',
        inputSchema: {
          type: 'object',
          properties: { city: { type: 'string', description: 'The city name.' } },
          required: ['city'],
        },
      },
      null,
      2,
    );
  await page.evaluate(
    (texts) => {
      (window as unknown as StudioWindow).toolSchemaStudio.store.getState().addTools(texts);
    },
    // A dot is outside Anthropic's name pattern: that export is refused.
    [tool('weather.get'), tool('get_weather')],
  );
  await expect(studio.toolList.rows).toHaveCount(3);
  await studio.toolList.chooseRowTarget('Anthropic Messages');
  await expect
    .poll(async () => (await studio.toolList.statuses()).slice(1))
    .toEqual([
      [
        'weather.get',
        expect.stringMatching(/; Anthropic Messages: would be rejected \(\d+ problems?\)$/),
      ],
      ['get_weather', expect.stringMatching(/; Anthropic Messages: accepted as is$/)],
    ]);
  await expect(studio.toolList.rows.nth(1).locator('.badge-preflight-rejected')).toHaveText('✕');
  await expect(studio.toolList.rows.nth(2).locator('.badge-preflight-accepted')).toHaveText('✓');
  await page.screenshot({ path: testInfo.outputPath('row-preflight.png') });

  await studio.toolList.chooseRowTarget('None');
  await expect(studio.toolList.list.locator('.badge-preflight')).toHaveCount(0);
  expect((await studio.toolList.statuses()).every(([, d]) => !d.includes('Anthropic'))).toBe(true);
});

test('a 25-tool workspace in both themes: every row with its counts and its OpenAI preflight (SCREENSHOTS=1 writes the README images)', async ({
  studio,
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1400, height: 860 });
  await openStudio(studio);
  // The example tool the studio opened with becomes the first of them: 25 tools in all.
  await studio.setWorkspace(realServerTools().map((t) => JSON.stringify(t, null, 2)));
  await expect(studio.toolList.rows).toHaveCount(25);
  await studio.toolList.chooseRowTarget('OpenAI Chat Completions');
  await studio.problemsPanel.showScope('All tools');
  // Every row has its counts and its preflight before the picture is taken.
  await expect
    .poll(
      async () =>
        (await studio.toolList.statuses()).filter(
          ([, d]) => d.includes('Checking') || d.includes('checking'),
        ).length,
      { timeout: 60_000 },
    )
    .toBe(0);
  await expect(studio.toolList.list.locator('.badge-preflight')).toHaveCount(25);
  const shoot = async (theme: string) => {
    const path = process.env.SCREENSHOTS
      ? join(import.meta.dirname, `../docs/images/workspace-25-tools-${theme}.png`)
      : testInfo.outputPath(`workspace-25-tools-${theme}.png`);
    await page.screenshot({ path });
  };
  await shoot('light');
  await studio.toolbar.theme.click();
  await studio.toolbar.theme.click();
  await expect(studio.toolbar.theme).toHaveAccessibleName('Theme: Dark');
  await shoot('dark');
});
