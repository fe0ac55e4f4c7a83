import { workspaceStore } from './workspace-instance';
import { currentEditorBridge } from './editor-bridge';

/** How many frames to wait for the editor to show a newly selected tool before giving up. */
const REVEAL_MAX_FRAMES = 120;

/**
 * Opens a tool (when it is not the active one) and shows a range of its text in the editor.
 * The editor swaps its model a render or more after the selection changes (later on a busy
 * page), so the reveal is tried on each frame until the editor shows the tool.
 */
export function revealInTool(toolId: string, offset: number, length: number): void {
  const state = workspaceStore.getState();
  if (!state.tools.some((t) => t.id === toolId)) return;
  if (state.activeToolId !== toolId) state.selectTool(toolId);
  let frames = 0;
  const attempt = () => {
    // The user picked another tool meanwhile: their choice wins.
    if (workspaceStore.getState().activeToolId !== toolId) return;
    if (currentEditorBridge()?.revealRange(toolId, offset, length)) return;
    if (++frames < REVEAL_MAX_FRAMES) requestAnimationFrame(attempt);
  };
  attempt();
}
