import { expect, test } from './fixtures';
import { studioOrigin } from './hostile-guard';

test('after a reload the tools, texts, active tool and samples are all back', async ({
  studio,
  page,
}) => {
  await studio.open();
  await studio.toolbar.newTool.click();
  await page.getByRole('menuitem', { name: /calculate_tax/ }).click();
  await expect(studio.tool('calculate_tax')).toHaveAttribute('aria-selected', 'true');

  // Edit the new tool by typing, and keep a sample with it (as the Playground would).
  await studio.select(3, 19, 3, 53);
  await page.keyboard.type('Work out the sales tax');
  await expect(studio.editor).toContainText('"description": "Work out the sales tax"');
  await studio.saveSample('California', '{"amount": 100, "state": "CA"}');
  await studio.tool('filesystem.search_code').click();
  await studio.tool('calculate_tax').click();

  // No explicit save: every edit is stored within a second.
  await page.waitForTimeout(1000);
  await page.reload();
  await studio.waitForEditor();

  await expect(studio.tools.getByRole('option')).toHaveCount(2);
  await expect(studio.tool('calculate_tax')).toHaveAttribute('aria-selected', 'true');
  await expect(studio.editor).toContainText('"description": "Work out the sales tax"');
  expect(await studio.activeSamples()).toEqual({
    samples: [['California', '{"amount": 100, "state": "CA"}']],
    hasActive: true,
  });
});

test('a saved state that cannot be read is kept aside and reported, and the studio starts', async ({
  studio,
  page,
}) => {
  // Write a corrupt state from a blank page of the same origin, before the studio ever runs.
  await page.route(`${studioOrigin()}/`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  await page.goto('/');
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put(
            { version: 1, tools: 'not a list' },
            'tool-schema-studio/workspace',
          );
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await page.unroute(`${studioOrigin()}/`);
  await page.goto('/');
  await studio.waitForEditor();
  await expect(studio.statusBar).toContainText(
    'Your saved workspace could not be opened: it has no list of tools.',
  );
  await expect(studio.statusBar).toContainText('tool-schema-studio/rejected/');
  await expect(studio.tool('filesystem.search_code')).toBeVisible();

  // The rejected state is still in storage, untouched.
  const kept = await page.evaluate(
    () =>
      new Promise<unknown[]>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          const request = open.result.transaction('keyval').objectStore('keyval').getAll();
          request.onsuccess = () => resolve(request.result);
        };
      }),
  );
  expect(kept).toContainEqual({ version: 1, tools: 'not a list' });
});
