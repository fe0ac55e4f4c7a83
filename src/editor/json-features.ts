/**
 * The JSON mode's providers proper: Monaco's LSP adapters, which turn the JSON service's answers
 * into Monaco's types (with `vscode-languageserver-types`, about two thirds of the mode's bytes).
 * A chunk of its own, as nothing calls them before the editor is used: json-mode.ts registers
 * providers that load it on their first call, and asks for it as soon as the editor is used.
 */
import type { languages, Uri } from 'monaco-editor/editor/editor.api';
import {
  CompletionAdapter,
  DocumentFormattingEditProvider,
  DocumentRangeFormattingEditProvider,
  FoldingRangeAdapter,
  HoverAdapter,
  SelectionRangeAdapter,
} from 'monaco-editor/languages/features/common/lspLanguageFeatures';

/** Resolves to the JSON language service once the given models are synced to its worker. */
type WorkerAccessor = (...resources: Uri[]) => Promise<unknown>;

export interface JsonFeatures {
  completion: languages.CompletionItemProvider;
  hover: languages.HoverProvider;
  format: languages.DocumentFormattingEditProvider;
  formatRange: languages.DocumentRangeFormattingEditProvider;
  folding: languages.FoldingRangeProvider;
  selection: languages.SelectionRangeProvider;
}

export function jsonFeatures(worker: WorkerAccessor, completionTriggers: string[]): JsonFeatures {
  return {
    completion: new CompletionAdapter(worker, completionTriggers),
    hover: new HoverAdapter(worker),
    format: new DocumentFormattingEditProvider(worker),
    formatRange: new DocumentRangeFormattingEditProvider(worker),
    folding: new FoldingRangeAdapter(worker),
    selection: new SelectionRangeAdapter(worker),
  };
}
