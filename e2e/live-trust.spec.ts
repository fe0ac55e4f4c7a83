/**
 * The live features give the right answers, against the MCP reference server
 * (@modelcontextprotocol/server-everything, Streamable HTTP): its tools are judged by the revision
 * it negotiated, Compare with server reads an edit from the server's tool to the user's text, Run
 * is one key away from any form field, and Connect leads on to the import.
 */
import AxeBuilder from '@axe-core/playwright';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test } from './fixtures';
import { EVERYTHING_URL, HOSTILE_URL } from './live-servers';
import { ComparePage } from './pages/compare';

/** What the server lists, and the protocol version it negotiates with a current client. */
async function serverListing(): Promise<{ protocolVersion: string; tools: { name: string }[] }> {
  const client = new Client(
    { name: 'e2e-check', version: '1' },
    { capabilities: { elicitation: { form: {} }, sampling: {} } },
  );
  const transport = new StreamableHTTPClientTransport(new URL(EVERYTHING_URL));
  await client.connect(transport);
  try {
    const tools: { name: string }[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.listTools(cursor ? { cursor } : {});
      tools.push(...page.tools);
      cursor = page.nextCursor;
    } while (cursor);
    return { protocolVersion: transport.protocolVersion ?? '', tools };
  } finally {
    await client.close();
  }
}

test("imported tools are judged by the revision their server negotiated, the user's own by the workspace's", async ({
  studio,
}) => {
  const listing = await serverListing();
  expect(listing.protocolVersion).toBe('2025-11-25');
  // The warning this journey is about exists only because the server serves `execution`.
  expect(listing.tools.find((t) => t.name === 'echo')).toHaveProperty('execution');

  await studio.open();
  // A tool of the user's own with the same field, judged by the workspace's revision.
  await studio.setWorkspace([
    JSON.stringify({
      name: 'mine',
      description: 'Echoes the message back to the caller.',
      inputSchema: { type: 'object', properties: {} },
      execution: { taskSupport: 'forbidden' },
    }),
  ]);
  await expect(studio.problemsPanel.mcpRevision).toHaveValue('2026-07-28');
  await studio.live.connect(EVERYTHING_URL);
  await expect(studio.live.connectionState).toHaveText(
    'Connected: mcp-servers/everything · MCP 2025-11-25',
  );
  await studio.live.closeDialog();
  await studio.live.importFromServer.click();
  await expect(studio.statusBar).toContainText(
    `Imported ${listing.tools.length} tools from mcp-servers/everything`,
  );

  await studio.tool('echo').click();
  await expect(studio.problemsPanel.toolRevision).toHaveText(
    'This tool: 2025-11-25 (its server’s)',
  );
  await expect(studio.problemsPanel.toolRevision).toHaveAttribute(
    'title',
    'This tool is judged by MCP 2025-11-25, the revision mcp-servers/everything negotiated',
  );
  await expect(studio.problemsPanel.mcpRevision).toHaveValue('2026-07-28');
  await expect(studio.statusBar).toContainText('All tools:');
  await expect(studio.statusBar).not.toContainText('checking');
  // Every tool has its verdict: the warning is the user's tool's alone.
  await studio.problemsPanel.showScope('All tools');
  const warning = /is not part of the MCP 2026-07-28 Tool/;
  await expect(studio.problemsPanel.problem(warning)).toHaveCount(1);
  await expect(studio.problemsPanel.group('mine')).toContainText(warning);

  await studio.tool('mine').click();
  await expect(studio.problemsPanel.toolRevision).toBeHidden();
});

