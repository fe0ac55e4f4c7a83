/**
 * The build's stand-in for Monaco's standalone quick input service
 * (editor/standalone/browser/quickInput/standaloneQuickInputService.js; MONACO_REPLACEMENTS in
 * vite.config.ts): the same exports, the same editor contribution, and a service that loads
 * Monaco's quick input (quick-input-editor.ts) the first time it is used instead of with the
 * editor; quick-input-deferred.ts says which members wait for it and which cannot. Under the dev
 * server Monaco keeps its own module.
 */
import type { editor } from 'monaco-editor/editor/editor.api';
import { onUnexpectedError } from 'monaco-editor/base/common/errors';
import { registerEditorContribution } from 'monaco-editor/editor/browser/editorExtensions';
import { ICodeEditorService } from 'monaco-editor/editor/browser/services/codeEditorService';
import type { CodeEditorService } from 'monaco-editor/editor/browser/services/codeEditorService';
import { IInstantiationService } from 'monaco-editor/platform/instantiation/common/instantiation';
import type { InstantiationService } from 'monaco-editor/platform/instantiation/common/instantiation';
import { DeferredQuickInput } from './quick-input-deferred';

/** Monaco's EditorContributionInstantiation.Lazy: the contribution is made when first asked for. */
const INSTANTIATED_AT_FIRST_USE = 4;

/** The empty overlay widget each editor's quick input is drawn in, as Monaco's. */
export class QuickInputEditorWidget implements editor.IOverlayWidget {
  static readonly ID = 'editor.contrib.quickInputWidget';
  private readonly codeEditor: editor.ICodeEditor;
  private readonly domNode = document.createElement('div');

  constructor(codeEditor: editor.ICodeEditor) {
    this.codeEditor = codeEditor;
    this.codeEditor.addOverlayWidget(this);
  }

  getId(): string {
    return QuickInputEditorWidget.ID;
  }

  getDomNode(): HTMLElement {
    return this.domNode;
  }

  getPosition(): editor.IOverlayWidgetPosition {
    return { preference: { top: 0, left: 0 } };
  }

  dispose(): void {
    this.codeEditor.removeOverlayWidget(this);
  }
}

/** The contribution that gives an editor its quick input widget, as Monaco's (same id). */
export class QuickInputEditorContribution implements editor.IEditorContribution {
  static readonly ID = 'editor.controller.quickInput';
  readonly widget: QuickInputEditorWidget;

  static get(codeEditor: editor.ICodeEditor): QuickInputEditorContribution | null {
    return codeEditor.getContribution<QuickInputEditorContribution>(
      QuickInputEditorContribution.ID,
    );
  }

  constructor(codeEditor: editor.ICodeEditor) {
    this.widget = new QuickInputEditorWidget(codeEditor);
  }

  dispose(): void {
    this.widget.dispose();
  }
}

/**
 * Holds the keys typed in an editor while its quick input loads (see whenLoaded in
 * quick-input-deferred.ts): a character, Backspace or Enter goes to the held text instead of the
 * tool's, Escape cancels; shortcuts and keys that move or leave still reach the editor.
 */
function holdKeys(codeEditor: editor.ICodeEditor): () => string | null {
  const node = codeEditor.getContainerDomNode();
  let typed = '';
  let cancelled = false;
  const hold = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if (event.key === 'Escape') cancelled = true;
    else if (event.key === 'Backspace') typed = typed.slice(0, -1);
    else if ([...event.key].length === 1) typed += event.key;
    else if (event.key !== 'Enter') return;
    event.preventDefault();
    event.stopPropagation();
  };
  // Capturing, so that it runs before the editor's own handlers, which are on nodes inside.
  node.addEventListener('keydown', hold, true);
  return () => {
    node.removeEventListener('keydown', hold, true);
    return cancelled ? null : typed;
  };
}

/** Monaco's service for the quick input of the focused editor, loaded at its first use. */
export class StandaloneQuickInputService extends DeferredQuickInput<editor.ICodeEditor> {
  constructor(instantiationService: InstantiationService, codeEditorService: CodeEditorService) {
    super({
      focusedEditor: () => codeEditorService.getFocusedCodeEditor(),
      load: () =>
        import('./quick-input-editor').then(({ editorQuickInputs }) =>
          editorQuickInputs(instantiationService, (codeEditor) =>
            QuickInputEditorContribution.get(codeEditor)?.widget.getDomNode(),
          ),
        ),
      onError: onUnexpectedError,
      holdKeys,
    });
  }
}
// Monaco's services are given by parameter decorators; these are the decorators' calls.
IInstantiationService(StandaloneQuickInputService, undefined, 0);
ICodeEditorService(StandaloneQuickInputService, undefined, 1);

registerEditorContribution(
  QuickInputEditorContribution.ID,
  QuickInputEditorContribution,
  INSTANTIATED_AT_FIRST_USE,
);
