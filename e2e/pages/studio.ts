import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { StudioWindow } from '../../src/test-api';
import { AnnotationsPanel } from './annotations';
import { ExportPanel } from './export';
import { FormPanel } from './form';
import { HostsPanel } from './hosts';
import { ImportPanel } from './import';
import { LivePanel } from './live';
import { ParametersPanel } from './parameters';
import { ProblemsPanel } from './problems';
import { SharePanel } from './share';
import type { TabPanel } from './tab-panel';
import { ToolsPanel } from './tools';

/**
 * The studio as a user sees it, by accessible names: the entry to one page object per panel
 * (form, annotations, parameters, export, hosts, problemsPanel, toolList, importer, share), plus the
 * shell's own parts and the test API (src/test-api.ts) for what a test sets up through the store.
 */
export class StudioPage {
  readonly form: FormPanel;
  readonly annotations: AnnotationsPanel;
  readonly parameters: ParametersPanel;
  readonly export: ExportPanel;
  readonly hosts: HostsPanel;
  readonly problemsPanel: ProblemsPanel;
  readonly toolList: ToolsPanel;
  readonly importer: ImportPanel;
  readonly share: SharePanel;
  readonly live: LivePanel;
  /** The preview tabs by their names, for specs that visit each. */
  readonly tabs: Record<'Form' | 'Annotations' | 'Parameters' | 'Export', TabPanel>;
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
    this.form = new FormPanel(page);
    this.annotations = new AnnotationsPanel(page);
    this.parameters = new ParametersPanel(page);
    this.export = new ExportPanel(page);
    this.hosts = new HostsPanel(page);
    this.problemsPanel = new ProblemsPanel(page);
    this.toolList = new ToolsPanel(page);
    this.importer = new ImportPanel(page);
    this.share = new SharePanel(page);
    this.live = new LivePanel(page);
    this.tabs = {
      Form: this.form,
      Annotations: this.annotations,
      Parameters: this.parameters,
      Export: this.export,
    };
    // The shortcuts older specs use; each is the panel object's own locator.
    this.tools = this.toolList.list;
    this.editor = page.getByRole('region', { name: 'Tool editor' });
    this.problems = this.problemsPanel.region;
    this.statusBar = this.problemsPanel.statusBar;
    this.importDialog = this.importer.dialog;
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
    const region = this.page
      .getByRole('tabpanel', { name: 'Export' })
      .getByRole('region', { name: 'Preflight' });
    await expect(region).toBeVisible();
    return region;
  }

  /** A target's row in the Preflight summary. */
  preflightRow(preflight: Locator, target: string): Locator {
    return preflight
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: target, exact: true }) });
  }

  tool(name: string): Locator {
    return this.toolList.tool(name);
  }

  /** The visible text of the editor, lines joined (Monaco renders non-breaking spaces). */
  async editorText(): Promise<string> {
    return (await this.editor.locator('.view-lines').innerText()).replace(/\u00a0/g, ' ');
  }

  /** The active tool's text in the store (the truth the editor shows). */
  async activeText(): Promise<string> {
    return this.page.evaluate(() => {
      const state = (window as unknown as StudioWindow).toolSchemaStudio.store.getState();
      return state.tools.find((t) => t.id === state.activeToolId)?.text ?? '';
    });
  }

  /**
   * Replaces the active tool's text through the store, as an import or a panel would; the
   * editor follows. Typing whole documents through the keyboard fights Monaco's auto-closing.
   */
  async setActiveText(text: string): Promise<void> {
    await this.page.evaluate((value) => {
      const state = (window as unknown as StudioWindow).toolSchemaStudio.store.getState();
      state.setToolText(state.activeToolId!, value);
    }, text);
  }

  /**
   * Makes the workspace these tools, in order: the tool the studio opened with becomes the first,
   * the others are added after it, and the first is selected.
   */
  async setWorkspace(texts: readonly string[]): Promise<void> {
    await this.page.evaluate((all) => {
      const state = (window as unknown as StudioWindow).toolSchemaStudio.store.getState();
      const first = state.tools[0]!.id;
      state.setToolText(first, all[0]!);
      state.addTools(all.slice(1));
      state.selectTool(first);
    }, texts);
  }

  /** Keeps a sample with the active tool, as the Playground does when the user saves one. */
  async saveSample(name: string, input: string): Promise<void> {
    await this.page.evaluate(
      ({ name, input }) => {
        const state = (window as unknown as StudioWindow).toolSchemaStudio.store.getState();
        state.saveSample(state.activeToolId!, { name, input });
      },
      { name, input },
    );
  }

  /** The active tool's samples as [name, input] pairs, and whether one is selected. */
  async activeSamples(): Promise<{ samples: [string, string][]; hasActive: boolean }> {
    return this.page.evaluate(() => {
      const state = (window as unknown as StudioWindow).toolSchemaStudio.store.getState();
      const tool = state.tools.find((t) => t.id === state.activeToolId)!;
      return {
        samples: tool.samples.map((s) => [s.name, s.input] as [string, string]),
        hasActive: !!tool.activeSampleId,
      };
    });
  }

  /** Puts the cursor/selection in the editor (1-based line/column). */
  async select(
    startLine: number,
    startColumn: number,
    endLine = startLine,
    endColumn = startColumn,
  ): Promise<void> {
    await this.page.evaluate(
      (range) => (window as unknown as StudioWindow).toolSchemaStudio.editor()?.select(range),
      { startLine, startColumn, endLine, endColumn },
    );
  }

  problem(text: string | RegExp): Locator {
    return this.problemsPanel.problem(text);
  }
}
