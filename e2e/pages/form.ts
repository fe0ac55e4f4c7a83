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
  /** An Elicitation request's form, as a client draws it, and its accept response. */
  readonly elicitationForm: Locator;
  readonly acceptContent: Locator;
  readonly acceptCheck: Locator;
  /** Sample results (structuredContent and content) checked per MCP revision. */
  readonly sampleResult: Locator;
  readonly resultCheck: Locator;
  readonly resultFindings: Locator;
  /** The test cases under the picker: the summary line, and the list it opens. */
  readonly caseSummary: Locator;
  readonly caseList: Locator;
  /** Under the form: shows every problem of the sample and goes to the first ("Check" before any edit). */
  readonly checkNow: Locator;

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
    this.elicitationForm = page.getByRole('form', { name: 'Elicitation form' });
    this.acceptContent = page.getByLabel('Accept content JSON');
    this.acceptCheck = page.getByRole('status', { name: 'Accept content check' });
    this.sampleResult = page.getByRole('textbox', { name: 'Sample result' });
    this.resultCheck = page.getByRole('status', { name: 'Sample result check' });
    this.resultFindings = page.getByRole('list', { name: 'Sample result findings' });
    this.caseSummary = this.samples.getByText(/^Test cases: /);
    this.caseList = this.samples.getByRole('list', { name: 'Test cases' });
    this.checkNow = this.panel.getByRole('button', { name: 'Check', exact: true });
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

  /**
   * Opens the "Sample actions" menu (name, save as new, delete, examples, generate cases) and
   * returns it; each action closes it again.
   */
  async sampleActions(): Promise<Locator> {
    const menu = this.samples.getByRole('group', { name: 'Sample actions' });
    if (!(await menu.isVisible()))
      await this.samples.getByRole('button', { name: 'Sample actions ▾' }).click();
    await expect(menu).toBeVisible();
    return menu;
  }

  /** The problems drawn under one field of the input form, found by the field's label. */
  fieldErrors(label: RegExp): Locator {
    return this.inputForm
      .locator('.form-field')
      .filter({ has: this.page.getByLabel(label) })
      .last()
      .locator('.error-detail');
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
