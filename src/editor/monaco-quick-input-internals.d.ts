/**
 * Types for the modules of Monaco that the deferred quick input (quick-input-standalone.ts and
 * quick-input-editor.ts) imports directly. monaco-editor ships them as plain ES modules without
 * declarations; these state only what the studio uses.
 */

declare module 'monaco-editor/platform/instantiation/common/instantiation' {
  /**
   * A service's key in Monaco's service collection. It is also the parameter decorator that asks
   * for the service: called as `id(Class, undefined, index)`, the class's constructor gets the
   * service as its argument number `index` when Monaco's instantiation service creates it.
   */
  export type ServiceIdentifier<T> = ((target: object, key: undefined, index: number) => void) & {
    readonly type?: T;
  };
  export interface ServicesAccessor {
    get<T>(id: ServiceIdentifier<T>): T;
  }
  export interface InstantiationService {
    /** A new `ctor`, given `args` first and then the services its decorators ask for. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- constructors of any shape
    createInstance<C extends new (...args: any[]) => unknown>(
      ctor: C,
      ...args: unknown[]
    ): InstanceType<C>;
    invokeFunction<R>(fn: (accessor: ServicesAccessor) => R): R;
  }
  export const IInstantiationService: ServiceIdentifier<InstantiationService>;
}

declare module 'monaco-editor/editor/browser/services/codeEditorService' {
  import type { editor } from 'monaco-editor/editor/editor.api';
  import type { ServiceIdentifier } from 'monaco-editor/platform/instantiation/common/instantiation';

  export interface CodeEditorService {
    /** The editor with the text focus, else one with focus in one of its widgets, else null. */
    getFocusedCodeEditor(): editor.ICodeEditor | null;
  }
  export const ICodeEditorService: ServiceIdentifier<CodeEditorService>;
}

declare module 'monaco-editor/editor/browser/editorExtensions' {
  import type { editor } from 'monaco-editor/editor/editor.api';

  /** Registers a contribution every editor gets; `instantiation` 4 creates it at first use. */
  export function registerEditorContribution(
    id: string,
    ctor: new (editor: editor.ICodeEditor) => editor.IEditorContribution,
    instantiation: number,
  ): void;
}

declare module 'monaco-editor/base/common/errors' {
  /** Reports an error nobody awaits, as Monaco reports its own. */
  export function onUnexpectedError(error: unknown): void;
}

declare module 'monaco-editor/platform/keybinding/common/keybinding' {
  import type { ServiceIdentifier } from 'monaco-editor/platform/instantiation/common/instantiation';

  /** The standalone keybinding service (standaloneServices.js), by what the studio calls. */
  export interface KeybindingService {
    /** Drops the table of keybindings it built at the first key, so the next key rebuilds it. */
    updateResolver?(): void;
  }
  export const IKeybindingService: ServiceIdentifier<KeybindingService>;
}

declare module 'monaco-editor/platform/contextkey/common/contextkey' {
  import type { ServiceIdentifier } from 'monaco-editor/platform/instantiation/common/instantiation';

  export const IContextKeyService: ServiceIdentifier<unknown>;
}

declare module 'monaco-editor/platform/theme/common/themeService' {
  import type { ServiceIdentifier } from 'monaco-editor/platform/instantiation/common/instantiation';

  export const IThemeService: ServiceIdentifier<unknown>;
}

declare module 'monaco-editor/platform/configuration/common/configuration' {
  import type { ServiceIdentifier } from 'monaco-editor/platform/instantiation/common/instantiation';

  export const IConfigurationService: ServiceIdentifier<unknown>;
}

declare module 'monaco-editor/base/common/event' {
  import type { IEvent } from 'monaco-editor/editor/editor.api';

  export const Event: {
    readonly None: IEvent<never>;
    map<I, O>(event: IEvent<I>, map: (input: I) => O): IEvent<O>;
  };
}

declare module 'monaco-editor/editor/standalone/browser/standaloneLayoutService' {
  import type { CodeEditorService } from 'monaco-editor/editor/browser/services/codeEditorService';

  /** The layout service of one editor: its container is the quick input's default host. */
  export class EditorScopedLayoutService {
    constructor(container: HTMLElement, codeEditorService: CodeEditorService);
  }
}

declare module 'monaco-editor/platform/quickinput/browser/quickInputService' {
  /** Monaco's quick input service, by the members the studio's subclass uses or passes on. */
  export class QuickInputService {
    constructor(
      instantiationService: unknown,
      contextKeyService: unknown,
      themeService: unknown,
      layoutService: unknown,
      configurationService: unknown,
    );
    readonly currentQuickInput: unknown;
    readonly quickAccess: {
      show(value?: string, options?: unknown): void;
      pick(value?: string, options?: unknown): Promise<unknown>;
    };
    /** The widget's controller, in `host` (the layout service's container if none). */
    createController(host?: unknown): unknown;
    pick(picks: unknown, options?: unknown, token?: unknown): Promise<unknown>;
    input(options?: unknown, token?: unknown): Promise<unknown>;
    createQuickPick(options?: unknown): unknown;
    createInputBox(): unknown;
    toggle(): void;
    toggleHover(): void;
    dispose(): void;
  }
}
