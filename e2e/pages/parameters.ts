import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { TabPanel } from './tab-panel';

/** The Parameters tab: the table of the active tool's schema and its toolbar. */
export class ParametersPanel extends TabPanel {
  readonly addParameter: Locator;

  constructor(page: Page) {
    super(page, 'Parameters');
    this.addParameter = this.panel.getByRole('button', { name: 'Add parameter' });
  }

  table(schemaName = 'inputSchema'): Locator {
    return this.panel.getByRole('table', { name: `${schemaName} parameters` });
  }

  /** A cell by its accessible name, e.g. cell('Name of query'), cell('Required: query'). */
  cell(label: string): Locator {
    return this.panel.getByLabel(label, { exact: true });
  }

  /** Adds a parameter and names it by typing, as a keyboard user would (the new name cell has focus). */
  async add(name: string): Promise<void> {
    await this.addParameter.click();
    await expect(this.page.locator(':focus')).toHaveAttribute('aria-label', /^Name of param/);
    await this.page.keyboard.type(name);
    await this.page.keyboard.press('Enter');
    await expect(this.cell(`Name of ${name}`)).toBeVisible();
  }

  /** Types into a text cell and commits it with Enter. */
  async fill(label: string, value: string): Promise<void> {
    const input = this.cell(label);
    await input.fill(value);
    await input.press('Enter');
  }
}