test('Compare with server reads an edit from the server’s tool to the user’s text, and asks about the server apart', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.live.connectAndImport(EVERYTHING_URL);
  await studio.tool('get-sum').click();
  await studio.parameters.tab.click();
  await studio.parameters.cell('Required: b').uncheck();
  await expect
    .poll(async () => JSON.parse(await studio.activeText()).inputSchema.required)
    .toEqual(['a']);

  await studio.live.compareWithServer.click();
  await expect(studio.statusBar).toContainText(
    'The server serves every imported tool as it was when you imported it.',
  );
  const compare = new ComparePage(page);
  await expect(compare.source).toHaveValue('server');
  await expect(compare.direction).toHaveText("From the server's get-sum to your text:");
  // A required argument made optional: every call that worked still works.
  await expect(compare.changes).toContainText('0 breaking');
  await expect(compare.change(/"b"/)).toContainText('Non-breaking');
  await expect(compare.changes).not.toContainText('now required');

  await compare.serverSinceImport.click();
  await expect(compare.sinceImportAnswer).toHaveText(
    'No: the server serves `get-sum` as it was when you imported it.',
  );
  await expect(compare.direction).toHaveText("From your text to the server's get-sum:");
});

test('one Run at the top of the Form: Ctrl+Enter in a field calls the tool and focus lands on the Result; invalid input asks first', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.live.connectAndImport(EVERYTHING_URL);
  await studio.tool('get-sum').click();
  await studio.form.tab.click();
  // The primary action comes before the form's fields.
  const runBox = (await studio.live.run.boundingBox())!;
  const fieldBox = (await studio.form.inputForm.getByLabel(/^a/).boundingBox())!;
  expect(runBox.y).toBeLessThan(fieldBox.y);

  await studio.form.inputForm.getByLabel(/^a/).fill('2');
  const b = studio.form.inputForm.getByLabel(/^b/);
  await b.fill('3');
  await expect.poll(() => studio.form.sampleValue()).toEqual({ a: 2, b: 3 });
  await b.press('Control+Enter');
  await expect(studio.live.result).toContainText('The sum of 2 and 3 is 5.');
  await expect(studio.live.result).toBeFocused();
  await expect(studio.live.result).toBeInViewport();

  // `b` is required: the studio marks the input invalid, so Run asks before sending it.
  await b.fill('');
  await expect.poll(() => studio.form.sampleValue()).toEqual({ a: 2 });
  const calls = page.getByText(/^Call of .* with /);
  await expect(calls).toHaveCount(1);
  await b.press('Control+Enter');
  const ask = page.getByRole('group', { name: 'Send anyway?' });
  await expect(ask).toContainText('The input does not pass the inputSchema (1 problem).');
  await expect(ask.getByRole('button', { name: 'Send anyway' })).toBeFocused();
  await ask.getByRole('button', { name: 'Don’t send' }).click();
  await expect(ask).toBeHidden();
  await expect(studio.live.result).toContainText('The sum of 2 and 3 is 5.');

  await studio.live.run.click();
  await ask.getByRole('button', { name: 'Send anyway' }).click();
  // The server answers the call the user chose to send, in the same Result.
  await expect(studio.live.result).not.toContainText('The sum of 2 and 3 is 5.');
  await expect(studio.live.result.getByText(/^Call of .* with \{\s*"a": 2\s*\}$/)).toBeVisible();
  await expect(studio.live.result).toBeFocused();
});

test('after Connect the dialog offers "Import N tools…" with a preview to choose from; a failed reconnect keeps the working connection', async ({
  studio,
}) => {
  const listing = await serverListing();
  const count = listing.tools.length;
  const live = studio.live;
  await studio.open();
  const before = await studio.toolList.rows.count();
  await live.connect(EVERYTHING_URL);
  await expect(live.dialog).toContainText(`The server lists ${count} tools.`);
  await live.dialog.getByRole('button', { name: `Import ${count} tools…` }).click();
  const preview = live.dialog.getByRole('region', { name: 'Import preview' });
  await expect(preview.getByRole('checkbox')).toHaveCount(count);
  await expect(preview.getByRole('checkbox', { name: 'echo' })).toBeFocused();
  await preview.getByRole('checkbox', { name: 'echo' }).uncheck();
  await preview.getByRole('button', { name: `Import ${count - 1} tools` }).click();
  await expect(live.dialog).toBeHidden();
  await expect(studio.statusBar).toContainText(
    `Imported ${count - 1} tools from mcp-servers/everything`,
  );
  await expect(studio.toolList.rows).toHaveCount(before + count - 1);
  await expect(studio.tool('echo')).toHaveCount(0);

  // Trying a server where nothing listens (no route is set up here) costs the working connection nothing.
  await live.connectButton.click();
  await live.serverUrl.fill(HOSTILE_URL);
  await live.dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(live.doctor).toContainText(
    'failed; the studio is still connected to mcp-servers/everything.',
  );
  await expect(live.doctor.getByText('Details')).toBeVisible();
  await expect(live.connectionState).toContainText('Connected: mcp-servers/everything');
  await live.closeDialog();
  await studio.tool('get-sum').click();
  await studio.form.tab.click();
  await studio.form.inputForm.getByLabel(/^a/).fill('1');
  await studio.form.inputForm.getByLabel(/^b/).fill('2');
  await live.run.click();
  await expect(live.result).toContainText('The sum of 1 and 2 is 3.');
});

