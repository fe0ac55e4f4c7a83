import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CostPanel } from './pages/cost';

import type { StudioWindow } from '../src/test-api';

/**
 * axe-core's checks (WCAG 2.1 A/AA and best practices) on every screen a person reaches. Monaco's
 * own DOM is left out: it is a third-party widget with its own screen-reader mode, and its
 * hidden textarea and canvas layers are not ours to change.
 */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('.monaco-editor').analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test('the studio, each preview tab and each dialog pass axe with no violations', async ({
  studio,
  page,
}) => {
  await studio.open();
  for (const tab of ['Form', 'Annotations', 'Parameters', 'Export'] as const) {
    await studio.tabs[tab].open();
    expect(await violations(page), `${tab} tab`).toEqual([]);
  }
  // The starting tool's dotted name is one OpenAI refuses: the tab says so, and meters the others.
  const cost = new CostPanel(page);
  await cost.open();
  await expect(cost.panel).toContainText('refuses this tool');
  await expect(cost.toolsetRow('Anthropic Messages')).toContainText('346 tokens');
  expect(await violations(page), 'Cost tab').toEqual([]);

  await studio.toolbar.newTool.click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await violations(page), 'New tool menu').toEqual([]);
  await page.keyboard.press('Escape');

  await studio.toolbar.import.click();
  await studio.importDialog
    .getByLabel('Tool JSON')
    .fill('{"name": "x", "inputSchema": {"type": "object"}}');
  await expect(studio.importDialog).toContainText('One MCP tool: x.');
  expect(await violations(page), 'Import dialog').toEqual([]);
  await page.keyboard.press('Escape');

  await studio.toolbar.share.click();
  await expect(studio.share.dialog).toBeVisible();
  expect(await violations(page), 'Share dialog').toEqual([]);

  await page.keyboard.press('Escape');

  // The dark theme has its own colours, so contrast is checked again there.
  await studio.toolbar.theme.click();
  await studio.toolbar.theme.click();
  await expect(studio.toolbar.theme).toHaveAccessibleName('Theme: Dark');
  // With findings in the Problems panel and a refused export, in both themes' colours.
  await studio.setActiveText(
    '{"name": "bad name!", "inputSchema": {"type": "object", "properties": {"n": {"type": "integer"}}}}',
  );
  await expect(studio.problems).toContainText('name');
  await cost.open();
  await expect(cost.toolsetRow('Anthropic Messages')).toBeVisible();
  expect(await violations(page), 'Cost tab, dark theme').toEqual([]);
  for (const tab of ['Form', 'Export'] as const) {
    await studio.tabs[tab].open();
    expect(await violations(page), `${tab} tab, dark theme`).toEqual([]);
  }
  // The Export tab's Preflight summary, with a rejection and its fix, in the dark theme.
  await expect(page.getByRole('region', { name: 'Preflight' })).toContainText('Would be rejected');
  await studio.toolbar.theme.click();
  await expect(studio.toolbar.theme).toHaveAccessibleName('Theme: System');
  await studio.toolbar.theme.click();
  expect(await violations(page), 'Export tab with findings, light theme').toEqual([]);
});

