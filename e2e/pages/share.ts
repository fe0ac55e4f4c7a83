import type { Locator, Page } from '@playwright/test';

/** Sharing: the Share dialog that makes a link or a workspace file, and the dialog an incoming link opens. */
export class SharePanel {
  readonly button: Locator;
  readonly dialog: Locator;
  /** Shown when the page opens with a share link: it asks before adding what the link holds. */
  readonly incoming: Locator;

  constructor(readonly page: Page) {
    this.button = page
      .getByRole('toolbar', { name: 'Studio' })
      .getByRole('button', { name: 'Share' });
    this.dialog = page.getByRole('dialog', { name: 'Share' });
    this.incoming = page.getByRole('dialog', { name: 'Open shared workspace' });
  }

  async open(): Promise<void> {
    await this.button.click();
  }
}
