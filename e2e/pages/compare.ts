import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The Compare dialog: the side-by-side diff editor and the change list beside it. */
export class ComparePage {
  readonly dialog: Locator;
  readonly source: Locator;
  readonly changes: Locator;
  readonly diffEditor: Locator;
  /** What the dialog shows instead of a diff when the tool has no snapshot. */
  readonly noSnapshot: Locator;
  /** The editor pane's "Compare…", which opens the dialog. */
  readonly trigger: Locator;
  readonly close: Locator;
  /** Which version is read as the old one, in words ("From the server's get-sum to your text:"). */
  readonly direction: Locator;
  /** For a tool imported from the server connected now: the diff from the user's text to the server's now, and the answer. */
  readonly serverSinceImport: Locator;
  readonly sinceImportAnswer: Locator;

  constructor(readonly page: Page) {
    this.trigger = page
      .getByRole('region', { name: 'Tool editor' })
      .getByRole('button', { name: 'Compare…' });
    this.dialog = page.getByRole('dialog', { name: 'Compare' });
    this.close = this.dialog.getByRole('button', { name: 'Close' });
    this.source = this.dialog.getByRole('combobox', { name: 'Compare the current tool with' });
    this.changes = this.dialog.getByRole('region', { name: 'Changes' });
    this.diffEditor = this.dialog.locator('.monaco-diff-editor');
    this.noSnapshot = this.dialog.getByRole('region', { name: 'No snapshot yet' });
    this.direction = this.changes.getByText(/^From .+ to .+:$/);
    this.serverSinceImport = this.dialog.getByRole('button', {
      name: 'Has the server changed since import?',
    });
    this.sinceImportAnswer = this.changes.getByRole('status');
  }

  /** Opens the dialog on a tool without snapshots: its empty state, no diff editor. */
  async openWithoutSnapshot(): Promise<void> {
    await this.page
      .getByRole('region', { name: 'Tool editor' })
      .getByRole('button', { name: 'Compare…' })
      .click();
    await expect(this.dialog).toBeVisible();
    await expect(this.noSnapshot).toBeVisible();
  }

  /** Opens the dialog: on the diff editor, or on the empty state of a tool without snapshots. */
  async open(): Promise<void> {
    await this.page
      .getByRole('region', { name: 'Tool editor' })
      .getByRole('button', { name: 'Compare…' })
      .click();
    await expect(this.dialog).toBeVisible();
    await expect(
      this.diffEditor.locator('.editor.modified .view-lines').first().or(this.noSnapshot),
    ).toBeVisible();
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
