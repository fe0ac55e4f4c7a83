import { createStore } from 'zustand/vanilla';
import { DEFAULT_MCP_REVISION, isMcpRevision } from '../core';
import type { McpRevision } from '../core';

/**
 * The workspace's MCP revision: which revision's rules the worker applies to every tool and the
 * status bar shows. Kept in localStorage beside the workspace (a synchronous key, so a reload
 * validates with the right revision from its first request).
 */
export const MCP_REVISION_KEY = 'tool-schema-studio/mcp-revision';

export interface McpRevisionState {
  revision: McpRevision;
  setRevision(revision: McpRevision): void;
}

/** Storage the setting lives in; undefined where there is none (Node, a refused localStorage). */
function storage(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function storedRevision(): McpRevision {
  try {
    const value = storage()?.getItem(MCP_REVISION_KEY);
    return isMcpRevision(value) ? value : DEFAULT_MCP_REVISION;
  } catch {
    return DEFAULT_MCP_REVISION;
  }
}

export function createMcpRevisionStore(initial: McpRevision = storedRevision()) {
  return createStore<McpRevisionState>()((set) => ({
    revision: initial,
    setRevision(revision) {
      set({ revision });
      try {
        storage()?.setItem(MCP_REVISION_KEY, revision);
      } catch {
        // A full or refused storage keeps the choice for this session only.
      }
    },
  }));
}

export type McpRevisionStore = ReturnType<typeof createMcpRevisionStore>;

export const mcpRevisionStore = createMcpRevisionStore();
