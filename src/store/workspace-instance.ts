import { createWorkspaceStore } from './workspace-store';

/**
 * The studio's one workspace store. Panels read it with `useWorkspace(selector)` (selectors in
 * selectors.ts) and change tools with its actions, e.g.
 * `workspaceStore.getState().applyToolEdits(toolId, edits)`. In a module of its own, so that the
 * store's modules (reveal.ts) use it without importing the store's index, which re-exports them.
 */
export const workspaceStore = createWorkspaceStore();
