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
