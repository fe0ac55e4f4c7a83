import { useStore } from 'zustand';
import type { McpRevision } from '../core';
import { mcpRevisionStore } from './mcp-revision';

/**
 * The workspace's MCP revision, for a component. Apart from the store (mcp-revision.ts), which
 * needs no React: the validation wiring that reads the store loads after the page's first chunk,
 * and a module both share would take React out of that chunk with it.
 */
export function useMcpRevision(): McpRevision {
  return useStore(mcpRevisionStore, (s) => s.revision);
}
