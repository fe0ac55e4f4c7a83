import type { Locator, Page } from '@playwright/test';
import { TabPanel } from './tab-panel';

/** The Form tab: the form drawn from the inputSchema, the samples, and the output check. */
export class FormPanel extends TabPanel {
  readonly inputForm: Locator;
  readonly samples: Locator;
  readonly output: Locator;
  readonly inputProblems: Locator;
  readonly outputProblems: Locator;

  constructor(page: Page) {
    super(page, 'Form');
    this.inputForm = page.getByRole('region', { name: 'Input form' });
    this.samples = page.getByRole('region', { name: 'Samples' });
    this.output = page.getByRole('region', { name: 'Output' });
    this.inputProblems = page.getByRole('region', { name: 'Sample input problems' });
    this.outputProblems = page.getByRole('region', { name: 'Sample output problems' });
  }

}
