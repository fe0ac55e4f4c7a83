/**
 * The local bridge as a user meets it: `tool-schema serve --bridge -- <stdio server>` prints a
 * URL with this run's token; the studio opened there connects to the bridge on its own origin
 * with that token, imports the stdio server's tools and runs one. The command is started here,
 * not by playwright.config.ts, because its token is new on every run and is read from its output.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { BRIDGE_PORT } from './live-servers';

const ROOT = join(import.meta.dirname, '..');

let serve: ChildProcess | undefined;

/** Starts the command (the fixture with `flags`) and resolves with the URL it prints. */
function startServe(flags: string[] = []): Promise<string> {
  serve = spawn(
    process.execPath,
    [
      join(ROOT, 'bin/tool-schema.mjs'),
      'serve',
      '--port',
      String(BRIDGE_PORT),
      '--bridge',
      '--',
      process.execPath,
      join(ROOT, 'tests/mcp-servers/fixture-server.mjs'),
      '--stdio',
      ...flags,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    serve!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Tool Schema Studio: (\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    serve!.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    serve!.once('exit', (code) => reject(new Error(`tool-schema serve exited (${code}): ${err}`)));
  });
}

test.afterEach(async () => {
  if (serve && serve.exitCode === null) {
    const exited = new Promise((resolve) => serve!.once('exit', resolve));
    serve.kill('SIGINT');
    await exited;
  }
  serve = undefined;
});

test('the studio served by `tool-schema serve --bridge` connects to the stdio server with the printed token', async ({
  studio,
  page,
}) => {
  const url = await startServe();
  const printed = new URL(url);
  expect(printed.origin).toBe(`http://127.0.0.1:${BRIDGE_PORT}`);
  const token = printed.searchParams.get('bridge');
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  await page.goto(url);
  await studio.waitForEditor();
  // The token leaves the address at once (a share link copies it), and the dialog offers it.
  expect(new URL(page.url()).searchParams.has('bridge')).toBe(false);
  const live = studio.live;
  await live.connectButton.click();
  await expect(live.serverUrl).toHaveValue(`${printed.origin}/mcp`);
  await expect(live.dialog.getByLabel('Bearer token')).toHaveValue(token!);
  await live.dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(live.connectionState).toContainText('Connected');
  await live.closeDialog();

  const before = await studio.toolList.rows.count();
  await live.importFromServer.click();
  await expect(studio.statusBar).toContainText('Imported 7 tools from tool-schema-fixture');
  await expect(studio.toolList.rows).toHaveCount(before + 7);

  await studio.tool('add').click();
  await studio.form.tab.click();
  await studio.form.inputForm.getByLabel(/^a/).fill('2');
  await studio.form.inputForm.getByLabel(/^b/).fill('3');
  await expect.poll(() => studio.form.sampleValue()).toEqual({ a: 2, b: 3 });
  await live.runOnServer.click();
  await expect(live.result).toContainText('The sum of 2 and 3 is 5.');
});

/** A tool of the fixture as the workspace holds it, so that no listing comes before the call. */
function fixtureTool(name: string, properties: Record<string, unknown> = {}): string {
  return JSON.stringify(
    { name, description: `The fixture's ${name}.`, inputSchema: { type: 'object', properties } },
    null,
    2,
  );
}

const SLOW_TOOL = fixtureTool('slow', {
  steps: { type: 'integer', minimum: 1, maximum: 100 },
  intervalMs: { type: 'integer', minimum: 0, maximum: 10000 },
});

test('after a reload, the page gets the answer to its own call, never the previous page’s (issue 40)', async ({
  studio,
  page,
}) => {
  const url = await startServe();
  const token = new URL(url).searchParams.get('bridge')!;
  const bridgeUrl = `${new URL(url).origin}/mcp`;
  await page.goto(url);
  await studio.waitForEditor();
  await studio.setWorkspace([SLOW_TOOL]);
  const live = studio.live;
  await live.connect(bridgeUrl, { token });
  await live.closeDialog();
  await studio.form.tab.click();
  // The first page's call is answered after 10 s, while the reloaded page's own call still runs:
  // both pages number their requests alike, so the relay used to hand it the old answer.
  await studio.form.inputForm.getByLabel(/^steps/).fill('50');
  await studio.form.inputForm.getByLabel(/^intervalMs/).fill('200');
  await expect.poll(() => studio.form.sampleValue()).toEqual({ steps: 50, intervalMs: 200 });
  await live.runOnServer.click();
  await expect(live.result).toContainText('Running…');

  await page.reload();
  await studio.waitForEditor();
  await live.connect(bridgeUrl, { token });
  await live.closeDialog();
  await studio.tool('slow').click();
  await studio.form.tab.click();
  await studio.form.inputForm.getByLabel(/^steps/).fill('100');
  await studio.form.inputForm.getByLabel(/^intervalMs/).fill('150');
  await expect.poll(() => studio.form.sampleValue()).toEqual({ steps: 100, intervalMs: 150 });
  await live.runOnServer.click();
  await expect(live.result).toContainText('Done after 100 steps.', { timeout: 25_000 });
  await expect(live.result).not.toContainText('Done after 50 steps.');
});

test('a stdio server that dies during a call fails the call at once and shows the connection as lost (issue 40)', async ({
  studio,
  page,
}, testInfo) => {
  const url = await startServe(['--faults']);
  await page.goto(url);
  await studio.waitForEditor();
  await studio.setWorkspace([fixtureTool('crash')]);
  const live = studio.live;
  await live.connectButton.click();
  await live.dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(live.connectionState).toContainText('Connected');
  await live.closeDialog();
  await studio.form.tab.click();
  const started = Date.now();
  await live.runOnServer.click();
  // The page's own timeout is 60 s; the bridge's answer comes as soon as the process is gone.
  await expect(live.result).toContainText('exited during the call', { timeout: 5_000 });
  expect(Date.now() - started).toBeLessThan(5_000);
  await expect(live.connectionState).toHaveText('Connection lost');
  await expect(live.runOnServer).toBeDisabled();
  await expect(
    page.getByText('The connection was lost: connect again to run a tool.'),
  ).toBeVisible();
  // The lost state passes axe in both themes (Monaco's own DOM aside, as in accessibility.spec.ts).
  const axe = async () =>
    (await new AxeBuilder({ page }).exclude('.monaco-editor').analyze()).violations.map(
      (v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(await axe(), 'connection lost, light theme').toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('connection-lost-light.png') });
  await studio.toolbar.theme.click();
  await studio.toolbar.theme.click();
  await expect(studio.toolbar.theme).toHaveAccessibleName('Theme: Dark');
  expect(await axe(), 'connection lost, dark theme').toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('connection-lost-dark.png') });
  await live.connectButton.click();
  await expect(live.doctor).toContainText('exited during the call');
  await page.screenshot({ path: testInfo.outputPath('connection-lost-dialog.png') });
});
