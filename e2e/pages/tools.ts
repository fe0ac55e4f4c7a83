import type { Locator, Page } from '@playwright/test';

/** The tool list beside the editor. */
export class ToolsPanel {
  readonly list: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('listbox', { name: 'Tools' });
  }

  tool(name: string | RegExp): Locator {
    return this.list.getByRole('option', { name, exact: typeof name === 'string' });
  }
}
