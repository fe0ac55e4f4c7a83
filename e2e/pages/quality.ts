import type { Locator, Page } from '@playwright/test';

/**
 * The Quality tab: the current tool's fingerprint, a line each saying how many trust findings and
 * quality notes it has in Problems (or that it has none), its score, then the workspace.
 */
export class QualityPanel {
  readonly tab: Locator;
  readonly panel: Locator;
  readonly fingerprint: Locator;
  readonly trust: Locator;
  readonly notes: Locator;
  readonly scores: Locator;
  readonly workspace: Locator;
  /** The six-component description rubric, with its compact column. */
  readonly rubric: Locator;
  readonly bestEdit: Locator;
  readonly compact: Locator;

  constructor(readonly page: Page) {
    this.tab = page.getByRole('tab', { name: 'Quality' });
    this.panel = page.getByRole('tabpanel', { name: 'Quality' });
    this.fingerprint = this.panel.getByRole('textbox', { name: 'Fingerprint' });
    this.trust = this.panel.getByText(
      /trust findings? of this tool (is|are) in Problems|^No hidden characters/,
    );
    this.notes = this.panel.getByText(
      /quality notes? of this tool (is|are) in Problems|^No quality notes/,
    );
    this.scores = this.panel.getByRole('table', { name: 'Score per dimension' });
    this.workspace = this.panel.getByRole('region', { name: 'Workspace' });
    this.rubric = this.panel.getByRole('table', { name: 'Description rubric' });
    this.bestEdit = this.panel
      .getByRole('paragraph')
      .filter({ hasText: /^(One edit worth most|No single edit)/ });
    this.compact = this.panel.getByRole('paragraph').filter({ hasText: /^Compact:/ });
  }

  async open(): Promise<void> {
    await this.tab.click();
  }

  /** The rubric's row for a component: its score, compact score, why and edit. */
  rubricRow(component: string): Locator {
    return this.rubric.getByRole('row', { name: new RegExp(`^${component}`) });
  }
}
