import type { Locator, Page } from '@playwright/test';
import { TabPanel } from './tab-panel';

/** The Export tab: target choice, options, the exported JSON and the list of changes. */
export class ExportPanel extends TabPanel {
  constructor(page: Page) {
    super(page, 'Export');
  }

  /** Picks a target by its label in the Target picker ("OpenAI strict" included). */
  async chooseTarget(label: string): Promise<void> {
    await this.panel.getByRole('combobox', { name: 'Target' }).selectOption({ label });
  }

  /** The exported JSON for a target, as shown. */
  output(label: string): Locator {
    return this.panel.getByRole('region', { name: `${label} output` });
  }
}
