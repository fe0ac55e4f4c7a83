import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { StudioWindow } from '../src/test-api';
import { expect, test } from './fixtures';
import type { StudioPage } from './pages/studio';

// 500 tools checked in the background, then a reload, on a shared machine.
test.describe.configure({ timeout: 180_000 });

const TOOLS = 500;

/** 500 tools taken in turn from the real-tool fixtures, each name made unique by its index. */
function realToolTexts(): string[] {
  const dir = join(import.meta.dirname, '../src/core/__fixtures__/real-tools');
  const tools = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, unknown>)
    .filter((t) => typeof t.name === 'string');
  return Array.from({ length: TOOLS }, (_, i) => {
    const tool = tools[i % tools.length]!;
    return JSON.stringify({ ...tool, name: `${String(tool.name)}_${i + 1}` }, null, 2);
  });
}

/**
 * Records, in the page, every text the background check sends the validation worker (its
 * `analyze-batch` requests), from the first script on: a reload starts a new record.
 */
async function countBackgroundChecks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { backgroundChecked: string[] }).backgroundChecked = sent;
    const original = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: never[]) {
      const request = message as { type?: string; texts?: string[] };
      if (request?.type === 'analyze-batch') sent.push(...(request.texts ?? []));
      return original.call(this, message, ...rest);
    };
  });
}

const backgroundChecked = (page: Page) =>
  page.evaluate(() => (window as unknown as { backgroundChecked: string[] }).backgroundChecked);

/** The keys of the verdicts the studio keeps in IndexedDB (src/store/verdict-cache.ts). */
const keptVerdicts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('tool-schema-studio-verdicts');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('verdicts')) {
            db.close();
            resolve([]);
            return;
          }
          const keys = db.transaction('verdicts').objectStore('verdicts').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(String));
          };
          keys.onerror = () => reject(new Error(String(keys.error)));
        };
      }),
  );

/** Waits until the list has `count` rows and none says "Checking…" (each shows its badges). */
async function expectAllBadged(studio: StudioPage, count: number): Promise<[string, string][]> {
  await expect(studio.toolList.rows).toHaveCount(count, { timeout: 60_000 });
  await expect
    .poll(async () => (await studio.toolList.statuses()).filter(([, s]) => /checking/i.test(s)), {
      timeout: 120_000,
    })
    .toEqual([]);
  return studio.toolList.statuses();
}

async function openStudio(studio: StudioPage): Promise<void> {
  await expect(studio.editor.locator('.monaco-editor .view-lines')).toBeVisible({
    timeout: 60_000,
  });
}

test('a reloaded 500-tool workspace has its badges back before any tool is checked again; an edited tool is checked again', async ({
  studio,
  page,
}) => {
  await countBackgroundChecks(page);
  await page.goto('/');
  await openStudio(studio);
  const texts = realToolTexts();
  await page.evaluate((added) => {
    (window as unknown as StudioWindow).toolSchemaStudio.store.getState().addTools(added);
  }, texts);
  await expectAllBadged(studio, TOOLS + 1);
  // The imported tools were checked in the background (the first is opened, and checked by its
  // own request; a batch the worker had no time to finish is sent again, hence the Set).
  expect(new Set(await backgroundChecked(page))).toEqual(new Set(texts.slice(1)));
  // Each tool's verdict is kept (the open tool's too), and the workspace is saved.
  await expect
    .poll(async () => (await keptVerdicts(page)).length, { timeout: 30_000 })
    .toBe(TOOLS + 1);
  await page.evaluate(() => (window as unknown as StudioWindow).toolSchemaStudio.flush());
  // What the rows say once the toolset rules have had their say too.
  const before = await studio.toolList.statuses();

  await page.reload();
  await openStudio(studio);
  await expectAllBadged(studio, TOOLS + 1);
  // The badges came from the kept verdicts: the worker was sent no tool to check.
  expect(await backgroundChecked(page)).toEqual([]);
  await expect.poll(() => studio.toolList.statuses(), { timeout: 30_000 }).toEqual(before);
  expect(await backgroundChecked(page)).toEqual([]);
  const keptBefore = await keptVerdicts(page);

  // An edited tool (not the open one) is checked again, alone, and its new verdict is kept in
  // place of the old one.
  const edited = await page.evaluate(() => {
    const state = (window as unknown as StudioWindow).toolSchemaStudio.store.getState();
    const tool = state.tools.find((t) => t.text.includes('"name": "fetch_'))!;
    const text = tool.text.replace('"description": "', '"description": "TODO ');
    state.setToolText(tool.id, text);
    return { name: (JSON.parse(text) as { name: string }).name, text };
  });
  const row = studio.toolList.tool(edited.name);
  await expect
    .poll(
      async () => (await studio.toolList.statuses()).find(([name]) => name === edited.name)?.[1],
    )
    .not.toMatch(/checking/i);
  await expect(row).toBeVisible();
  expect(await backgroundChecked(page)).toEqual([edited.text]);
  // Its former text's verdict goes as the new one is kept: one key replaced, no other touched.
  await expect
    .poll(async () => (await keptVerdicts(page)).filter((key) => !keptBefore.includes(key)), {
      timeout: 30_000,
    })
    .toHaveLength(1);
  const keptAfter = await keptVerdicts(page);
  expect(keptAfter).toHaveLength(TOOLS + 1);
  expect(keptBefore.filter((key) => !keptAfter.includes(key))).toHaveLength(1);
});
