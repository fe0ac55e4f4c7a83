import type { Locator, Page } from '@playwright/test';

/** The installed app's side of the page: the service worker and the "Reload to update" notice. */
export class AppUpdatePanel {
  readonly notice: Locator;
  readonly reload: Locator;

  constructor(readonly page: Page) {
    this.notice = page
      .getByRole('status')
      .filter({ hasText: 'A new version of the studio is ready.' });
    this.reload = this.notice.getByRole('button', { name: 'Reload to update' });
  }

  /** Waits until a service worker is active for the page (its precache complete). */
  async waitUntilInstalled(): Promise<void> {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  }

  /** Whether the page's requests go through the service worker. */
  async controlled(): Promise<boolean> {
    return this.page.evaluate(() => navigator.serviceWorker.controller !== null);
  }

  /** What the studio does every hour and whenever its tab is shown again: ask for a new build. */
  async checkForUpdate(): Promise<void> {
    await this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
  }
}
