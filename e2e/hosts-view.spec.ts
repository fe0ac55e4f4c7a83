import AxeBuilder from '@axe-core/playwright';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CostPanel } from './pages/cost';

/** 43 characters: fits every host under a short server name, not under a long one. */
const LONG_NAME = 'search_customer_support_tickets_by_priority';
/** 24 characters: with LONG_NAME, mcp__…__… is 74 (Claude Code allows 64), server + tool 67 (Cursor 60). */
const LONG_SERVER = 'acme-enterprise-helpdesk';

const tool = (name: string, description = 'Search the support tickets by priority.') =>
  JSON.stringify(
    {
      name,
      description,
      inputSchema: {
        type: 'object',
        properties: { priority: { type: 'string', enum: ['low', 'high'] } },
        required: ['priority'],
      },
    },
    null,
    2,
  );

/** axe's WCAG 2.1 A/AA checks on the page, Monaco's own DOM left out (as accessibility.spec.ts does). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('.monaco-editor').analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test('Hosts: a long tool name under a long server name, with the name each model would see, and the server name changing the verdicts as it is typed (SCREENSHOTS=1 writes the README image)', async ({
  studio,
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1700, height: 1100 });
  await studio.open();
  await studio.setActiveText(tool(LONG_NAME));
  await expect(studio.editor).toContainText(LONG_NAME);
  const hosts = studio.hosts;
  await hosts.open();

  // Under the default server name every host takes the tool as written.
  await expect(hosts.serverName).toHaveValue('my-server');
  await expect(hosts.verdict('Claude Code')).toHaveText('Accepted as is');
  await expect(hosts.row('Claude Code')).toContainText(`mcp__my-server__${LONG_NAME}`);
  await expect(hosts.verdict('Cursor')).toHaveText('Accepted as is');

  // Typing the server's real name, key by key: the verdicts follow, and nothing above them moves.
  const fieldBefore = await hosts.serverName.boundingBox();
  const tableBefore = await hosts.table.boundingBox();
  await hosts.setServerName(LONG_SERVER);
  const claude = hosts.row('Claude Code');
  await expect(hosts.verdict('Claude Code')).toHaveText('Rejected');
  await expect(claude).toContainText(`mcp__${LONG_SERVER}__${LONG_NAME}`);
  await expect(claude).toContainText('(74 characters) and allows at most 64');
  await expect(hosts.verdict('Cursor')).toHaveText('Dropped');
  await expect(hosts.row('Cursor')).toContainText('add up to 67 characters, over 60');
  expect(await hosts.serverName.boundingBox()).toEqual(fieldBefore);
  expect((await hosts.table.boundingBox())?.y).toBe(tableBefore?.y);

  // The reason's source is one click away: a link to the public report.
  const source = claude.getByRole('link', { name: 'anthropics/claude-code#2326' });
  await expect(source).toHaveAttribute(
    'href',
    'https://github.com/anthropics/claude-code/issues/2326',
  );

  // The name is kept with the workspace: a reload judges under it again.
  await page.reload();
  await studio.waitForEditor();
  await hosts.open();
  await expect(hosts.serverName).toHaveValue(LONG_SERVER);
  await expect(hosts.verdict('Claude Code')).toHaveText('Rejected');

  for (const theme of ['light', 'dark']) {
    if (theme === 'dark') {
      await studio.toolbar.theme.click();
      await studio.toolbar.theme.click();
      await expect(studio.toolbar.theme).toHaveAccessibleName('Theme: Dark');
    }
    expect(await violations(page), `Hosts tab, ${theme}`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`hosts-view-${theme}.png`) });
    // The README's picture is the view itself, in the light theme.
    if (theme === 'light')
      await hosts.panel.screenshot({
        path: process.env.SCREENSHOTS
          ? join(import.meta.dirname, '../docs/images/hosts-view.png')
          : testInfo.outputPath('hosts-view-panel.png'),
      });
  }

  // A short name again: both take the tool.
  await hosts.setServerName('hd');
  await expect(hosts.verdict('Claude Code')).toHaveText('Accepted as is');
  await expect(hosts.verdict('Cursor')).toHaveText('Accepted as is');
  await expect(claude).toContainText(`mcp__hd__${LONG_NAME}`);
});

test('the editor marks where Claude Code stops reading a long description, and the Hosts view says it is cut', async ({
  studio,
  page,
}, testInfo) => {
  await studio.open();
  const kept = 'Searches the tickets. '.repeat(93); // 2 046 characters
  const description = `${kept}ab${'Never read: the last rule. '.repeat(3)}`;
  expect(description.length).toBeGreaterThan(2048);
  await studio.setActiveText(tool('search_tickets', description));
  await expect(studio.editor).toContainText('search_tickets');

  // The unread rest of the description is marked from its 2 049th character on.
  const lost = studio.editor.locator('.host-cut-lost');
  await expect(studio.editor.locator('.host-cut-mark')).toHaveCount(1);
  await expect(lost.first()).toHaveText(/^Never\sread:\sthe\slast\srule\./);
  await lost.first().hover();
  await expect(
    page.locator('.monaco-hover').filter({ hasText: 'the model never sees past here' }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('description-cut-marker.png') });

  await studio.hosts.open();
  await expect(studio.hosts.verdict('Claude Code')).toHaveText('Cut');
  await expect(studio.hosts.row('Claude Code')).toContainText('reads 2,048 characters');
  await expect(studio.hosts.row('Cursor')).not.toContainText('2048');

  // Shortened to fit, the mark goes.
  await studio.setActiveText(tool('search_tickets', 'Search the tickets.'));
  await expect(studio.editor.locator('.host-cut-mark')).toHaveCount(0);
  await expect(studio.hosts.verdict('Claude Code')).toHaveText('Accepted as is');
});

test("a host chosen in the Tools list's Preflight picker badges every row with that host's verdict", async ({
  studio,
}) => {
  await studio.open();
  await studio.setWorkspace([tool(LONG_NAME), tool('get_ticket'), tool('close_ticket')]);
  await expect(studio.toolList.rows).toHaveCount(3);
  await studio.hosts.open();
  await studio.hosts.setServerName(LONG_SERVER);
  await expect(studio.hosts.verdict('Cursor')).toHaveText('Dropped');

  await studio.toolList.chooseRowTarget('Cursor');
  await expect
    .poll(async () =>
      (await studio.toolList.statuses()).map(([name, d]) => [name, d.split('; ').pop()]),
    )
    .toEqual([
      [LONG_NAME, 'Cursor: dropped'],
      ['get_ticket', 'Cursor: accepted as is'],
      ['close_ticket', 'Cursor: accepted as is'],
    ]);
  await expect(studio.toolList.rows.nth(0).locator('.badge-preflight-dropped')).toHaveText('∅');
  await expect(studio.toolList.rows.nth(1).locator('.badge-preflight-accepted')).toHaveText('✓');

  // The server name decides the badges too.
  await studio.hosts.setServerName('hd');
  await expect(studio.toolList.rows.nth(0).locator('.badge-preflight-accepted')).toHaveText('✓');

  // Back to a provider, and to none.
  await studio.toolList.chooseRowTarget('Anthropic Messages');
  await expect
    .poll(async () => (await studio.toolList.statuses())[1]?.[1])
    .toMatch(/Anthropic Messages: accepted as is$/);
  await studio.toolList.chooseRowTarget('None');
  await expect(studio.toolList.list.locator('.badge-preflight')).toHaveCount(0);
});

test('Cost per host counts an app-only tool for the hosts that ignore visibility, and not for those that honour it', async ({
  studio,
  page,
}) => {
  await studio.open();
  const appOnly = JSON.stringify(
    {
      name: 'refresh_ticket_view',
      description: 'Redraws the ticket view. '.repeat(20),
      inputSchema: { type: 'object', properties: {} },
      _meta: { ui: { resourceUri: 'ui://tickets/view.html', visibility: ['app'] } },
    },
    null,
    2,
  );
  await studio.setWorkspace([tool('get_ticket'), appOnly]);
  const cost = new CostPanel(page);
  await cost.open();
  const claude = cost.hostRow('Claude Code');
  const cursor = cost.hostRow('Cursor');
  await expect(claude).toContainText('1 kept back (honours visibility)');
  await expect(cursor).toContainText('1 counted (ignores visibility)');
  const tokens = async (row: typeof claude) =>
    Number((await row.locator('td').last().innerText()).replace(/[^0-9]/g, ''));
  // The target's own total leaves the app-only tool out, as Claude Code does.
  const targetTotal = Number(
    (await cost.toolsetRow('OpenAI Chat Completions').locator('td').last().innerText())
      .split(' tokens')[0]!
      .replace(/[^0-9]/g, ''),
  );
  expect(await tokens(claude)).toBe(targetTotal);
  // 20 repeats of its description alone are over 100 tokens more for Cursor.
  expect(await tokens(cursor)).toBeGreaterThan(targetTotal + 100);
});

test("an app directory's fix asks for the hint's value and writes only the one the author chose", async ({
  studio,
}) => {
  await studio.open();
  await studio.setActiveText(tool('get_ticket'));
  await expect(studio.editor).toContainText('get_ticket');
  await studio.hosts.open();
  const directory = studio.hosts.row('ChatGPT app directory');
  await expect(studio.hosts.verdict('ChatGPT app directory')).not.toHaveText('Accepted as is');
  const fix = directory.getByRole('group', { name: /^Declare readOnlyHint/ });
  // Both answers offered, neither chosen for the author.
  await expect(fix.getByRole('button')).toHaveText(['true', 'false']);
  await expect.poll(() => studio.activeText()).not.toContain('readOnlyHint');
  await fix.getByRole('button', { name: 'Declare readOnlyHint: false' }).click();
  await expect.poll(() => studio.activeText()).toContain('"readOnlyHint": false');
  await expect(directory.getByRole('group', { name: /^Declare readOnlyHint/ })).toHaveCount(0);
  // One undo step takes it back.
  await studio.editor.locator('.view-lines').click();
  await studio.page.keyboard.press('ControlOrMeta+z');
  await expect.poll(() => studio.activeText()).not.toContain('readOnlyHint');
});
