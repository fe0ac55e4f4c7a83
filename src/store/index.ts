import { useStore } from 'zustand';
import type { WorkspaceState } from './workspace-store';
import { workspaceStore } from './workspace-instance';

export { workspaceStore } from './workspace-instance';

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
export { changedChars, recordTextChange } from './text-changes';
export { toolEntriesOf } from './tool-entries';
export * from './live/live-state';
export type * from './live/session-types';
export { mcpRevisionStore } from './mcp-revision';
export { useActiveServerRevision, useActiveToolRevision, useMcpRevision } from './use-mcp-revision';
export type { McpRevisionStore } from './mcp-revision';
export {
  DEFAULT_SERVER_NAME,
  effectiveServerName,
  MAX_SERVER_NAME_CHARS,
  prefilledServerName,
  serverNameStore,
} from './server-name';
export { useTypedServerName } from './use-server-name';
export { bindTools, connectFileBindings, fileBindings, useFileBindings } from './file-bindings';
export type { FileBinding, FileBindingsState } from './file-bindings';
export { bridgeConnection } from './bridge-token';
