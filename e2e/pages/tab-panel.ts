import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** One of the preview tabs (Form, Annotations, Parameters, Export): its tab and its panel. */
export class TabPanel {
  readonly tab: Locator;
  readonly panel: Locator;

  constructor(
    readonly page: Page,
    readonly name: string,
  ) {
    this.tab = page.getByRole('tab', { name, exact: true });
    this.panel = page.getByRole('tabpanel', { name, exact: true });
  }

  /** Selects the tab and waits until its panel shows. */
  async open(): Promise<void> {
    await this.tab.click();
    await expect(this.panel).toBeVisible();
  }
}
