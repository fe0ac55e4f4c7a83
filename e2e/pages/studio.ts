import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

interface StudioApi {
  store: {
    getState(): {
      tools: { id: string; text: string; samples: { name: string; input: string }[]; activeSampleId?: string }[];
      activeToolId: string | undefined;
      setToolText(id: string, text: string): void;
      saveSample(toolId: string, sample: { name: string; input: string }): string;
    };
  };
  editor(): { select(range: { startLine: number; startColumn: number; endLine: number; endColumn: number }): void } | undefined;
  flush(): Promise<void>;
}

/** The studio as a user sees it, with the accessible names of DESIGN.md. */
export class StudioPage {
  readonly toolbar: { newTool: Locator; import: Locator; share: Locator; theme: Locator };
  readonly tools: Locator;
  readonly editor: Locator;
  readonly problems: Locator;
  readonly statusBar: Locator;
  readonly importDialog: Locator;

  constructor(readonly page: Page) {
    const bar = page.getByRole('toolbar', { name: 'Studio' });
    this.toolbar = {
      newTool: bar.getByRole('button', { name: 'New tool' }),
      import: bar.getByRole('button', { name: 'Import' }),
      share: bar.getByRole('button', { name: 'Share' }),
      theme: bar.getByRole('button', { name: 'Theme' }),
    };
    this.tools = page.getByRole('listbox', { name: 'Tools' });
    this.editor = page.getByRole('region', { name: 'Tool editor' });
    this.problems = page.getByRole('region', { name: 'Problems', exact: true });
    this.statusBar = page.getByRole('contentinfo', { name: 'Status bar' });
    this.importDialog = page.getByRole('dialog', { name: 'Import' });
  }

  async open(): Promise<void> {
    await this.page.goto('/');
    await this.waitForEditor();
  }

  async waitForEditor(): Promise<void> {
    await expect(this.editor.locator('.monaco-editor .view-lines')).toBeVisible();
  }

  /** Opens the Export tab and returns its Preflight summary. */
  async openPreflight(): Promise<Locator> {
    await this.page.getByRole('tab', { name: 'Export' }).click();
    const region = this.page.getByRole('tabpanel', { name: 'Export' }).getByRole('region', { name: 'Preflight' });
    await expect(region).toBeVisible();
    return region;
  }

  /** A target's row in the Preflight summary. */
  preflightRow(preflight: Locator, target: string): Locator {
    return preflight.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: target, exact: true }) });
  }

  tool(name: string): Locator {
    return this.tools.getByRole('option', { name, exact: true });
  }

  /** The visible text of the editor, lines joined (Monaco renders non-breaking spaces). */
  async editorText(): Promise<string> {
    return (await this.editor.locator('.view-lines').innerText()).replace(/\u00a0/g, ' ');
  }

  /** The active tool's text in the store (the truth the editor shows). */
  async activeText(): Promise<string> {
    return this.page.evaluate(() => {
      const state = (window as unknown as { toolSchemaStudio: StudioApi }).toolSchemaStudio.store.getState();
      return state.tools.find((t) => t.id === state.activeToolId)?.text ?? '';
    });
  }

  /**
   * Replaces the active tool's text through the store, as an import or a panel would; the
   * editor follows. Typing whole documents through the keyboard fights Monaco's auto-closing.
   */
  async setActiveText(text: string): Promise<void> {
    await this.page.evaluate((value) => {
      const state = (window as unknown as { toolSchemaStudio: StudioApi }).toolSchemaStudio.store.getState();
      state.setToolText(state.activeToolId!, value);
    }, text);
  }

  /** Keeps a sample with the active tool, as the Playground does when the user saves one. */
  async saveSample(name: string, input: string): Promise<void> {
    await this.page.evaluate(
      ({ name, input }) => {
        const state = (window as unknown as { toolSchemaStudio: StudioApi }).toolSchemaStudio.store.getState();
        state.saveSample(state.activeToolId!, { name, input });
      },
      { name, input },
    );
  }

  /** The active tool's samples as [name, input] pairs, and whether one is selected. */
  async activeSamples(): Promise<{ samples: [string, string][]; hasActive: boolean }> {
    return this.page.evaluate(() => {
      const state = (window as unknown as { toolSchemaStudio: StudioApi }).toolSchemaStudio.store.getState();
      const tool = state.tools.find((t) => t.id === state.activeToolId)!;
      return { samples: tool.samples.map((s) => [s.name, s.input] as [string, string]), hasActive: !!tool.activeSampleId };
    });
  }

  /** Puts the cursor/selection in the editor (1-based line/column). */
  async select(startLine: number, startColumn: number, endLine = startLine, endColumn = startColumn): Promise<void> {
    await this.page.evaluate(
      (range) => (window as unknown as { toolSchemaStudio: StudioApi }).toolSchemaStudio.editor()?.select(range),
      { startLine, startColumn, endLine, endColumn },
    );
  }

  problem(text: string | RegExp): Locator {
    return this.problems.getByRole('button').filter({ hasText: text });
  }
}
