/**
 * The one place Monaco is loaded: the local ESM build (never a CDN), only the editor core, the
 * contributions a JSON editor needs, and the JSON language (the lean mode of json-language.ts,
 * not monaco-editor's own, which brings some sixty more contributions). Its one worker comes
 * from the build (json-worker.ts). Left out as the studio's JSON has no provider for them:
 * document symbols, semantic tokens, paste-as and drop-into edits (and their inline progress). The modules the loaded
 * contributions import only to test for features never turned on are stubs (MONACO_STUBS in
 * vite.config.ts).
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor/editor.api';

import 'monaco-editor/features/codicon/register';
import 'monaco-editor/editor/browser/coreCommands';
import 'monaco-editor/editor/common/standaloneStrings';
import 'monaco-editor/editor/contrib/bracketMatching/browser/bracketMatching';
import 'monaco-editor/editor/contrib/clipboard/browser/clipboard';
import 'monaco-editor/editor/contrib/codeAction/browser/codeActionContributions';
import 'monaco-editor/editor/contrib/comment/browser/comment';
import 'monaco-editor/editor/contrib/contextmenu/browser/contextmenu';
import 'monaco-editor/editor/contrib/cursorUndo/browser/cursorUndo';
import 'monaco-editor/features/find/register';
import 'monaco-editor/editor/contrib/folding/browser/folding';
import 'monaco-editor/editor/contrib/format/browser/formatActions';
import 'monaco-editor/editor/contrib/gotoError/browser/gotoError';
import 'monaco-editor/editor/contrib/gotoError/browser/markerSelectionStatus';
import 'monaco-editor/editor/contrib/hover/browser/hoverContribution';
import 'monaco-editor/editor/contrib/indentation/browser/indentation';
import 'monaco-editor/editor/contrib/linesOperations/browser/linesOperations';
import 'monaco-editor/editor/contrib/links/browser/links';
import 'monaco-editor/editor/contrib/multicursor/browser/multicursor';
import 'monaco-editor/editor/contrib/smartSelect/browser/smartSelect';
import 'monaco-editor/editor/contrib/snippet/browser/snippetController2';
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/editor/contrib/tokenization/browser/tokenization';
// Boxes around invisible and look-alike characters (the trust lint's findings made visible).
import 'monaco-editor/editor/contrib/unicodeHighlighter/browser/unicodeHighlighter';
import 'monaco-editor/editor/contrib/wordHighlighter/browser/wordHighlighter';
import 'monaco-editor/editor/contrib/wordOperations/browser/wordOperations';
// The command palette (F1). The quick input it opens, like the indentation and unicode pickers',
// is loaded when first opened, not with the editor (quick-input-standalone.ts).
import 'monaco-editor/editor/standalone/browser/quickAccess/standaloneCommandsQuickAccess';
// Services of the diff editor, which Compare's chunk brings (diff-editor.ts): Monaco creates its
// services with the first editor, so they are registered here, before that.
import 'monaco-editor/editor/browser/widget/diffEditor/diffProviderFactoryService';
import 'monaco-editor/platform/actions/browser/actionViewItemService';

import { JSON_LANGUAGE_SETTINGS, registerJsonLanguage } from './json-language';
import { startJsonWorker } from './json-worker';
import { editorWorker } from './worker-demand';
import { watchForUse } from './worker-deferral';

(self as unknown as { MonacoEnvironment: unknown }).MonacoEnvironment = {
  // Monaco asks for one worker, its editor worker service's; the JSON worker's script is that
  // worker and the JSON language service in one (json-worker.ts), and the JSON mode uses it too.
  // Whichever feature starts it, the features waiting on a use of the editor need wait no more.
  getWorker: () => {
    editorWorker.want();
    return startJsonWorker(JSON_LANGUAGE_SETTINGS);
  },
};

monaco.editor.onDidCreateEditor(watchForUse);

registerJsonLanguage();

loader.config({ monaco });

export { monaco };
