import type { Locator, Page } from '@playwright/test';
import { TabPanel } from './tab-panel';

/** The Annotations tab: the behaviour hints and the directory-readiness list. */
export class AnnotationsPanel extends TabPanel {
  readonly readiness: Locator;

  constructor(page: Page) {
    super(page, 'Annotations');
    this.readiness = page.getByRole('region', { name: 'Directory readiness' });
  }
}
