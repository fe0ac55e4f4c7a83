/**
 * The lean JSON mode: Monaco's JSON language service (the worker and the adapters from
 * `monaco-editor`), without `jsonMode.js`. That module reaches its worker through
 * `internal/common/workers.js`, which imports some sixty editor contributions the studio does
 * not load (inline completions, sticky scroll, rename, code lens, parameter hints, colour
 * picker, ...), and they all landed in the JSON chunk. Here the worker is created with
 * `editor.createWebWorker` directly, and only the providers the studio uses are registered.
 * A lazy chunk, loaded the first time a JSON model exists (`json-language.ts`).
 */
import { editor, languages } from 'monaco-editor/editor/editor.api';
import type { IDisposable, Uri } from 'monaco-editor/editor/editor.api';
import {
  CompletionAdapter,
  DocumentFormattingEditProvider,
  DocumentRangeFormattingEditProvider,
  FoldingRangeAdapter,
  HoverAdapter,
  SelectionRangeAdapter,
} from 'monaco-editor/languages/features/common/lspLanguageFeatures';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
import { cappedJsonTokens } from './json-tokens';

/** What json-language.ts hands the mode when it loads it. */
export interface JsonLanguageSettings {
  languageId: string;
  /** The JSON worker's language settings (vscode-json-languageservice's `LanguageSettings`). */
  diagnostics: {
    validate: boolean;
    allowComments: boolean;
    enableSchemaRequest: boolean;
    schemas: { uri: string; fileMatch: string[]; schema: unknown }[];
  };
}

/** As Monaco's JSON mode: brackets, auto-closing outside strings, and JSON's word pattern. */
const LANGUAGE_CONFIGURATION: languages.LanguageConfiguration = {
  wordPattern: /(-?\d*\.\d\w*)|([^[{\]}:",\s]+)/g,
  comments: { lineComment: '//', blockComment: ['/*', '*/'] },
  brackets: [
    ['{', '}'],
    ['[', ']'],
  ],
  autoClosingPairs: [
    { open: '{', close: '}', notIn: ['string'] },
    { open: '[', close: ']', notIn: ['string'] },
    { open: '"', close: '"', notIn: ['string'] },
  ],
};

/** Characters after which completion opens by itself (Monaco's JSON mode uses the same). */
const COMPLETION_TRIGGERS = [' ', ':', '"'];

/**
 * Starts the JSON worker the way monaco-editor's own worker setup does: the worker's first
 * message is discarded (it switches the worker into its start-up handler), the second carries
 * the language settings (`createData`), then Monaco's model syncing takes over.
 */
function startJsonWorker(settings: JsonLanguageSettings): editor.MonacoWebWorker<object> {
  const worker = new JsonWorker();
  worker.postMessage('ignore');
  worker.postMessage({
    languageSettings: settings.diagnostics,
    languageId: settings.languageId,
    enableSchemaRequest: settings.diagnostics.enableSchemaRequest,
  });
  return editor.createWebWorker<object>({ worker });
}

/** Registers the JSON language features the studio uses; markers come from the core instead. */
export function setupJsonMode(settings: JsonLanguageSettings): IDisposable {
  let client: editor.MonacoWebWorker<object> | undefined;
  // Started on the first request (a hover, a completion, folding), not with the editor.
  const worker = (...resources: Uri[]): Promise<unknown> => {
    client ??= startJsonWorker(settings);
    return client.withSyncedResources(resources);
  };
  const id = settings.languageId;
  const disposables: IDisposable[] = [
    languages.setLanguageConfiguration(id, LANGUAGE_CONFIGURATION),
    // Monaco's JSON tokenizer, but lines over MAX_TOKENIZED_LINE_CHARS stay plain text.
    languages.setTokensProvider(id, cappedJsonTokens()),
    // Completion and hover from the tool document schema.
    languages.registerCompletionItemProvider(
      id,
      new CompletionAdapter(worker, COMPLETION_TRIGGERS),
    ),
    languages.registerHoverProvider(id, new HoverAdapter(worker)),
    // The Format button and Format Selection.
    languages.registerDocumentFormattingEditProvider(
      id,
      new DocumentFormattingEditProvider(worker),
    ),
    languages.registerDocumentRangeFormattingEditProvider(
      id,
      new DocumentRangeFormattingEditProvider(worker),
    ),
    languages.registerFoldingRangeProvider(id, new FoldingRangeAdapter(worker)),
    // Expand / shrink selection (smart select) by JSON structure.
    languages.registerSelectionRangeProvider(id, new SelectionRangeAdapter(worker)),
  ];
  return {
    dispose() {
      for (const disposable of disposables) disposable.dispose();
      client?.dispose();
    },
  };
}