test('the Compare dialog passes axe in both themes, with a breaking change, a witness and a text diff listed', async ({
  studio,
  page,
}) => {
  await studio.open();
  const compare = page.getByRole('dialog', { name: 'Compare' });
  const openWith = async (other: string) => {
    await studio.editor.getByRole('button', { name: 'Compare…' }).click();
    await compare
      .getByRole('combobox', { name: 'Compare the current tool with' })
      .selectOption({ label: 'A pasted or dropped file…' });
    await compare.getByLabel('Other version (paste JSON, or drop or open a file)').fill(other);
    await expect(compare.getByRole('region', { name: 'Changes' })).toContainText('Copy witness');
  };
  // The pasted text is the old version: the current one drops the enum value "b".
  await studio.setActiveText(
    '{"name": "t", "description": "New words.", "inputSchema": {"type": "object", "properties": {"u": {"enum": ["a"]}}}}',
  );
  await openWith(
    '{"name": "t", "description": "Old words.", "inputSchema": {"type": "object", "properties": {"u": {"enum": ["a", "b"]}}}}',
  );
  expect(await violations(page), 'Compare dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(compare).toBeHidden();

  await studio.toolbar.theme.click();
  await studio.toolbar.theme.click();
  await expect(studio.toolbar.theme).toHaveAccessibleName('Theme: Dark');
  await openWith(
    '{"name": "t", "description": "Old words.", "inputSchema": {"type": "object", "properties": {"u": {"enum": ["a", "b"]}}}}',
  );
  expect(await violations(page), 'Compare dialog, dark theme').toEqual([]);
});

test('the Quality tab passes axe in both themes, with trust findings and quality notes', async ({
  studio,
  page,
}) => {
  await studio.open();
  await page.getByRole('tab', { name: 'Quality' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Quality' });
  await expect(panel.getByRole('textbox', { name: 'Fingerprint' })).toHaveValue(/^sha256:/);
  expect(await violations(page), 'Quality tab').toEqual([]);

  await studio.setActiveText(
    '{"name": "get_w\u0435ather", "description": "Deletes it.", "annotations": {"readOnlyHint": true}, "inputSchema": {"type": "object", "properties": {"timeout": {"type": "integer", "description": "How long to wait"}}}}',
  );
  // The tab counts them; Problems lists them.
  await expect(panel).toContainText('2 trust findings of this tool are in Problems (2 warnings).');
  await expect(panel).toContainText('2 quality notes of this tool are in Problems (2 info).');
  await expect(studio.problem('text-mixed-script')).toBeVisible();
  await studio.problemsPanel.showInfoNotes();
  await expect(studio.problem('parameter-unit-missing')).toBeVisible();
  expect(await violations(page), 'Quality tab with findings, light theme').toEqual([]);

  await studio.toolbar.theme.click();
  await studio.toolbar.theme.click();
  await expect(studio.toolbar.theme).toHaveAccessibleName('Theme: Dark');
  expect(await violations(page), 'Quality tab with findings, dark theme').toEqual([]);
});

test('the form’s field states, default hints, test case controls and paste note pass axe in both themes', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.setActiveText(
    JSON.stringify({
      name: 'search_notes',
      description: 'Search notes.',
      inputSchema: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'Words to find' },
          cursor: { type: ['string', 'null'], description: 'Where the last page ended' },
          format: {
            type: 'string',
            enum: ['json', 'markdown'],
            default: 'markdown',
            description: 'Output format',
          },
          big: { type: 'integer', description: 'An identifier' },
        },
        required: ['big'],
      },
    }),
  );
  await page.getByRole('tab', { name: 'Form' }).click();
  const form = page.getByRole('region', { name: 'Input form' });
  await form
    .getByRole('combobox', { name: 'State of cursor: omitted (not sent)' })
    .selectOption('null');
  await (await studio.form.sampleActions()).getByRole('button', { name: 'Generate cases' }).click();
  await expect(page.getByRole('status', { name: 'Test case outcome' })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Sample input' })
    .fill('{"big": 12345678901234567890, "cursor": null}');
  await expect(form.getByRole('note')).toContainText('Beyond 2^53');
  // The test case list open, each case with its mark.
  await studio.form.caseSummary.click();
  await expect(studio.form.caseList).toContainText('✓ as expected');
  for (const theme of ['Light', 'Dark']) {
    while ((await studio.toolbar.theme.getAttribute('aria-label')) !== `Theme: ${theme}`)
      await studio.toolbar.theme.click();
    await expect(studio.toolbar.theme).toHaveAccessibleName(`Theme: ${theme}`);
    expect(await violations(page), `Form with field states, ${theme}`).toEqual([]);
    await page.screenshot({
      path: test.info().outputPath(`form-states-${theme.toLowerCase()}.png`),
      fullPage: true,
    });
  }
});

test('the Tools list with its badges and preflight marks and the Problems panel’s All tools view pass axe in both themes', async ({
  studio,
  page,
}) => {
  await studio.open();
  await page.evaluate(() => {
    const state = (window as unknown as StudioWindow).toolSchemaStudio.store.getState();
    state.addTools([
      '{"name": "bad name", "description": "Looks up the weather.", "inputSchema": {"type": "object", "properties": {"q": {"type": "strin"}}}}',
      '{"name": "warned", "inputSchema": {"type": "object", "properties": {"n": {"type": "integer"}}}}',
    ]);
  });
  await expect(studio.tool('warned')).toHaveAccessibleDescription(/warning|info|error/, {
    timeout: 30_000,
  });
  await studio.problemsPanel.showScope('All tools');
  await expect(studio.problemsPanel.group('bad name')).toBeVisible();
  // With a target chosen, every row also carries its preflight mark.
  await studio.toolList.chooseRowTarget('Anthropic Messages');
  await expect(studio.tool('warned')).toHaveAccessibleDescription(/Anthropic Messages: accepted/, {
    timeout: 30_000,
  });
  await expect(studio.problemsPanel.infoNotes).toHaveAttribute('aria-expanded', 'false');
  expect(await violations(page), 'Tools list badges and All tools, light theme').toEqual([]);
  // The info notes, folded under the errors and warnings, once opened.
  await studio.problemsPanel.showInfoNotes();
  expect(await violations(page), 'All tools with the info notes open, light theme').toEqual([]);

  await studio.toolbar.theme.click();
  await studio.toolbar.theme.click();
  await expect(studio.toolbar.theme).toHaveAccessibleName('Theme: Dark');
  expect(await violations(page), 'Tools list badges and All tools, dark theme').toEqual([]);
});

