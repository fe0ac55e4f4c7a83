import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The Problems list under the editor, and the status bar that counts them. */
export class ProblemsPanel {
  readonly region: Locator;
  readonly statusBar: Locator;
  /** The switch between the active tool's problems and every tool's. */
  readonly scope: Locator;
  /** The workspace's MCP revision, in the status bar. */
  readonly mcpRevision: Locator;
  /** Beside it, while a tool imported from a server is open: the revision that server negotiated. */
  readonly toolRevision: Locator;
  /** The disclosure ("12 info notes") that folds the info notes under the errors and warnings. */
  readonly infoNotes: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Problems', exact: true });
    this.statusBar = page.getByRole('contentinfo', { name: 'Status bar' });
    this.scope = this.region.getByRole('radiogroup', { name: 'Show problems of' });
    this.mcpRevision = this.statusBar.getByRole('combobox', { name: 'MCP revision' });
    this.toolRevision = this.statusBar.getByText(/^This tool: /);
    this.infoNotes = this.region.getByRole('button', { name: /^\d+ info notes?$/ });
  }

  /** Opens the fold over the info notes, if it is closed. */
  async showInfoNotes(): Promise<void> {
    if ((await this.infoNotes.getAttribute('aria-expanded')) === 'false')
      await this.infoNotes.click();
    await expect(this.infoNotes).toHaveAttribute('aria-expanded', 'true');
  }

  async showScope(scope: 'This tool' | 'All tools'): Promise<void> {
    await this.scope.getByRole('radio', { name: scope }).check();
  }

  /** A listed problem, by (part of) its text; clicking it moves the editor there. */
  problem(text: string | RegExp): Locator {
    return this.region.getByRole('button').filter({ hasText: text });
  }

  /**
   * In "All tools": one tool's run of problems of one severity, by the tool's name (a tool with
   * errors and warnings heads two runs).
   */
  group(toolName: string): Locator {
    return this.region.getByRole('region', {
      name: new RegExp(`^${toolName}( \\d+ (errors?|warnings?|info))?$`),
    });
  }

  /**
   * In "All tools": the names heading the runs, in order: every tool's errors, then warnings, then
   * (once the fold is open) info notes.
   */
  async groupNames(): Promise<string[]> {
    return this.region
      .locator('.problem-group-title')
      .evaluateAll((titles) => titles.map((t) => t.firstChild?.textContent?.trim() ?? ''));
  }
}
