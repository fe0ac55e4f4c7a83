/**
 * The local bridge as a user meets it: `tool-schema serve --bridge -- <stdio server>` prints a
 * URL with this run's token; the studio opened there connects to the bridge on its own origin
 * with that token, imports the stdio server's tools and runs one. The command is started here,
 * not by playwright.config.ts, because its token is new on every run and is read from its output.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { BRIDGE_PORT } from './live-servers';

const ROOT = join(import.meta.dirname, '..');

let serve: ChildProcess | undefined;

/** Starts the command and resolves with the URL it prints. */
function startServe(): Promise<string> {
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
  await live.run.click();
  await expect(live.result).toContainText('The sum of 2 and 3 is 5.');
});
