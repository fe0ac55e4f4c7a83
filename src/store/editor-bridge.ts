import type { TextEdit } from '../core';

/**
 * What the editor offers to the rest of the studio. The store and panels never import Monaco;
 * the editor registers this bridge when it mounts, and edits go through it so that Ctrl+Z in
 * the editor undoes them.
 */
export interface EditorBridge {
  /** Applies edits to the tool's editor model as one undo step; false when that tool has no model yet. */
  applyEdits(toolId: string, edits: readonly TextEdit[]): boolean;
  /**
   * Shows and selects a range of the tool's text (the tool must be the active one); true once
   * done, false while the editor does not show that tool yet.
   */
  revealRange(toolId: string, offset: number, length: number): boolean;
  /** Drops the editor model of a deleted tool. */
  forgetTool(toolId: string): void;
}

let bridge: EditorBridge | undefined;

/** Called by the editor on mount; returns the function to call on unmount. */
export function registerEditorBridge(next: EditorBridge): () => void {
  bridge = next;
  return () => {
    if (bridge === next) bridge = undefined;
  };
}

export function currentEditorBridge(): EditorBridge | undefined {
  return bridge;
}
