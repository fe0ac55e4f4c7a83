/**
 * Monaco's quick input (the command palette, the tab-size picker of "Indent Using Spaces", the
 * unicode highlighter's "Adjust settings" options) as a service whose implementation is loaded the
 * first time it is used, not with the editor: about 220 KB of Monaco's chunk (52 KB gzip, with the
 * workbench lists and trees) that a first visit never runs. The build puts quick-input-standalone.ts, which builds on this, in place
 * of Monaco's standalone quick input service (MONACO_STUBS in vite.config.ts).
 *
 * The members are those of Monaco's StandaloneQuickInputService, which the editor's contributions
 * and the quick input's own keybindings call. They split in three:
 * - Asynchronous (`pick`, `input`, `quickAccess.show`, `quickAccess.pick`): before the load they
 *   start it and run when it lands, in the editor focused when they were called; the keys typed
 *   meanwhile are held from that editor (whenLoaded).
 * - `currentQuickInput`: before the load no quick input can be open, so it is `undefined`.
 * - Synchronous and returning a live widget (`createQuickPick`, `createInputBox`), or acting on an
 *   open one (`toggle`, `toggleHover`): these cannot wait. Of the contributions monaco-setup.ts
 *   loads, only find's "Go to Match..." calls one (`createInputBox`), and that action has no key
 *   and no menu entry: it is reached from the command palette, which loads the implementation
 *   first. `toggle` and `toggleHover` are called only by the quick input's own keybindings, which
 *   the load registers. Called before the load, each throws NOT_LOADED rather than do nothing,
 *   and starts the load, so that the same call works once it has landed.
 */

/** An editor's quick access (the command palette's prefixes), as Monaco's controller offers it. */
export interface QuickAccess {
  show(value?: string, options?: unknown): void;
  pick(value?: string, options?: unknown): Promise<unknown>;
}

/** The members of Monaco's quick input service that its standalone service implements. */
export interface QuickInput {
  readonly currentQuickInput: unknown;
  readonly quickAccess: QuickAccess;
  pick(picks: unknown, options?: unknown, token?: unknown): Promise<unknown>;
  input(options?: unknown, token?: unknown): Promise<unknown>;
  createQuickPick(options?: unknown): unknown;
  createInputBox(): unknown;
  toggle(): void;
  toggleHover(): void;
}

/** What a deferred quick input needs from its editors and its loader. */
export interface DeferredQuickInputHost<Editor> {
  /** The editor that has focus, as Monaco's code editor service answers it. */
  focusedEditor(): Editor | null;
  /** Loads the implementation; resolves to the quick input service of a given editor. */
  load(): Promise<(editor: Editor) => QuickInput>;
  /** Reports a failed load of a call nobody awaits (`quickAccess.show`). */
  onError(error: unknown): void;
  /**
   * Keeps the keys typed in `editor` from reaching it until the returned function is called,
   * which gives back the text they typed, or null if one of them was Escape.
   */
  holdKeys(editor: Editor): () => string | null;
}

/** Monaco's own message for a quick input asked for with no editor focused. */
export const NO_FOCUSED_EDITOR = 'Quick input service needs a focused editor to work.';
export const NOT_LOADED =
  'The quick input is not loaded yet: this member cannot wait for it (see quick-input-deferred.ts).';

export class DeferredQuickInput<Editor> implements QuickInput {
  private serviceOf: ((editor: Editor) => QuickInput) | undefined;
  private loading: Promise<(editor: Editor) => QuickInput> | undefined;
  private readonly host: DeferredQuickInputHost<Editor>;

  constructor(host: DeferredQuickInputHost<Editor>) {
    this.host = host;
  }

  get currentQuickInput(): unknown {
    return this.serviceOf ? this.serviceOf(this.editor()).currentQuickInput : undefined;
  }

  get quickAccess(): QuickAccess {
    if (this.serviceOf) return this.serviceOf(this.editor()).quickAccess;
    return {
      show: (value, options) => {
        this.whenLoaded((service, typed) =>
          // What the user typed while it loaded goes on the value, the cursor after it (without
          // `preserveValue` Monaco would select the value, and the next key would replace it).
          typed === ''
            ? service.quickAccess.show(value, options)
            : service.quickAccess.show(`${value ?? ''}${typed}`, {
                ...(options as object | undefined),
                preserveValue: true,
              }),
        ).catch((error: unknown) => this.host.onError(error));
      },
      pick: (value, options) =>
        this.whenLoaded((service) => service.quickAccess.pick(value, options)),
    };
  }

  pick(picks: unknown, options?: unknown, token?: unknown): Promise<unknown> {
    return this.whenLoaded((service) => service.pick(picks, options, token));
  }

  input(options?: unknown, token?: unknown): Promise<unknown> {
    return this.whenLoaded((service) => service.input(options, token));
  }

  createQuickPick(options?: unknown): unknown {
    return this.loaded().createQuickPick(options);
  }

  createInputBox(): unknown {
    return this.loaded().createInputBox();
  }

  toggle(): void {
    this.loaded().toggle();
  }

  toggleHover(): void {
    this.loaded().toggleHover();
  }

  /** Starts the load if it has not started; a failed load is tried again at the next use. */
  private load(): Promise<(editor: Editor) => QuickInput> {
    this.loading ??= this.host.load().then(
      (serviceOf) => (this.serviceOf = serviceOf),
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  /**
   * Runs `run` on the quick input of the editor focused now, once loaded. While it loads, the keys
   * typed in that editor are held from it (they were meant for the quick input, not the tool's
   * text) and passed to `run` as text; the pickers, which take no starting text, drop them. If the
   * user pressed Escape meanwhile, or the editor has lost the focus (to another part of the page,
   * or by being disposed), the call is dropped as if the user had cancelled it (`undefined`): a
   * picker opening late must not take keys typed elsewhere.
   */
  private async whenLoaded<T>(
    run: (service: QuickInput, typed: string) => T | Promise<T>,
  ): Promise<T | undefined> {
    const editor = this.editor();
    if (this.serviceOf) return await run(this.serviceOf(editor), '');
    const release = this.host.holdKeys(editor);
    let typed: string | null = null;
    let serviceOf: (editor: Editor) => QuickInput;
    try {
      serviceOf = await this.load();
    } finally {
      typed = release();
    }
    if (typed === null || this.host.focusedEditor() !== editor) return undefined;
    return await run(serviceOf(editor), typed);
  }

  private loaded(): QuickInput {
    if (!this.serviceOf) {
      this.load().catch((error: unknown) => this.host.onError(error));
      throw new Error(NOT_LOADED);
    }
    return this.serviceOf(this.editor());
  }

  private editor(): Editor {
    const editor = this.host.focusedEditor();
    if (editor === null) throw new Error(NO_FOCUSED_EDITOR);
    return editor;
  }
}
