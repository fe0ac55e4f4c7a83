import type { Locator, Page } from '@playwright/test';

/** The Import dialog (paste, file, or Python source). */
export class ImportPanel {
  readonly dialog: Locator;
  readonly openButton: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Import' });
    this.openButton = page
      .getByRole('toolbar', { name: 'Studio' })
      .getByRole('button', { name: 'Import' });
  }

  async open(): Promise<void> {
    await this.openButton.click();
  }
}
