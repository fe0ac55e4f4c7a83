import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The tool list beside the editor. */
export class ToolsPanel {
  readonly list: Locator;
  /** The list's right edge: a separator moved with the arrow keys, Home and End. */
  readonly resizer: Locator;
  /** Rename, Duplicate, Delete and the moves, under the list. */
  readonly actions: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('listbox', { name: 'Tools' });
    this.resizer = page.getByRole('separator', { name: 'Resize tool list' });
    this.actions = page.getByRole('group', { name: 'Selected tool' });
  }

  tool(name: string | RegExp): Locator {
    return this.list.getByRole('option', { name, exact: typeof name === 'string' });
  }

  get rows(): Locator {
    return this.list.getByRole('option');
  }

  /** Chooses the target whose preflight each row summarises ("None" for none). */
  async chooseRowTarget(label: string): Promise<void> {
    await this.page.getByLabel('Preflight', { exact: true }).selectOption({ label });
  }

  /** Renames the selected tool with the list's own Rename form. */
  async renameSelected(name: string): Promise<void> {
    const actions = this.page.getByRole('group', { name: 'Selected tool' });
    await actions.getByRole('button', { name: 'Rename', exact: true }).click();
    await this.page.getByLabel('New name').fill(name);
    await this.page.getByRole('button', { name: 'Save name' }).click();
    await expect(this.tool(name)).toBeVisible();
  }

  /**
   * Every row as [name, accessible description], e.g. ["fetch", "1 warning, 2 info"]; the
   * description is what the row's badges say to a screen reader.
   */
  async statuses(): Promise<[string, string][]> {
    return this.rows.evaluateAll((rows) =>
      rows.map((row) => {
        const name = row.querySelector('.tool-name')?.textContent ?? '';
        const ids = (row.getAttribute('aria-describedby') ?? '').split(' ');
        const description = ids.map((id) => document.getElementById(id)?.textContent ?? '');
        return [name, description.join(' ').trim()] as [string, string];
      }),
    );
  }
}
