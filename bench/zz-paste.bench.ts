import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { StudioWindow } from '../src/test-api';
import { placeCursorInTitle } from './studio-page';
import { wideTool } from './wide-tool';

test('paste profile', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await expect(page.locator('.monaco-editor .view-lines')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Form' }).click();
  await expect(page.locator('[role=tabpanel] form').first()).toBeVisible({ timeout: 30_000 });
  const text = wideTool(200);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.evaluate(() =>
    (window as unknown as StudioWindow).toolSchemaStudio
      .editor()
      ?.select({ startLine: 1, startColumn: 1, endLine: 1_000_000, endColumn: 1 }),
  );
  await page.waitForTimeout(1000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.keyboard.press('Control+V');
  await page.waitForTimeout(300);
  await placeCursorInTitle(page, 'Field 100');
  await page.keyboard.press('x');
  await page.waitForTimeout(700);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: object };
  writeFileSync('bench/.tmp/paste.cpuprofile', JSON.stringify(profile));
});
