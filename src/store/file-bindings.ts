/**
 * Which workspace tools were read from files of an opened folder, where in their file they sit,
 * and which have unsaved changes. Kept in memory only: a file handle is the browser's grant for
 * this page, and after a reload the folder is opened again.
 */
import { createStore, useStore } from 'zustand';
import type { WorkspaceStore } from './workspace-store';

export interface FileBinding {
  /** The file's path inside the opened folder, e.g. "tools/search.json". */
  path: string;
  pointer: string;
  indent: string;
  /** The tool's text as last read from or written to the file. */
  savedText: string;
  /**
   * For a file in a provider's format: the format's name (e.g. "OpenAI Chat Completions") and
   * the tool's place in the file. The tool was converted to MCP when read, so Save never writes it
   * there unless the user chooses to convert the file.
   */
  converted?: { label: string; index: number };
}

export interface FileBindingsState {
  /** The opened folder's name; undefined when none is open. */
  folder: string | undefined;
  /** True for a dropped folder: its files can be read but not written. */
  readOnly: boolean;
  bindings: Record<string, FileBinding>;
  /** Bound tools whose text differs from their file's. */
  unsaved: Record<string, true>;
}

export const fileBindings = createStore<FileBindingsState>()(() => ({
  folder: undefined,
  readOnly: false,
  bindings: {},
  unsaved: {},
}));

export function useFileBindings<T>(selector: (state: FileBindingsState) => T): T {
  return useStore(fileBindings, selector);
}

function unsavedOf(
  bindings: Record<string, FileBinding>,
  tools: readonly { id: string; text: string }[],
): Record<string, true> {
  const unsaved: Record<string, true> = {};
  for (const tool of tools) {
    const binding = bindings[tool.id];
    if (binding && !binding.converted && binding.savedText !== tool.text) unsaved[tool.id] = true;
  }
  return unsaved;
}

function sameKeys(a: Record<string, true>, b: Record<string, true>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[k]);
}

/** Binds tools (replacing the bindings of the same ids) and recomputes what is unsaved. */
export function bindTools(
  workspace: WorkspaceStore,
  next: Record<string, FileBinding>,
  folder?: { name: string; readOnly: boolean },
): void {
  fileBindings.setState((state) => {
    const bindings = folder ? next : { ...state.bindings, ...next };
    return {
      ...(folder ? { folder: folder.name, readOnly: folder.readOnly } : {}),
      bindings,
      unsaved: unsavedOf(bindings, workspace.getState().tools),
    };
  });
}

/** Keeps the unsaved marks in step with the workspace's texts. */
export function connectFileBindings(workspace: WorkspaceStore): () => void {
  return workspace.subscribe((state, previous) => {
    if (state.tools === previous.tools) return;
    const { bindings, unsaved } = fileBindings.getState();
    if (Object.keys(bindings).length === 0) return;
    const next = unsavedOf(bindings, state.tools);
    if (!sameKeys(next, unsaved)) fileBindings.setState({ unsaved: next });
  });
}
