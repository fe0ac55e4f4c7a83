import type { Locator, Page } from '@playwright/test';

/** The editor pane's snapshots: "Take snapshot", the "Snapshots N" menu and its undo offer. */
export class SnapshotsPanel {
  readonly take: Locator;
  readonly button: Locator;
  readonly menu: Locator;
  readonly items: Locator;
  readonly undo: Locator;

  constructor(readonly page: Page) {
    const pane = page.getByRole('region', { name: 'Tool editor' });
    this.take = pane.getByRole('button', { name: 'Take snapshot' });
    this.button = pane.getByRole('button', { name: /^Snapshots \d+$/ });
    this.menu = page.getByRole('menu', { name: 'Restore snapshot' });
    this.items = this.menu.getByRole('menuitem');
    this.undo = pane.getByRole('button', { name: 'Undo restore' });
  }
}
