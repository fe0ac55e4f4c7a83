import { useRef } from 'react';
import { chunk } from '../../chunk';
import { useChunkValue } from '../../use-chunk';
import {
  fileBindings,
  selectActiveTool,
  useFileBindings,
  useWorkspace,
  workspaceStore,
} from '../../store';
import './files.css';

/** The choices a save may ask for (FileDialogs.tsx), requested when a folder is opened. */
const fileDialogs = chunk(() => import('./FileDialogs'));

/**
 * Reading and writing files (and jsonc-parser's edits) load when first used: most visits never
 * open a folder, and the page's first chunk stays small.
 */
export const folderAccess = () => import('./folder-access');

/** The browser has a folder picker (the File System Access API); else a folder input, read-only. */
const canPickFolder = () =>
  typeof (window as { showDirectoryPicker?: unknown }).showDirectoryPicker === 'function';

/**
 * Ctrl/Cmd+S: saves the active tool to its file when it is bound to one (and the folder is
 * writable). Returns false otherwise, and the shell keeps the shortcut's other meaning (a snapshot).
 */
export function saveActiveTool(): boolean {
  const id = workspaceStore.getState().activeToolId;
  const { bindings, readOnly } = fileBindings.getState();
  if (!id || !bindings[id] || readOnly) return false;
  return startSave(id);
}

function startSave(id: string): boolean {
  void folderAccess()
    .then((access) => access.saveTool(id))
    .then(async (outcome) => (await fileDialogs.load()).askAfterSave(id, outcome));
  return true;
}

/** "Open folder" and "Save", and the choice when a file changed on disk since it was read. */
export function FileButtons() {
  const folder = useFileBindings((s) => s.folder);
  const readOnly = useFileBindings((s) => s.readOnly);
  const active = useWorkspace(selectActiveTool);
  const bound = useFileBindings((s) => (active ? s.bindings[active.id] : undefined));
  const unsaved = useFileBindings((s) => (active ? !!s.unsaved[active.id] : false));
  const dialogs = useChunkValue(fileDialogs, folder !== undefined);
  const input = useRef<HTMLInputElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);

  const open = () => {
    if (canPickFolder()) void folderAccess().then((access) => access.openFolder());
    else input.current?.click();
  };
  const canSave = folder !== undefined && !readOnly && !!active;

  return (
    <>
      <button
        type="button"
        onClick={open}
        title="Open a folder of tool files; Save writes a tool back to its file"
      >
        Open folder
      </button>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        // A folder chooser where the browser has no folder picker: read-only.
        {...{ webkitdirectory: '' }}
        onChange={(e) => {
          const list = [...(e.target.files ?? [])];
          e.target.value = '';
          if (list.length) void folderAccess().then((access) => access.openDroppedFiles(list));
        }}
      />
      <button
        ref={saveButton}
        type="button"
        disabled={!canSave}
        onClick={() => active && startSave(active.id)}
        title={
          bound?.converted
            ? `${bound.path} is in the ${bound.converted.label} format: Save offers to convert it to MCP or to save this tool as a new file`
            : bound
              ? `Write this tool to ${bound.path} (Ctrl+S)${unsaved ? '; it has unsaved changes' : ''}`
              : folder
                ? 'Save this tool as a new file in the opened folder (Ctrl+S)'
                : 'Open a folder to save tools to their files'
        }
      >
        Save
      </button>
      {dialogs && <dialogs.FileDialogs fallback={() => saveButton.current?.focus()} />}
    </>
  );
}
