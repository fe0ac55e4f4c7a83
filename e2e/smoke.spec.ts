import { expect, test } from '@playwright/test';

test('the built studio loads in Chromium, with its own icon', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Tool Schema Studio' })).toBeVisible();
  // Without a declared icon the browser asks for /favicon.ico and logs a 404 on every visit.
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toBe('/favicon.svg');
  const response = await page.request.get(icon!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
});

test("the editor's chunk, as served, opens with V8's compile hint, before anything Vite put there", async ({
  page,
}) => {
  // V8 reads the hint only before the file's first statement (on the second line, after Vite's
  // preload map, it was measured to do nothing): then Monaco compiles off the main thread.
  await page.goto('/');
  await expect(page.locator('.monaco-editor .view-lines')).toBeVisible({ timeout: 30_000 });
  // Listed twice when it was prefetched before it was imported: one file all the same.
  const chunks = await page.evaluate(() => [
    ...new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => /\/assets\/monaco-setup-[\w-]+\.js$/.test(url)),
    ),
  ]);
  expect(chunks).toHaveLength(1);
  const text = await (await page.request.get(chunks[0]!)).text();
  expect(text.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
});
