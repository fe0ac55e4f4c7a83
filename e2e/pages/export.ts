import type { Page } from '@playwright/test';
import { TabPanel } from './tab-panel';

/** The Export tab: target choice, options, the exported JSON and the list of changes. */
export class ExportPanel extends TabPanel {
  constructor(page: Page) {
    super(page, 'Export');
  }
}
