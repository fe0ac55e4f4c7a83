/**
 * Monaco's quick input, loaded by quick-input-standalone.ts the first time an editor uses it: one
 * quick input service per editor, drawn in that editor's quick input widget, as Monaco's
 * standalone service makes them (its EditorScopedQuickInputService).
 */
import type { editor } from 'monaco-editor/editor/editor.api';
import { Event } from 'monaco-editor/base/common/event';
import { ICodeEditorService } from 'monaco-editor/editor/browser/services/codeEditorService';
import type { CodeEditorService } from 'monaco-editor/editor/browser/services/codeEditorService';
import { EditorScopedLayoutService } from 'monaco-editor/editor/standalone/browser/standaloneLayoutService';
import { IConfigurationService } from 'monaco-editor/platform/configuration/common/configuration';
import { IContextKeyService } from 'monaco-editor/platform/contextkey/common/contextkey';
import { IInstantiationService } from 'monaco-editor/platform/instantiation/common/instantiation';
import type { InstantiationService } from 'monaco-editor/platform/instantiation/common/instantiation';
import { IKeybindingService } from 'monaco-editor/platform/keybinding/common/keybinding';
import { QuickInputService } from 'monaco-editor/platform/quickinput/browser/quickInputService';
import { IThemeService } from 'monaco-editor/platform/theme/common/themeService';
import type { QuickInput } from './quick-input-deferred';

/** The quick input service of one editor, in the editor's own widget when it has one. */
class EditorScopedQuickInputService extends QuickInputService {
  private readonly host: object | undefined;

  constructor(
    codeEditor: editor.ICodeEditor,
    widget: HTMLElement | undefined,
    instantiationService: unknown,
    contextKeyService: unknown,
    themeService: unknown,
    codeEditorService: CodeEditorService,
    configurationService: unknown,
  ) {
    super(
      instantiationService,
      contextKeyService,
      themeService,
      new EditorScopedLayoutService(codeEditor.getContainerDomNode(), codeEditorService),
      configurationService,
    );
    this.host = widget && {
      _serviceBrand: undefined,
      get mainContainer() {
        return widget;
      },
      getContainer: () => widget,
      whenContainerStylesLoaded: () => undefined,
      get containers() {
        return [widget];
      },
      get activeContainer() {
        return widget;
      },
      get mainContainerDimension() {
        return codeEditor.getLayoutInfo();
      },
      get activeContainerDimension() {
        return codeEditor.getLayoutInfo();
      },
      get onDidLayoutMainContainer() {
        return codeEditor.onDidLayoutChange;
      },
      get onDidLayoutActiveContainer() {
        return codeEditor.onDidLayoutChange;
      },
      get onDidLayoutContainer() {
        return Event.map(codeEditor.onDidLayoutChange, (dimension) => ({
          container: widget,
          dimension,
        }));
      },
      get onDidChangeActiveContainer() {
        return Event.None;
      },
      get onDidAddContainer() {
        return Event.None;
      },
      get mainContainerOffset() {
        return { top: 0, quickPickTop: 0 };
      },
      get activeContainerOffset() {
        return { top: 0, quickPickTop: 0 };
      },
      focus: () => codeEditor.focus(),
    };
  }

  override createController(): unknown {
    return super.createController(this.host);
  }
}
// Monaco's services are given by parameter decorators; these are the decorators' calls.
IInstantiationService(EditorScopedQuickInputService, undefined, 2);
IContextKeyService(EditorScopedQuickInputService, undefined, 3);
IThemeService(EditorScopedQuickInputService, undefined, 4);
ICodeEditorService(EditorScopedQuickInputService, undefined, 5);
IConfigurationService(EditorScopedQuickInputService, undefined, 6);

/**
 * The quick input service of each editor, made at its first use and disposed with the editor.
 * `widgetOf` is the editor's quick input widget (its QuickInputEditorContribution).
 */
export function editorQuickInputs(
  instantiationService: InstantiationService,
  widgetOf: (codeEditor: editor.ICodeEditor) => HTMLElement | undefined,
): (codeEditor: editor.ICodeEditor) => QuickInput {
  // The quick input's keys (Enter, Escape, the arrows: Monaco's quickInputActions.js) were added
  // to Monaco's keybindings just now, by this module's imports; the standalone keybinding service
  // builds its table at the first key and rebuilds it only when told to.
  instantiationService.invokeFunction((accessor) =>
    accessor.get(IKeybindingService).updateResolver?.(),
  );
  const services = new Map<editor.ICodeEditor, EditorScopedQuickInputService>();
  return (codeEditor) => {
    let service = services.get(codeEditor);
    if (!service) {
      const created = instantiationService.createInstance(
        EditorScopedQuickInputService,
        codeEditor,
        widgetOf(codeEditor),
      );
      services.set(codeEditor, created);
      const disposed = codeEditor.onDidDispose(() => {
        disposed.dispose();
        created.dispose();
        services.delete(codeEditor);
      });
      service = created;
    }
    return service;
  };
}
