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
