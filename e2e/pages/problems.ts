import type { Locator, Page } from '@playwright/test';

/** The Problems list under the editor, and the status bar that counts them. */
export class ProblemsPanel {
  readonly region: Locator;
  readonly statusBar: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Problems', exact: true });
    this.statusBar = page.getByRole('contentinfo', { name: 'Status bar' });
  }

  /** A listed problem, by (part of) its text; clicking it moves the editor there. */
  problem(text: string | RegExp): Locator {
    return this.region.getByRole('button').filter({ hasText: text });
  }
}
