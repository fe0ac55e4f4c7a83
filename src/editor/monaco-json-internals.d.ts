/**
 * Types for the modules of Monaco that the lean JSON mode (`json-mode.ts`, `json-features.ts`) imports directly. monaco-editor ships them as plain ES modules without
 * declarations; these state only what the studio calls.
 */

declare module 'monaco-editor/languages/features/common/lspLanguageFeatures' {
  import type { languages, Uri } from 'monaco-editor/editor/editor.api';

  /** Resolves to the JSON worker's proxy once the given models are synced to it. */
  type WorkerAccessor = (...resources: Uri[]) => Promise<unknown>;

  export const CompletionAdapter: new (
    worker: WorkerAccessor,
    triggerCharacters: string[],
  ) => languages.CompletionItemProvider;
  export const HoverAdapter: new (worker: WorkerAccessor) => languages.HoverProvider;
  export const DocumentFormattingEditProvider: new (
    worker: WorkerAccessor,
  ) => languages.DocumentFormattingEditProvider;
  export const DocumentRangeFormattingEditProvider: new (
    worker: WorkerAccessor,
  ) => languages.DocumentRangeFormattingEditProvider;
  export const FoldingRangeAdapter: new (worker: WorkerAccessor) => languages.FoldingRangeProvider;
  export const SelectionRangeAdapter: new (
    worker: WorkerAccessor,
  ) => languages.SelectionRangeProvider;
}

declare module 'monaco-editor/languages/features/json/tokenization' {
  import type { languages } from 'monaco-editor/editor/editor.api';

  export function createTokenizationSupport(supportComments: boolean): languages.TokensProvider;
}

declare module 'monaco-editor/editor/common/services/editorWorker' {
  /** The editor worker service's key in Monaco's service collection. */
  export const IEditorWorkerService: unknown;
}

declare module 'monaco-editor/editor/standalone/browser/standaloneServices' {
  export const StandaloneServices: {
    /** The service registered under `key`, the services started if they were not yet. */
    get(key: unknown): unknown;
  };
}
