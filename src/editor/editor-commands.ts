/**
 * Commands the rest of the page can run on the editor without importing it (the editor is a
 * lazy chunk). They do nothing until the editor has mounted.
 */
export interface EditorCommands {
  /** Moves to the next problem (F8), focusing the editor. */
  nextProblem(): void;
  /** Formats the whole document (undoable). */
  formatDocument(): void;
  /** Moves keyboard focus into the editor. */
  focus(): void;
  /** Selects a range given as 1-based line/column (tests and "go to" links use it). */
  select(range: {
    startLine: number;
    startColumn: number;
    endLine: number;
    endColumn: number;
  }): void;
}

let commands: EditorCommands | undefined;

export function registerEditorCommands(next: EditorCommands): () => void {
  commands = next;
  return () => {
    if (commands === next) commands = undefined;
  };
}

export function editorCommands(): EditorCommands | undefined {
  return commands;
}
