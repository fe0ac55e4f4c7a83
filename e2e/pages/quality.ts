import type { Locator, Page } from '@playwright/test';

/** The Quality tab: the current tool's fingerprint, trust findings, score and notes, then the workspace. */
export class QualityPanel {
  readonly tab: Locator;
  readonly panel: Locator;
  readonly fingerprint: Locator;
  readonly trust: Locator;
  readonly notes: Locator;
  readonly scores: Locator;
  readonly workspace: Locator;

  constructor(readonly page: Page) {
    this.tab = page.getByRole('tab', { name: 'Quality' });
    this.panel = page.getByRole('tabpanel', { name: 'Quality' });
    this.fingerprint = this.panel.getByRole('textbox', { name: 'Fingerprint' });
    this.trust = this.panel.getByRole('list', { name: 'Trust findings' });
    this.notes = this.panel.getByRole('list', { name: 'Quality notes' });
    this.scores = this.panel.getByRole('table', { name: 'Score per dimension' });
    this.workspace = this.panel.getByRole('region', { name: 'Workspace' });
  }

  async open(): Promise<void> {
    await this.tab.click();
  }

  trustFinding(text: string | RegExp): Locator {
    return this.trust.getByRole('button').filter({ hasText: text });
  }
}
