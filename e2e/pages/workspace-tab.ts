import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { StudioPage } from './studio';

/** A persisted tool as the studio writes it to IndexedDB. */
interface SavedTool {
  id: string;
  text: string;
}

/**
 * One browser tab of the studio, for journeys about what survives reloads and several tabs:
 * the user's actions (type, add, rename, delete, undo) and what storage holds afterwards.
 */
export class WorkspaceTab extends StudioPage {
  constructor(page: Page) {
    super(page);
  }

  /** Puts the cursor right after the first occurrence of `anchor` in the active tool, and types. */
  async typeAfter(anchor: string, text: string): Promise<void> {
    const current = await this.activeText();
    const at = current.indexOf(anchor);
    expect(at, `"${anchor}" is in the active tool`).toBeGreaterThanOrEqual(0);
    const before = current.slice(0, at + anchor.length).split('\n');
    const line = before.length;
    const column = before[before.length - 1]!.length + 1;
    await this.page.bringToFront();
    await this.select(line, column);
    await this.page.keyboard.type(text);
    await expect.poll(() => this.activeText()).toContain(text);
  }

  /** Ctrl+Z in the editor. */
  async undoInEditor(): Promise<void> {
    await this.page.keyboard.press('ControlOrMeta+z');
  }

  async addTool(template: RegExp): Promise<void> {
    await this.toolbar.newTool.click();
    await this.page.getByRole('menuitem', { name: template }).click();
  }

  private get actions() {
    return this.page.getByRole('group', { name: 'Selected tool' });
  }

  async renameActive(name: string): Promise<void> {
    await this.toolList.renameSelected(name);
  }

  async deleteActive(): Promise<void> {
    const count = await this.tools.getByRole('option').count();
    await this.actions.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(this.tools.getByRole('option')).toHaveCount(count - 1);
  }

  async undoDelete(): Promise<void> {
    const count = await this.tools.getByRole('option').count();
    await this.page.getByRole('button', { name: 'Undo delete' }).click();
    await expect(this.tools.getByRole('option')).toHaveCount(count + 1);
  }

  /** The tool names in the list, in order (without the rows' problem badges). */
  async toolNames(): Promise<string[]> {
    return this.tools.getByRole('option').locator('.tool-name').allInnerTexts();
  }

  /** Every tool's text in this tab, in list order. */
  async allTexts(): Promise<string[]> {
    return this.page.evaluate(() =>
      (
        window as unknown as { toolSchemaStudio: { store: { getState(): { tools: SavedTool[] } } } }
      ).toolSchemaStudio.store
        .getState()
        .tools.map((t) => t.text),
    );
  }

  /** Reloads `delayMs` after the last action (the deliberate delay is the point), and waits for the editor. */
  async reloadAfter(delayMs: number): Promise<void> {
    if (delayMs > 0) await this.page.waitForTimeout(delayMs);
    await this.page.reload();
    await this.waitForEditor();
  }

  /** The tool texts IndexedDB holds right now, read beside the studio as another script of the origin would. */
  async savedTexts(): Promise<string[]> {
    return this.page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('keyval-store');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const request = open.result
              .transaction('keyval')
              .objectStore('keyval')
              .get('tool-schema-studio/workspace');
            request.onsuccess = () => {
              open.result.close();
              const saved = request.result as { tools?: SavedTool[] } | undefined;
              resolve((saved?.tools ?? []).map((t) => t.text));
            };
            request.onerror = () => reject(request.error);
          };
        }),
    );
  }

  /** Waits until IndexedDB holds `text` in some tool. */
  async waitUntilSaved(text: string): Promise<void> {
    await expect
      .poll(async () => (await this.savedTexts()).some((t) => t.includes(text)), {
        message: `"${text}" reaches IndexedDB`,
      })
      .toBe(true);
  }

  /**
   * Makes this tab's IndexedDB writes fail (or work again), standing for a tab whose save has not
   * landed yet. Needs `holdableSaves` before the page is opened.
   */
  async holdSaves(hold: boolean): Promise<void> {
    await this.page.evaluate(
      (value) => ((window as unknown as { holdSaves?: boolean }).holdSaves = value),
      hold,
    );
  }

  static async holdableSaves(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (
        this: IDBObjectStore,
        ...args: Parameters<IDBObjectStore['put']>
      ) {
        if ((window as unknown as { holdSaves?: boolean }).holdSaves)
          throw new DOMException('Saving is held by the test.', 'AbortError');
        return put.apply(this, args);
      };
    });
  }
}
