import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * The Selection tab: the author's cases (prompt → expected tool) with each one's place, and the
 * workspace's confusable pairs.
 */
export class SelectionPanel {
  readonly tab: Locator;
  readonly panel: Locator;
  readonly prompt: Locator;
  readonly expectedTool: Locator;
  readonly add: Locator;
  readonly cases: Locator;
  readonly pairs: Locator;
  /** While a folder is open: writes its cases to its selection-cases.json. */
  readonly saveCases: Locator;
  /** While a folder is open: where its cases are saved, and whether they are. */
  readonly folderStatus: Locator;

  constructor(readonly page: Page) {
    this.tab = page.getByRole('tab', { name: 'Selection', exact: true });
    this.panel = page.getByRole('tabpanel', { name: 'Selection', exact: true });
    this.prompt = this.panel.getByRole('textbox', { name: 'Prompt' });
    this.expectedTool = this.panel.getByRole('combobox', { name: 'Expected tool' });
    this.add = this.panel.getByRole('button', { name: 'Add case' });
    this.cases = this.panel.getByRole('list', { name: 'Selection cases' });
    this.pairs = this.panel.getByRole('list', { name: 'Confusable pairs' });
    this.saveCases = this.panel.getByRole('button', { name: 'Save cases' });
    this.folderStatus = this.panel.locator('.selection-folder');
  }

  async open(): Promise<void> {
    await this.tab.click();
    await expect(this.panel).toBeVisible();
  }

  /** Writes a case as the author does: the prompt, the tool a model should pick, Add case. */
  async addCase(prompt: string, tool: string): Promise<void> {
    await this.prompt.fill(prompt);
    await this.expectedTool.selectOption(tool);
    await this.add.click();
  }

  /** The listed case whose prompt is this. */
  case(prompt: string): Locator {
    return this.cases.getByRole('listitem').filter({ hasText: prompt });
  }
}