test('the server’s log messages appear in the Log drawer', async ({ studio, page }) => {
  const live = studio.live;
  await studio.open();
  await live.connect(EVERYTHING_URL);
  await live.closeDialog();
  await live.importFromServer.click();
  await studio.tool('toggle-simulated-logging').click();
  await studio.form.tab.click();
  await live.run.click();
  await expect(live.result).toContainText(/Success in/);
  const logButton = studio.statusBar.getByRole('button', { name: /^Log \(\d+\)$/ });
  await expect(logButton).not.toHaveText('Log (0)');
  await logButton.click();
  const log = page.getByRole('region', { name: 'Log' });
  await expect(log).toBeFocused();
  await expect(log).toContainText(/-level message/);
  await page.keyboard.press('Escape');
  await expect(log).toBeHidden();
  await expect(logButton).toBeFocused();
});

test('the changed live screens pass axe in both themes (screenshots in the test output)', async ({
  studio,
  page,
}, testInfo) => {
  // Twelve axe runs over two themes on a shared machine: more than one ordinary journey's time.
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const axe = async () =>
    (await new AxeBuilder({ page }).exclude('.monaco-editor').analyze()).violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  const live = studio.live;
  await studio.open();
  for (const theme of ['light', 'dark'] as const) {
    const shot = async (name: string) => {
      expect(await axe(), `${name} (${theme})`).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${theme}.png`) });
    };
    if (theme === 'dark') {
      await studio.toolbar.theme.click();
      await studio.toolbar.theme.click();
      await expect(studio.toolbar.theme).toHaveAccessibleName('Theme: Dark');
      await live.connectButton.click();
    } else await live.connect(EVERYTHING_URL);
    await expect(live.dialog.getByRole('button', { name: /^Import \d+ tools…$/ })).toBeVisible();
    await shot('connect-next-step');
    await live.dialog.getByRole('button', { name: /^Import \d+ tools…$/ }).click();
    await shot('connect-import-preview');
    await live.serverUrl.fill(HOSTILE_URL);
    await live.dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(live.doctor).toContainText('Fix:');
    await live.doctor.getByText('Details').click();
    await shot('connect-failed-attempt');
    await live.closeDialog();
    if (theme === 'light') {
      await live.importFromServer.click();
      await expect(studio.statusBar).toContainText('Imported');
    }
    await studio.tool('get-sum').click();
    await studio.form.tab.click();
    await studio.form.inputForm.getByLabel(/^a/).fill('2');
    await studio.form.inputForm.getByLabel(/^b/).fill('');
    await studio.form.inputForm.getByLabel(/^b/).press('Control+Enter');
    await expect(page.getByRole('group', { name: 'Send anyway?' })).toBeVisible();
    await shot('form-run-ask');
    await page.getByRole('button', { name: 'Send anyway' }).click();
    await expect(live.result).toContainText(/Success|error/i);
    await shot('form-run-result');
    await studio.statusBar.getByRole('button', { name: /^Log \(\d+\)$/ }).click();
    await expect(page.getByRole('region', { name: 'Log' })).toBeVisible();
    await shot('log-drawer');
    await page.keyboard.press('Escape');
    await live.compareWithServer.click();
    const compare = new ComparePage(page);
    await expect(compare.direction).toBeVisible();
    await expect(compare.changes).not.toContainText('Comparing…');
    await shot('compare-with-server');
    await compare.dialog.getByRole('button', { name: 'Close' }).click();
  }
});
