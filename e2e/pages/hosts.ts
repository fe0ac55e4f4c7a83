import type { Locator, Page } from '@playwright/test';
import { TabPanel } from './tab-panel';

/** The Hosts tab: the Server name field and the table of hosts, each row named by its label. */
export class HostsPanel extends TabPanel {
  readonly serverName: Locator;
  readonly table: Locator;

  constructor(page: Page) {
    super(page, 'Hosts');
    this.serverName = this.panel.getByRole('textbox', { name: 'Server name' });
    this.table = this.panel.getByRole('table', { name: 'Hosts' });
  }

  /** A host's (or an app directory's) row, by its label. */
  row(label: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) });
  }

  /** The row's verdict, in words ("Accepted as is", "Cut", "Dropped", …). */
  verdict(label: string): Locator {
    return this.row(label).locator('.hosts-verdict');
  }

  /** Replaces the server name as a user would: select it all and type the new one. */
  async setServerName(name: string): Promise<void> {
    await this.serverName.fill('');
    await this.serverName.pressSequentially(name);
  }
}
