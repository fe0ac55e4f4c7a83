/**
 * Types for the two modules of Monaco's diff editor that `diff-editor.ts` imports directly.
 * monaco-editor ships them as plain ES modules without declarations; these state only what the
 * studio uses.
 */

declare module 'monaco-editor/editor/browser/widget/diffEditor/diffEditorWidget' {
  /** Monaco's diff editor widget (the class only: the studio never constructs it itself). */
  export const DiffEditorWidget: { prototype: object };
}

declare module 'monaco-editor/editor/standalone/browser/standaloneCodeEditor' {
  /** The diff editor `monaco.editor.createDiffEditor` makes, a subclass of DiffEditorWidget. */
  export const StandaloneDiffEditor2: { prototype: object };
}
