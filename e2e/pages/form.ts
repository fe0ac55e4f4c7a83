import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { TabPanel } from './tab-panel';

/** The Form tab: the form drawn from the inputSchema, the samples, test cases, and the output check. */
export class FormPanel extends TabPanel {
  readonly inputForm: Locator;
  readonly samples: Locator;
  readonly output: Locator;
  readonly inputProblems: Locator;
  readonly outputProblems: Locator;
  /** The sample input as JSON text, beside the form. */
  readonly sample: Locator;
  readonly check: Locator;
  readonly pasteNote: Locator;
  /** Where a form that needs the form's schema checker (Ajv, loaded after the first field) waits for it. */
  readonly checkerLoading: Locator;
  readonly checkerFailed: Locator;

  constructor(page: Page) {
    super(page, 'Form');
    this.inputForm = page.getByRole('region', { name: 'Input form' });
    this.samples = page.getByRole('region', { name: 'Samples' });
    this.output = page.getByRole('region', { name: 'Output' });
    this.inputProblems = page.getByRole('region', { name: 'Sample input problems' });
    this.outputProblems = page.getByRole('region', { name: 'Sample output problems' });
    this.sample = page.getByRole('textbox', { name: 'Sample input' });
    this.check = page.getByRole('status', { name: 'Sample input check' });
    this.pasteNote = page.getByRole('status', { name: 'Paste note' });
    this.checkerLoading = this.inputForm.getByText('Loading the form’s schema checker…');
    this.checkerFailed = this.inputForm.getByRole('alert').filter({ hasText: 'did not load' });
  }

  /**
   * Puts a tool (as JSON text) in the workspace through the store and shows its form. `studio` is
   * the StudioPage (typed by what is used of it: studio.ts imports this page object).
   */
  async openTool(
    studio: { setActiveText(text: string): Promise<void> },
    tool: unknown,
  ): Promise<void> {
    await studio.setActiveText(JSON.stringify(tool, null, 2));
    await this.tab.click();
    await expect(this.inputForm).toBeVisible();
  }

  /** The state control of a field (omitted / empty / null / has a value), whatever state it is in. */
  state(field: string): Locator {
    return this.inputForm.getByRole('combobox', { name: new RegExp(`^State of ${field}: `) });
  }

  async setState(field: string, state: 'omitted' | 'empty' | 'null' | 'value'): Promise<void> {
    await this.state(field).selectOption(state);
  }

  /** The sample input, parsed. */
  async sampleValue(): Promise<unknown> {
    return JSON.parse(await this.sample.inputValue()) as unknown;
  }

  /** Replaces the sample input by pasting `text` from the clipboard, as a person would. */
  async pasteIntoSample(text: string): Promise<void> {
    await this.page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await this.sample.focus();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.press('ControlOrMeta+V');
  }

  async copySample(): Promise<string> {
    await this.page.getByRole('button', { name: 'Copy sample input' }).click();
    await expect(this.page.getByText('Copied the sample input.')).toBeVisible();
    return this.page.evaluate(() => navigator.clipboard.readText());
  }
}
