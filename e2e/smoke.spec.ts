import { expect, test } from '@playwright/test';

test('the built studio loads in Chromium', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Tool Schema Studio' })).toBeVisible();
});
