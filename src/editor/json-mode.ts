/**
 * The lean JSON mode: Monaco's JSON language service (the worker and the adapters from
 * `monaco-editor`), without `jsonMode.js`. That module reaches its worker through
 * `internal/common/workers.js`, which imports some sixty editor contributions the studio does
 * not load (inline completions, sticky scroll, rename, code lens, parameter hints, colour
 * picker, ...), and they all landed in the JSON chunk. Here the JSON service runs in the editor
 * worker service's own worker (json-worker.ts), and only the providers the studio uses are
 * registered; Monaco's adapters behind them (json-features.ts) load on their first call.
 * A lazy chunk, loaded the first time a JSON model exists (`json-language.ts`).
 */
import { languages } from 'monaco-editor/editor/editor.api';
import type { IDisposable, Uri } from 'monaco-editor/editor/editor.api';
// A type only (erased from the build): the adapters are a chunk of their own.
import type { JsonFeatures } from './json-features';
import { IEditorWorkerService } from 'monaco-editor/editor/common/services/editorWorker';
import { StandaloneServices } from 'monaco-editor/editor/standalone/browser/standaloneServices';
import { cappedJsonTokens } from './json-tokens';
import { editorWorker } from './worker-demand';

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

/** What the editor worker service's client resolves to: the worker's proxy. */
interface EditorWorkerProxy {
  /** A request to the worker's foreign module, here the JSON language service. */
  $fmr(method: string, args: unknown[]): Promise<unknown>;
}

/**
 * The editor worker service, with the one method of its own the JSON mode calls: it syncs the
 * models to the service's worker (started by then through MonacoEnvironment.getWorker, which
 * gives it the JSON worker's script, json-worker.ts) and resolves to that worker's proxy. It is not
 * part of Monaco's API; json-worker.test.ts checks this Monaco still has it.
 */
interface EditorWorkerServiceInternals {
  _workerWithResources(resources: Uri[]): Promise<EditorWorkerProxy>;
}

/**
 * Resolves to the JSON language service in the editor's own worker, as monaco-editor's
 * `createWebWorker` client does for a worker of its own: each method call becomes a foreign
 * module request.
 */
async function jsonService(resources: Uri[]): Promise<unknown> {
  const service = StandaloneServices.get(
    IEditorWorkerService,
  ) as unknown as EditorWorkerServiceInternals;
  const proxy = await service._workerWithResources(resources);
  return new Proxy(
    {},
    {
      get: (_target, method) =>
        // An async function's result is tested for `then`: the service is no promise.
        method === 'then' || typeof method !== 'string'
          ? undefined
          : (...args: unknown[]) => proxy.$fmr(method, args),
    },
  );
}

/** Registers the JSON language features the studio uses; markers come from the core instead. */
export function setupJsonMode(settings: JsonLanguageSettings): IDisposable {
  // The editor worker service starts its worker on the first request, whichever asks first.
  const worker = (...resources: Uri[]): Promise<unknown> => jsonService(resources);
  let loading: Promise<JsonFeatures> | undefined;
  const features = () =>
    (loading ??= import('./json-features').then((m) =>
      m.jsonFeatures(worker, COMPLETION_TRIGGERS),
    ));
  const id = settings.languageId;
  const disposables: IDisposable[] = [
    languages.setLanguageConfiguration(id, LANGUAGE_CONFIGURATION),
    // Monaco's JSON tokenizer, but lines over MAX_TOKENIZED_LINE_CHARS stay plain text.
    languages.setTokensProvider(id, cappedJsonTokens()),
    // Completion and hover from the tool document schema.
    languages.registerCompletionItemProvider(id, {
      triggerCharacters: COMPLETION_TRIGGERS,
      provideCompletionItems: async (...args) =>
        (await features()).completion.provideCompletionItems(...args),
    }),
    languages.registerHoverProvider(id, {
      provideHover: async (...args) => (await features()).hover.provideHover(...args),
    }),
    // The Format button and Format Selection.
    languages.registerDocumentFormattingEditProvider(id, {
      provideDocumentFormattingEdits: async (...args) =>
        (await features()).format.provideDocumentFormattingEdits(...args),
    }),
    languages.registerDocumentRangeFormattingEditProvider(id, {
      provideDocumentRangeFormattingEdits: async (...args) =>
        (await features()).formatRange.provideDocumentRangeFormattingEdits(...args),
    }),
    // Expand / shrink selection (smart select) by JSON structure.
    languages.registerSelectionRangeProvider(id, {
      provideSelectionRanges: async (...args) =>
        (await features()).selection.provideSelectionRanges(...args),
    }),
  ];
  disposables.push(
    editorWorker.whenWanted(() => {
      // The first use of the editor asks for the adapters, so its first hover need not wait.
      void features();
      // Until then, Monaco folds by indentation, which needs no worker.
      disposables.push(
        languages.registerFoldingRangeProvider(id, {
          provideFoldingRanges: async (...args) =>
            (await features()).folding.provideFoldingRanges(...args),
        }),
      );
    }),
  );
  return {
    dispose() {
      for (const disposable of disposables) disposable.dispose();
    },
  };
}
