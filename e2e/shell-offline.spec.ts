import { expect, test } from './fixtures';
import { studioOrigin } from './hostile-guard';

test('no request leaves the page origin, with Monaco, its workers and every panel loaded', async ({
  studio,
  page,
}) => {
  const origin = studioOrigin();
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url());
  });
  // Anything foreign is also refused, so a CDN fallback could not quietly succeed.
  await page.route(
    (url) => url.protocol.startsWith('http') && url.origin !== origin,
    (route) => route.abort(),
  );

  const violations: string[] = [];
  const failedLoads: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    // A missing file of the studio's own (an icon, a chunk) shows in the console as this.
    if (/Failed to load resource/i.test(message.text()))
      failedLoads.push(`${message.text()} ${message.location().url}`);
  });

  await studio.open();
  // The built page declares the policy that makes this hold by construction.
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    'content',
    /connect-src 'self'/,
  );
  await expect(studio.statusBar).toContainText('MCP tool');
  // Completion and hover start the JSON worker.
  await studio.select(2, 3);
  await page.keyboard.press('Control+Space');
  await expect(page.locator('.suggest-widget')).toBeVisible();
  await page.keyboard.press('Escape');
  for (const name of ['Form', 'Annotations', 'Parameters', 'Export'] as const) {
    await studio.tabs[name].open();
  }
  await studio.toolbar.import.click();
  await studio.importDialog
    .getByLabel('Tool JSON')
    .fill('{"name": "x", "inputSchema": {"type": "object"}}');
  await expect(studio.importDialog).toContainText('One MCP tool: x.');
  expect(foreign).toEqual([]);
  // ...and the policy blocked nothing the studio itself needs, and nothing it asked for was missing.
  expect(violations).toEqual([]);
  expect(failedLoads).toEqual([]);
});
