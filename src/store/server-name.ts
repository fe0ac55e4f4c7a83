import { createStore } from 'zustand/vanilla';
import type { WorkspaceTool } from './types';

/**
 * The server name the workspace's tools are served under, as the user configures it in a host
 * (the key of `mcpServers` in most of them): hosts build the name their model sees from it, so
 * it decides whether a long tool name passes. Kept in localStorage beside the workspace, as the
 * workspace's MCP revision is (mcp-revision.ts), so the Tools list's host badges have it at load.
 */
export const SERVER_NAME_KEY = 'tool-schema-studio/server-name';

/** The longest server name kept: hosts refuse names far shorter, so more is not a name. */
export const MAX_SERVER_NAME_CHARS = 200;

/** The name used while the user has set none and no tool came from a server. */
export const DEFAULT_SERVER_NAME = 'my-server';

export interface ServerNameState {
  /** What the user typed; undefined (or empty) until they type one. */
  typed: string | undefined;
  setServerName(name: string): void;
}

function storage(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function storedName(): string | undefined {
  try {
    const value = storage()?.getItem(SERVER_NAME_KEY);
    return typeof value === 'string' && value.length <= MAX_SERVER_NAME_CHARS ? value : undefined;
  } catch {
    return undefined;
  }
}

export function createServerNameStore(initial: string | undefined = storedName()) {
  return createStore<ServerNameState>()((set) => ({
    typed: initial,
    setServerName(name) {
      const typed = name.slice(0, MAX_SERVER_NAME_CHARS);
      set({ typed });
      try {
        storage()?.setItem(SERVER_NAME_KEY, typed);
      } catch {
        // A full or refused storage keeps the name for this session only.
      }
    },
  }));
}

export type ServerNameStore = ReturnType<typeof createServerNameStore>;

export const serverNameStore = createServerNameStore();

/**
 * The name nobody typed: the name of the server the first imported tool came from (what a user
 * who imported from a server most likely calls it), else DEFAULT_SERVER_NAME.
 */
export function prefilledServerName(tools: readonly Pick<WorkspaceTool, 'provenance'>[]): string {
  for (const tool of tools) {
    const name = tool.provenance?.serverName.trim();
    if (name) return name.slice(0, MAX_SERVER_NAME_CHARS);
  }
  return DEFAULT_SERVER_NAME;
}

/** The name the hosts are judged under: the typed one, or the prefilled one while none is typed. */
export function effectiveServerName(
  typed: string | undefined,
  tools: readonly Pick<WorkspaceTool, 'provenance'>[],
): string {
  return typed !== undefined && typed.trim() !== '' ? typed : prefilledServerName(tools);
}
