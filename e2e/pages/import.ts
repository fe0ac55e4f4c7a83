import type { Locator, Page } from '@playwright/test';

/** The Import dialog (paste, file, or Python source). */
export class ImportPanel {
  readonly dialog: Locator;
  readonly openButton: Locator;
  /** The JSON text box. */
  readonly text: Locator;
  /** What the text holds, as the dialog reads it before anything is added. */
  readonly preview: Locator;
  /** The dialog's confirm button: "Import", or "Import anyway" after a failed preview. */
  readonly importButton: Locator;
  /** The names the preview lists for a multi-tool document. */
  readonly toolNames: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Import' });
    this.openButton = page
      .getByRole('toolbar', { name: 'Studio' })
      .getByRole('button', { name: 'Import' });
    this.text = this.dialog.getByLabel('Tool JSON');
    this.preview = this.dialog.getByRole('region', { name: 'Import preview' });
    this.importButton = this.dialog.getByRole('button', { name: /^Import( anyway)?$/ });
    this.toolNames = this.preview.getByRole('list', { name: 'Tools found' }).getByRole('listitem');
  }

  async open(): Promise<void> {
    await this.openButton.click();
  }

  /** Puts text in the box as a paste would (one input event with the whole text). */
  async paste(text: string): Promise<void> {
    await this.text.fill(text);
  }
}
