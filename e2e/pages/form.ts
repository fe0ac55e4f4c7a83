import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { StudioPage } from './studio';

/** The Form tab: the active tool's arguments as a form, the sample JSON beside it, and test cases. */
export class FormPanel {
  readonly form: Locator;
  readonly sample: Locator;
  readonly check: Locator;
  readonly pasteNote: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('region', { name: 'Input form' });
    this.sample = page.getByRole('textbox', { name: 'Sample input' });
    this.check = page.getByRole('status', { name: 'Sample input check' });
    this.pasteNote = page.getByRole('status', { name: 'Paste note' });
  }

  /** Puts a tool (as JSON text) in the workspace through the store and shows its form. */
  async openTool(studio: StudioPage, tool: unknown): Promise<void> {
    await studio.setActiveText(JSON.stringify(tool, null, 2));
    await this.page.getByRole('tab', { name: 'Form' }).click();
    await expect(this.form).toBeVisible();
  }

  /** The state control of a field (omitted / empty / null / has a value), whatever state it is in. */
  state(field: string): Locator {
    return this.form.getByRole('combobox', { name: new RegExp(`^State of ${field}: `) });
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
