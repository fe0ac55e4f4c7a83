import { workspaceStore } from '../store';

/** Shows a pointer of a workspace document in the editor, switching to that document first. */
export function revealLocation(location: { documentId: string; pointer: string }): void {
  const state = workspaceStore.getState();
  if (state.activeToolId !== location.documentId) {
    state.selectTool(location.documentId);
    // The editor swaps its model on the next render; reveal once it has.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => workspaceStore.getState().revealPointer(location.pointer)),
    );
    return;
  }
  state.revealPointer(location.pointer);
}
