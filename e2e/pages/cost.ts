import type { Locator, Page } from '@playwright/test';
import { TabPanel } from './tab-panel';

/** The Cost tab: the current tool's meter, the toolset per target, and what the model sees. */
export class CostPanel extends TabPanel {
  readonly target: Locator;
  readonly toolMeter: Locator;
  /** The current tool's "In context" figure (number and method). */
  readonly toolFigure: Locator;
  readonly delta: Locator;
  readonly contributors: Locator;
  readonly toolset: Locator;
  /** The toolset's cost per host: what each host sends its model. */
  readonly hosts: Locator;
  /** The toolset's heading: how many tools are counted, and what was not. */
  readonly toolsetHeading: Locator;
  readonly signature: Locator;
  readonly dropped: Locator;
  readonly exportedJson: Locator;

  constructor(page: Page) {
    super(page, 'Cost');
    this.target = this.panel.getByRole('combobox', { name: 'Target' });
    this.toolMeter = this.panel.getByTestId('cost-tool-meter');
    this.toolFigure = this.toolMeter.locator('dd').first();
    this.delta = this.panel.getByTestId('cost-delta');
    this.contributors = this.panel.getByRole('table', { name: 'Biggest contributors' });
    this.toolset = this.panel.getByRole('table', { name: 'Toolset cost per target' });
    this.hosts = this.panel.getByRole('table', { name: 'Toolset cost per host' });
    this.toolsetHeading = this.panel.getByRole('heading', { name: /^Toolset: / });
    this.signature = this.panel.getByLabel('OpenAI function signature');
    this.dropped = this.signature.locator('.cost-dropped');
    this.exportedJson = this.panel.getByLabel('Exported JSON');
  }

  /** The current tool's token count as shown. */
  async toolTokens(): Promise<number> {
    const text = await this.toolFigure.locator('.cost-number').innerText();
    return Number(text.replace(/,/g, ''));
  }

  /** A target's row in the toolset table. */
  toolsetRow(label: string): Locator {
    return this.toolset
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) });
  }

  /** A host's row in the per-host table. */
  hostRow(label: string): Locator {
    return this.hosts
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) });
  }
}
