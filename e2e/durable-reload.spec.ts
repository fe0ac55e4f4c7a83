/**
 * A reload right after the last key keeps every keystroke. IndexedDB writes are asynchronous and
 * a reload does not wait for them, so this holds only through the synchronous journal of unsaved
 * edits (src/store/journal.ts): each journey reloads 0, 10, 50 or 100 ms after its last action.
 */
import { expect, test } from './fixtures';
import { WorkspaceTab } from './pages/workspace-tab';

test.describe.configure({ timeout: 120_000 });

for (const delay of [0, 10, 50, 100]) {
  test(`a reload ${delay} ms after the last key keeps typing, a new tool, a rename, a delete, an undo delete and an editor undo`, async ({
    page,
  }) => {
    const tab = new WorkspaceTab(page);
    await tab.open();

    await tab.typeAfter('"description": "', `Typed ${delay} ms before a reload. `);
    await tab.reloadAfter(delay);
    expect(await tab.activeText()).toContain(
      `"description": "Typed ${delay} ms before a reload. Search for patterns`,
    );

    await tab.addTool(/calculate_tax/);
    await expect(tab.tool('calculate_tax')).toHaveAttribute('aria-selected', 'true');
    await tab.reloadAfter(delay);
    expect(await tab.toolNames()).toEqual(['filesystem.search_code', 'calculate_tax']);
    await expect(tab.tool('calculate_tax')).toHaveAttribute('aria-selected', 'true');

    await tab.renameActive('tax_renamed');
    await tab.reloadAfter(delay);
    expect(await tab.toolNames()).toEqual(['filesystem.search_code', 'tax_renamed']);

    await tab.deleteActive();
    await tab.reloadAfter(delay);
    expect(await tab.toolNames()).toEqual(['filesystem.search_code']);

    await tab.addTool(/get_weather/);
    await tab.deleteActive();
    await tab.undoDelete();
    await tab.reloadAfter(delay);
    expect(await tab.toolNames()).toEqual(['filesystem.search_code', 'get_weather']);

    // Two typings, with the cursor moved by keys between them so that each is its own undo step; undo the second.
    await tab.typeAfter('"name": "get_weather', '_kept');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('_undone');
    await expect.poll(() => tab.activeText()).toContain('"name": "get_weather_kept_undone"');
    await tab.undoInEditor();
    await expect.poll(() => tab.activeText()).toContain('"name": "get_weather_kept"');
    await tab.reloadAfter(delay);
    const text = await tab.activeText();
    expect(text).toContain('"name": "get_weather_kept"');
    expect(text).not.toContain('_undone');
    expect(await tab.toolNames()).toEqual(['filesystem.search_code', 'get_weather_kept']);
    // Nothing went wrong on the way.
    await expect(tab.statusBar).not.toContainText('could not');
  });
}
