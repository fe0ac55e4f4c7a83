import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { StudioPage } from './pages/studio';
import { CostPanel } from './pages/cost';
import { SnapshotsPanel } from './pages/snapshots';

/** axe's findings on the page, Monaco's own DOM aside (as in accessibility.spec.ts). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('.monaco-editor').analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const withDefaults = {
  name: 'search_code',
  description: 'Search the code for a pattern.',
  inputSchema: {
    type: 'object',
    required: ['query'],
    properties: {
      query: { type: 'string', description: 'What to look for.' },
      units: { type: 'string', enum: ['lines', 'files'], default: 'lines' },
      max_results: { type: 'integer', minimum: 1, default: 100 },
      glob: { type: 'string', default: '*.py' },
      case_sensitive: { type: 'boolean', default: false },
      extra: { type: 'object', properties: {} },
    },
  },
};

async function setTheme(studio: StudioPage, theme: 'Light' | 'Dark'): Promise<void> {
  while ((await studio.toolbar.theme.getAttribute('aria-label')) !== `Theme: ${theme}`)
    await studio.toolbar.theme.click();
}

for (const theme of ['Light', 'Dark'] as const) {
  test(`the screens #38 changed, in the ${theme.toLowerCase()} theme, pass axe`, async ({
    studio,
    page,
  }) => {
    const shot = (name: string) =>
      page.screenshot({ path: test.info().outputPath(`${name}-${theme.toLowerCase()}.png`) });
    await studio.open();
    await setTheme(studio, theme);

    // A widened tool list: the editor and its buttons stay in their column.
    await studio.form.openTool(studio, withDefaults);
    await studio.toolList.resizer.focus();
    await page.keyboard.press('End');
    await expect(studio.toolList.resizer).toHaveAttribute('aria-valuenow', '560');
    await shot('wide-tool-list');
    expect(await violations(page), 'wide tool list').toEqual([]);
    await page.keyboard.press('Home');

    // The form before any edit: defaults in their inputs, "+ Add" explained, Check offered.
    await expect(studio.form.checkNow).toBeVisible();
    await shot('form-untouched');
    expect(await violations(page), 'untouched form').toEqual([]);

    // A restored snapshot, with its undo beside the button.
    const snapshots = new SnapshotsPanel(page);
    await snapshots.take.click();
    await studio.setActiveText(JSON.stringify({ ...withDefaults, description: 'Edited.' }));
    await snapshots.button.click();
    await expect(snapshots.items.first()).toBeFocused();
    await shot('snapshot-menu');
    expect(await violations(page), 'snapshot menu').toEqual([]);
    await page.keyboard.press('Enter');
    await expect(snapshots.undo).toBeVisible();
    await shot('snapshot-restored');
    expect(await violations(page), 'snapshot restored').toEqual([]);

    // The Cost tab's toolset, with a tool one target refuses.
    await studio.setWorkspace([
      JSON.stringify(withDefaults),
      JSON.stringify({ ...withDefaults, name: 'code.search' }),
    ]);
    const cost = new CostPanel(page);
    await cost.open();
    await expect(cost.toolsetRow('OpenAI Chat Completions')).toContainText('tools counted');
    await shot('cost-toolset');
    expect(await violations(page), 'cost toolset').toEqual([]);
  });
}
