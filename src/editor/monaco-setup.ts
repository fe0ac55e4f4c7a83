/**
 * The one place Monaco is loaded: the local ESM build (never a CDN), only the editor core, the
 * contributions a JSON editor needs, and the JSON language. Workers come from the build.
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor/editor.api';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';

import 'monaco-editor/features/codicon/register';
import 'monaco-editor/editor/browser/coreCommands';
import 'monaco-editor/editor/common/standaloneStrings';
import 'monaco-editor/editor/contrib/bracketMatching/browser/bracketMatching';
import 'monaco-editor/editor/contrib/clipboard/browser/clipboard';
import 'monaco-editor/editor/contrib/codeAction/browser/codeActionContributions';
import 'monaco-editor/editor/contrib/comment/browser/comment';
import 'monaco-editor/editor/contrib/contextmenu/browser/contextmenu';
import 'monaco-editor/editor/contrib/cursorUndo/browser/cursorUndo';
import 'monaco-editor/editor/contrib/documentSymbols/browser/documentSymbols';
import 'monaco-editor/editor/contrib/dropOrPasteInto/browser/copyPasteContribution';
import 'monaco-editor/features/find/register';
import 'monaco-editor/editor/contrib/folding/browser/folding';
import 'monaco-editor/editor/contrib/format/browser/formatActions';
import 'monaco-editor/editor/contrib/gotoError/browser/gotoError';
import 'monaco-editor/editor/contrib/gotoError/browser/markerSelectionStatus';
import 'monaco-editor/editor/contrib/hover/browser/hoverContribution';
import 'monaco-editor/editor/contrib/indentation/browser/indentation';
import 'monaco-editor/editor/contrib/inlineProgress/browser/inlineProgress';
import 'monaco-editor/editor/contrib/linesOperations/browser/linesOperations';
import 'monaco-editor/editor/contrib/links/browser/links';
import 'monaco-editor/editor/contrib/multicursor/browser/multicursor';
import 'monaco-editor/editor/contrib/semanticTokens/browser/documentSemanticTokens';
import 'monaco-editor/editor/contrib/smartSelect/browser/smartSelect';
import 'monaco-editor/editor/contrib/snippet/browser/snippetController2';
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/editor/contrib/tokenization/browser/tokenization';
// Boxes around invisible and look-alike characters (the trust lint's findings made visible).
import 'monaco-editor/editor/contrib/unicodeHighlighter/browser/unicodeHighlighter';
import 'monaco-editor/editor/contrib/wordHighlighter/browser/wordHighlighter';
import 'monaco-editor/editor/contrib/wordOperations/browser/wordOperations';
import 'monaco-editor/editor/standalone/browser/quickAccess/standaloneCommandsQuickAccess';

import { cappedJsonTokens } from './json-tokens';
import { TOOL_DOCUMENT_SCHEMA, TOOL_DOCUMENT_SCHEMA_URI } from './tool-document-schema';

(self as unknown as { MonacoEnvironment: unknown }).MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    return label === 'json' ? new JsonWorker() : new EditorWorker();
  },
};

jsonDefaults.setDiagnosticsOptions({
  // Syntax and schema findings come from the core (with rule codes and fixes); the language
  // service only completes and explains, so nothing is reported twice.
  validate: false,
  allowComments: false,
  enableSchemaRequest: false,
  schemas: [
    {
      uri: TOOL_DOCUMENT_SCHEMA_URI,
      // Monaco edits nothing but tool documents in this app.
      fileMatch: ['*'],
      schema: TOOL_DOCUMENT_SCHEMA,
    },
  ],
});

// The JSON mode's own tokenizer scans a whole line at once, however long; ours stops at a limit.
jsonDefaults.setModeConfiguration({ ...jsonDefaults.modeConfiguration, tokens: false });
monaco.languages.setTokensProvider('json', cappedJsonTokens());

loader.config({ monaco });

export { monaco };
