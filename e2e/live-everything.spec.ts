/**
 * The live journeys against the MCP reference server (@modelcontextprotocol/server-everything,
 * started by playwright.config.ts in its Streamable HTTP mode): connect, import its tools, run a
 * tool with numeric arguments from the form, run its structured-content tool, save a call as a case.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { StudioWindow } from '../src/test-api';
import { expect, test } from './fixtures';
import { EVERYTHING_SSE_URL, EVERYTHING_URL } from './live-servers';

/** What the server lists to a client that offers what the studio offers (elicitation, sampling). */
async function serverToolNames(): Promise<string[]> {
  const client = new Client(
    { name: 'e2e-check', version: '1' },
    { capabilities: { elicitation: { form: {} }, sampling: {} } },
  );
  await client.connect(new StreamableHTTPClientTransport(new URL(EVERYTHING_URL)));
  try {
    const names: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.listTools(cursor ? { cursor } : {});
      names.push(...page.tools.map((t) => t.name));
      cursor = page.nextCursor;
    } while (cursor);
    return names;
  } finally {
    await client.close();
  }
}

test('connects, imports every tool the server lists, runs get-sum from the form and a structured tool', async ({
  studio,
  page,
}) => {
  const live = studio.live;
  await studio.open();
  await expect(live.connectionState).toContainText('Offline');
  await live.connect(EVERYTHING_URL);
  const negotiated = live.dialog.getByRole('region', { name: 'Negotiated' });
  await expect(negotiated).toContainText('mcp-servers/everything');
  await expect(negotiated).toContainText(/Protocol version\s*\d{4}-\d{2}-\d{2}/);
  await expect(negotiated).toContainText('tools');
  await live.closeDialog();

  const names = await serverToolNames();
  expect(names).toContain('get-sum');
  const before = await studio.toolList.rows.count();
  await live.importFromServer.click();
  await expect(studio.statusBar).toContainText(
    `Imported ${names.length} tools from mcp-servers/everything`,
  );
  await expect(studio.toolList.rows).toHaveCount(before + names.length);

  await studio.tool('get-sum').click();
  await studio.form.tab.click();
  await studio.form.inputForm.getByLabel(/^a/).fill('2');
  await studio.form.inputForm.getByLabel(/^b/).fill('3');
  // Numbers go out as numbers: the sample the request carries is the form's value.
  await expect.poll(() => studio.form.sampleValue()).toEqual({ a: 2, b: 3 });
  await live.run.click();
  await expect(live.result).toContainText('The sum of 2 and 3 is 5.');
  await expect(live.result).toContainText(/Success in \d+ ms/);

  await studio.tool('get-structured-content').click();
  await studio.form.inputForm.getByLabel(/^location/).selectOption('Chicago');
  await live.run.click();
  const structured = live.result.getByRole('region', { name: 'structuredContent' });
  await expect(structured).toContainText('"conditions": "Light rain / drizzle"');
  await expect(structured).toContainText('structuredContent passes outputSchema');

  await live.result.getByRole('button', { name: 'Save as case' }).click();
  await expect(studio.statusBar).toContainText(
    'Saved the call as case “get-structured-content 1” (expects success).',
  );
  const savedCases = {
    cases: [
      {
        tool: 'get-structured-content',
        name: 'get-structured-content 1',
        input: { location: 'Chicago' },
        expect: 'success',
        checkOutputSchema: true,
      },
    ],
  };
  const downloaded = async () => {
    const download = page.waitForEvent('download');
    await expect(live.downloadCases).toHaveText('Download cases (1)');
    await live.downloadCases.click();
    const text = await (await (await download).createReadStream()).toArray();
    return JSON.parse(Buffer.concat(text).toString('utf8')) as unknown;
  };
  expect(await downloaded()).toEqual(savedCases);

  // The case and where the tool came from are kept with the workspace: after a reload, offline.
  await page.evaluate(() => (window as unknown as StudioWindow).toolSchemaStudio.flush());
  await page.reload();
  await expect(live.connectionState).toContainText('Offline');
  await studio.tool('get-structured-content').click();
  await studio.form.tab.click();
  await expect(live.importedFrom).toContainText(
    `Imported from mcp-servers/everything (${EVERYTHING_URL})`,
  );
  expect(await downloaded()).toEqual(savedCases);
});

test('a bearer token goes to the server and nowhere else: not to storage, not to the journal', async ({
  studio,
  page,
}) => {
  const token = 'tss-secret-token-4f9c2e';
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(EVERYTHING_URL))
      sent.push(request.headers()['authorization'] ?? '');
  });
  await studio.open();
  await studio.live.connectAndImport(EVERYTHING_URL, { token });
  expect(sent).toContain(`Bearer ${token}`);
  await page.evaluate(() => (window as unknown as StudioWindow).toolSchemaStudio.flush());
  const stored = await page.evaluate(async () => {
    const parts: string[] = [
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
    ];
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const name of db.objectStoreNames) {
        const all = await new Promise<unknown[]>((resolve) => {
          const request = db.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => resolve(request.result);
        });
        parts.push(JSON.stringify(all));
      }
      db.close();
    }
    return parts.join('\n');
  });
  // The workspace was written (the imported tools are there), without the token.
  expect(stored).toContain('get-sum');
  expect(stored).not.toContain(token);
});

test('a legacy HTTP+SSE server: the doctor names the transport, and picking it connects', async ({
  studio,
}) => {
  const live = studio.live;
  await studio.open();
  await live.connectButton.click();
  await live.serverUrl.fill(EVERYTHING_SSE_URL);
  await live.dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(live.doctor).toContainText(
    'This server speaks the legacy HTTP+SSE transport, not Streamable HTTP.',
  );
  await expect(live.doctor).toContainText('Choose "HTTP+SSE (legacy)"');
  await live.dialog.getByLabel('Transport').selectOption('HTTP+SSE (legacy)');
  await live.dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(live.connectionState).toContainText('Connected: mcp-servers/everything');
  await expect(live.dialog.getByRole('region', { name: 'Negotiated' })).toContainText(
    'HTTP+SSE (legacy)',
  );
  await live.closeDialog();
  await live.importFromServer.click();
  await studio.tool('get-sum').click();
  await studio.form.tab.click();
  await studio.form.inputForm.getByLabel(/^a/).fill('40');
  await studio.form.inputForm.getByLabel(/^b/).fill('2');
  await live.run.click();
  await expect(live.result).toContainText('The sum of 40 and 2 is 42.');
});
