import { useRef, useState } from 'react';
import {
  fileBindings,
  selectActiveTool,
  useFileBindings,
  useWorkspace,
  workspaceStore,
} from '../../store';
import type { SaveOutcome } from './folder-access';
import './files.css';

type Conflict = Extract<SaveOutcome, { status: 'conflict' }> & { toolId: string };

/**
 * Reading and writing files (and jsonc-parser's edits) load when first used: most visits never
 * open a folder, and the page's first chunk stays small.
 */
export const folderAccess = () => import('./folder-access');

/** The browser has a folder picker (the File System Access API); else a folder input, read-only. */
const canPickFolder = () =>
  typeof (window as { showDirectoryPicker?: unknown }).showDirectoryPicker === 'function';

let showConflict: ((conflict: Conflict) => void) | undefined;

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
    .then((outcome) => {
      if (outcome.status === 'conflict') showConflict?.({ ...outcome, toolId: id });
    });
  return true;
}

/** "Open folder" and "Save", and the choice when a file changed on disk since it was read. */
export function FileButtons() {
  const folder = useFileBindings((s) => s.folder);
  const readOnly = useFileBindings((s) => s.readOnly);
  const active = useWorkspace(selectActiveTool);
  const bound = useFileBindings((s) => (active ? s.bindings[active.id] : undefined));
  const unsaved = useFileBindings((s) => (active ? !!s.unsaved[active.id] : false));
  const [conflict, setConflict] = useState<Conflict | undefined>();
  const [comparing, setComparing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  showConflict = (c) => {
    setComparing(false);
    setConflict(c);
  };

  const open = () => {
    if (canPickFolder()) void folderAccess().then((access) => access.openFolder());
    else input.current?.click();
  };
  const canSave = folder !== undefined && !readOnly && !!active;
  const mine =
    active && conflict
      ? workspaceStore.getState().tools.find((t) => t.id === conflict.toolId)?.text
      : undefined;

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
        type="button"
        disabled={!canSave}
        onClick={() => active && startSave(active.id)}
        title={
          bound
            ? `Write this tool to ${bound.path} (Ctrl+S)${unsaved ? '; it has unsaved changes' : ''}`
            : folder
              ? 'Save this tool as a new file in the opened folder (Ctrl+S)'
              : 'Open a folder to save tools to their files'
        }
      >
        Save
      </button>
      {conflict && (
        <div
          className="file-conflict"
          role="dialog"
          aria-modal="false"
          aria-label="File changed on disk"
        >
          <p>
            <strong>{conflict.path}</strong> changed on disk since the studio read it. Your edit is
            not written until you choose.
          </p>
          <div className="file-conflict-actions">
            <button
              type="button"
              onClick={() => {
                const { toolId, diskText } = conflict;
                setConflict(undefined);
                void folderAccess().then((access) => access.reloadTool(toolId, diskText));
              }}
            >
              Reload from disk
            </button>
            <button
              type="button"
              onClick={() => {
                setConflict(undefined);
                const { toolId } = conflict;
                void folderAccess().then((access) => access.saveTool(toolId, true));
              }}
            >
              Keep mine
            </button>
            <button type="button" aria-pressed={comparing} onClick={() => setComparing((c) => !c)}>
              Compare
            </button>
            <button type="button" onClick={() => setConflict(undefined)}>
              Cancel
            </button>
          </div>
          {comparing && (
            <div className="file-conflict-compare">
              <section aria-label="On disk">
                <h3>On disk</h3>
                <pre>{conflict.diskToolText ?? '(the tool is no longer in the file)'}</pre>
              </section>
              <section aria-label="Yours">
                <h3>Yours</h3>
                <pre>{mine}</pre>
              </section>
            </div>
          )}
        </div>
      )}
    </>
  );
}
