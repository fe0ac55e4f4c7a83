import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * The live-server parts as a user sees them: the toolbar's Connect, Import from server and
 * Compare with server, the dialog "Connect to a server", the status bar's connection state, and
 * in the Form tab Run with its region "Result", and the tool's server record (where it
 * was imported from, Download cases).
 */
export class LivePanel {
  readonly connectButton: Locator;
  readonly importFromServer: Locator;
  readonly compareWithServer: Locator;
  readonly dialog: Locator;
  readonly serverUrl: Locator;
  readonly connectionState: Locator;
  /** The Form tab's primary action while connected (Ctrl/Cmd+Enter from any field). */
  readonly run: Locator;
  readonly result: Locator;
  readonly doctor: Locator;
  /** In the Form tab, connected or not: where the tool was imported from, and its saved cases. */
  readonly importedFrom: Locator;
  readonly downloadCases: Locator;

  constructor(readonly page: Page) {
    const bar = page.getByRole('toolbar', { name: 'Studio' });
    this.connectButton = bar.getByRole('button', { name: 'Connect', exact: true });
    this.importFromServer = bar.getByRole('button', { name: 'Import from server' });
    this.compareWithServer = bar.getByRole('button', { name: 'Compare with server' });
    this.dialog = page.getByRole('dialog', { name: 'Connect to a server' });
    this.serverUrl = this.dialog.getByRole('textbox', { name: 'Server URL' });
    this.connectionState = page.getByLabel('Connection', { exact: true });
    this.run = page.getByRole('button', { name: 'Run', exact: true });
    this.result = page.getByRole('region', { name: 'Result', exact: true });
    this.doctor = this.dialog.getByRole('region', { name: 'Connection doctor' });
    this.importedFrom = page.getByText(/^Imported from /);
    this.downloadCases = page.getByRole('button', { name: /^Download cases/ });
  }

  /** Opens the dialog, connects to `url` and waits until the status bar says connected. */
  async connect(url: string, options: { transport?: string; token?: string } = {}): Promise<void> {
    await this.connectButton.click();
    await this.serverUrl.fill(url);
    if (options.transport)
      await this.dialog.getByLabel('Transport').selectOption(options.transport);
    if (options.token) await this.dialog.getByLabel('Bearer token').fill(options.token);
    await this.dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(this.connectionState).toContainText('Connected');
  }

  /**
   * Connects to `url`, closes the dialog and imports every tool the server lists, waiting until
   * the status bar says they were imported.
   */
  async connectAndImport(
    url: string,
    options: { transport?: string; token?: string } = {},
  ): Promise<void> {
    await this.connect(url, options);
    await this.closeDialog();
    await this.importFromServer.click();
    await expect(this.page.getByRole('contentinfo', { name: 'Status bar' })).toContainText(
      'Imported',
    );
  }

  async closeDialog(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(this.dialog).toBeHidden();
  }

  /**
   * Opens the dialog and presses Connect with `url` and other headers (`Name: value` lines),
   * without waiting for the outcome: for journeys where connecting fails.
   */
  async submit(url: string, options: { headers?: string } = {}): Promise<void> {
    if (!(await this.dialog.isVisible())) await this.connectButton.click();
    await this.serverUrl.fill(url);
    if (options.headers !== undefined)
      await this.dialog
        .getByLabel('Other headers (one per line, Name: value)')
        .fill(options.headers);
    await this.dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  }
}
