import { useStore } from 'zustand';
import { provenanceRevision } from '../core';
import type { McpRevision } from '../core';
import { mcpRevisionStore } from './mcp-revision';
import { workspaceStore } from './workspace-instance';
import type { WorkspaceState } from './workspace-store';

/**
 * The workspace's MCP revision, for a component. Apart from the store (mcp-revision.ts), which
 * needs no React: the validation wiring that reads the store loads after the page's first chunk,
 * and a module both share would take React out of that chunk with it.
 */
export function useMcpRevision(): McpRevision {
  return useStore(mcpRevisionStore, (s) => s.revision);
}

/** The revision a tool is judged by when it is not the workspace's, and the server that chose it. */
export interface ServerRevision {
  revision: McpRevision;
  serverName: string;
}

const selectActiveProvenance = (s: WorkspaceState) =>
  s.tools.find((t) => t.id === s.activeToolId)?.provenance;

/**
 * The revision the active tool is judged by when its server negotiated one (connect-validation.ts
 * applies it), or undefined when the workspace's applies.
 */
export function useActiveServerRevision(): ServerRevision | undefined {
  const provenance = useStore(workspaceStore, selectActiveProvenance);
  const revision = provenanceRevision(provenance);
  return revision && provenance ? { revision, serverName: provenance.serverName } : undefined;
}

/** The revision the active tool is judged by: its server's, or the workspace's. */
export function useActiveToolRevision(): McpRevision {
  const server = useActiveServerRevision();
  const workspace = useMcpRevision();
  return server?.revision ?? workspace;
}
