import { useStore } from 'zustand';
import { createWorkspaceStore } from './workspace-store';
import type { WorkspaceState } from './workspace-store';

/**
 * The studio's one workspace store. Panels read it with `useWorkspace(selector)` (selectors in
 * selectors.ts) and change tools with its actions, e.g.
 * `workspaceStore.getState().applyToolEdits(toolId, edits)`.
 */
export const workspaceStore = createWorkspaceStore();

export function useWorkspace<T>(selector: (state: WorkspaceState) => T): T {
  return useStore(workspaceStore, selector);
}

export type { WorkspaceState, WorkspaceStore } from './workspace-store';
export { createWorkspaceStore, newTool } from './workspace-store';
export * from './selectors';
export * from './types';
export { registerEditorBridge } from './editor-bridge';
export * from './tool-status';
export { useSameItems } from './same-items';
export { revealInTool } from './reveal';
export { readDocument, readTool } from './readings';
export { changedChars, recordTextChange } from './text-changes';
export type { ToolReading } from './readings';
export { bindTools, connectFileBindings, fileBindings, useFileBindings } from './file-bindings';
export type { FileBinding, FileBindingsState } from './file-bindings';
