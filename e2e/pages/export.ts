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

  /** The bar with Copy and Download, which stays in place while the panel scrolls. */
  get actions(): Locator {
    return this.panel.getByRole('group', { name: 'Export actions' });
  }

  /** Scrolls the box the panel scrolls in (the nearest scrollable ancestor) by `pixels`. */
  async scrollBy(pixels: number): Promise<number> {
    return this.panel.evaluate((element, by) => {
      let box: HTMLElement | null = element as HTMLElement;
      while (
        box &&
        !(box.scrollHeight > box.clientHeight && getComputedStyle(box).overflowY !== 'visible')
      )
        box = box.parentElement;
      if (!box) return 0;
      const before = box.scrollTop;
      box.scrollTop += by;
      return box.scrollTop - before;
    }, pixels);
  }
}
