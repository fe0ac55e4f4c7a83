/**
 * The small handle the studio puts on `window.toolSchemaStudio` for end-to-end tests and the
 * bench (as tldraw's EndToEndApi): declared here once, with no imports, so Playwright specs and
 * the bench import the type without compiling the app; src/main.tsx builds it, and the compiler
 * checks there that the real store and editor fit it.
 */
export interface StudioTestState {
  tools: {
    id: string;
    text: string;
    samples: readonly { name: string; input: string }[];
    activeSampleId?: string | undefined;
  }[];
  activeToolId: string | undefined;
  analyses: Record<string, { text: string }>;
  addTool(text: string): string;
  addTools(texts: readonly string[]): string[];
  selectTool(id: string): void;
  setToolText(id: string, text: string): void;
  applyToolEdits(
    id: string,
    edits: readonly { offset: number; length: number; content: string }[],
  ): void;
  saveSample(toolId: string, sample: { name: string; input: string }): string;
}

export interface StudioTestApi {
  store: {
    getState(): StudioTestState;
    subscribe(listener: (state: StudioTestState, previous: StudioTestState) => void): () => void;
  };
  /** The editor's commands once it has mounted. */
  editor():
    | {
        select(range: {
          startLine: number;
          startColumn: number;
          endLine: number;
          endColumn: number;
        }): void;
      }
    | undefined;
  /** Writes the workspace to IndexedDB now instead of after the debounce. */
  flush(): Promise<void>;
}

/** `window` as the studio leaves it; in page.evaluate: `(window as unknown as StudioWindow).toolSchemaStudio`. */
export interface StudioWindow {
  toolSchemaStudio: StudioTestApi;
}
