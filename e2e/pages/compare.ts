import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The Compare dialog: the side-by-side diff editor and the change list beside it. */
export class ComparePage {
  readonly dialog: Locator;
  readonly source: Locator;
  readonly changes: Locator;
  readonly diffEditor: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Compare' });
    this.source = this.dialog.getByRole('combobox', { name: 'Compare the current tool with' });
    this.changes = this.dialog.getByRole('region', { name: 'Changes' });
    this.diffEditor = this.dialog.locator('.monaco-diff-editor');
  }

  async open(): Promise<void> {
    await this.page
      .getByRole('region', { name: 'Tool editor' })
      .getByRole('button', { name: 'Compare…' })
      .click();
    await expect(this.dialog).toBeVisible();
    await expect(this.diffEditor.locator('.editor.modified .view-lines').first()).toBeVisible();
  }

  /** The button of one change in the list, by its text. */
  change(text: string | RegExp): Locator {
    return this.changes.getByRole('button').filter({ hasText: text });
  }

  /** The line number the cursor is on, on one side of the diff editor. */
  activeLine(side: 'original' | 'modified'): Locator {
    return this.diffEditor.locator(`.editor.${side} .line-numbers.active-line-number`);
  }

  /** The selected text drawn on one side (a change clicked selects its value there). */
  selection(side: 'original' | 'modified'): Locator {
    return this.diffEditor.locator(`.editor.${side} .selected-text`).first();
  }
}
