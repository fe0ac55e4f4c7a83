import type { Locator, Page } from '@playwright/test';

/** The Problems list under the editor, and the status bar that counts them. */
export class ProblemsPanel {
  readonly region: Locator;
  readonly statusBar: Locator;
  /** The switch between the active tool's problems and every tool's. */
  readonly scope: Locator;
  /** The workspace's MCP revision, in the status bar. */
  readonly mcpRevision: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Problems', exact: true });
    this.statusBar = page.getByRole('contentinfo', { name: 'Status bar' });
    this.scope = this.region.getByRole('radiogroup', { name: 'Show problems of' });
    this.mcpRevision = this.statusBar.getByRole('combobox', { name: 'MCP revision' });
  }

  async showScope(scope: 'This tool' | 'All tools'): Promise<void> {
    await this.scope.getByRole('radio', { name: scope }).check();
  }

  /** A listed problem, by (part of) its text; clicking it moves the editor there. */
  problem(text: string | RegExp): Locator {
    return this.region.getByRole('button').filter({ hasText: text });
  }

  /** In "All tools": one tool's group of problems, by the tool's name. */
  group(toolName: string): Locator {
    return this.region.getByRole('region', { name: new RegExp(`^${toolName} \\d+$`) });
  }

  /** In "All tools": the names of the tools with listed problems, in order. */
  async groupNames(): Promise<string[]> {
    return this.region
      .locator('.problem-group-title')
      .evaluateAll((titles) => titles.map((t) => t.firstChild?.textContent?.trim() ?? ''));
  }
}