test('the first-run and wayfinding screens pass axe in both themes: welcome, skip link, grouped and filtered tools, the form with a problem and the Sample actions menu, Compare without a snapshot', async ({
  studio,
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await studio.open();
  await expect(page.getByRole('region', { name: 'Start here' })).toBeVisible();
  // Two sources' namespaced tools: the list groups them under headings.
  await page.evaluate(() => {
    const state = (window as unknown as StudioWindow).toolSchemaStudio.store.getState();
    const tool = (name: string, description: string) =>
      JSON.stringify({
        name,
        description,
        inputSchema: {
          type: 'object',
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: 50, description: 'How many, 1 to 50.' },
            query: { type: 'string', description: 'Words to look for.' },
          },
          required: ['query'],
        },
      });
    const active = state.activeToolId!;
    state.addTools([
      tool('github.search_issues', 'Search the issues of a repository.'),
      tool('github.list_pull_requests', 'List the open pull requests of a repository.'),
      tool('github.create_issue_comment_with_a_rather_long_name', 'Comment on an issue.'),
      tool('slack.post_message', 'Post a message to a channel.'),
      tool('slack.list_channels', 'List the channels the bot is in.'),
      tool('slack.search_messages', 'Search messages in every channel.'),
      tool('echo', 'Repeat the text back.'),
    ]);
    state.selectTool(active);
  });
  await expect(studio.toolList.list.getByRole('group', { name: /^github/ })).toBeVisible();
  await studio.tool('github.search_issues').click();
  await studio.form.open();
  await studio.form.inputForm.getByRole('spinbutton', { name: /^limit/ }).fill('99');
  await expect(studio.form.fieldErrors(/^limit/)).toHaveText('Must be <= 50.');

  const compare = page.getByRole('dialog', { name: 'Compare' });
  for (const theme of ['Light', 'Dark']) {
    while ((await studio.toolbar.theme.getAttribute('aria-label')) !== `Theme: ${theme}`)
      await studio.toolbar.theme.click();
    const shot = (name: string) =>
      page.screenshot({ path: test.info().outputPath(`${name}-${theme.toLowerCase()}.png`) });
    expect(await violations(page), `Studio with the welcome, ${theme}`).toEqual([]);
    await shot('studio-welcome');

    await studio.form.sampleActions();
    expect(await violations(page), `Sample actions menu, ${theme}`).toEqual([]);
    await shot('form-sample-actions');
    await page.keyboard.press('Escape');
    await studio.form.samples.getByRole('button', { name: 'Sample actions ▾' }).click();

    // Two GitHub and Slack tools, and the example's filesystem.search_code.
    await page.getByRole('searchbox', { name: 'Filter tools' }).fill('search');
    await expect(studio.toolList.rows).toHaveCount(3);
    expect(await violations(page), `Filtered tools, ${theme}`).toEqual([]);
    await shot('tools-filtered');
    await page.getByRole('searchbox', { name: 'Filter tools' }).fill('');

    await studio.editor.getByRole('button', { name: 'Compare…' }).click();
    await expect(compare.getByRole('region', { name: 'No snapshot yet' })).toBeVisible();
    expect(await violations(page), `Compare without a snapshot, ${theme}`).toEqual([]);
    await shot('compare-no-snapshot');
    await page.keyboard.press('Escape');
    await expect(compare).toBeHidden();

    await page.getByRole('link', { name: 'Skip to the preview' }).focus();
    expect(await violations(page), `Skip link shown, ${theme}`).toEqual([]);
    await shot('skip-link');
  }
  await page
    .getByRole('region', { name: 'Start here' })
    .getByRole('button', { name: 'Dismiss' })
    .click();
  await expect(page.getByRole('region', { name: 'Start here' })).toHaveCount(0);
  expect(await violations(page), 'Studio after the welcome, dark').toEqual([]);
  await page.screenshot({ path: test.info().outputPath('studio-dark.png') });
  await studio.toolbar.theme.click();
  await studio.toolbar.theme.click();
  await page.screenshot({ path: test.info().outputPath('studio-light.png') });
});
