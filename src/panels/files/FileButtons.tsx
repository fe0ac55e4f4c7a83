import { useRef, useState } from 'react';
import { chunk } from '../../chunk';
import { useChunkValue } from '../../use-chunk';
import {
  fileBindings,
  selectActiveTool,
  useFileBindings,
  useWorkspace,
  workspaceStore,
} from '../../store';
import type { ConvertRequest } from './ConvertChoice';
import type { Conflict } from './FileConflict';
import './files.css';

/**
 * The choice when a file changed on disk since it was read: only a save to an opened folder can
 * meet one, so its chunk is requested when a folder is opened, and is in before any save ends.
 */
const fileConflict = chunk(() => import('./FileConflict').then((m) => m.FileConflict));
/** The choice when Save meets a provider's file: requested with the conflict's, when a folder opens. */
const convertChoice = chunk(() => import('./ConvertChoice').then((m) => m.ConvertChoice));
/** Each conflict shown is drawn afresh (its comparison closed), even for the same file. */
let conflictSeq = 0;

/**
 * Reading and writing files (and jsonc-parser's edits) load when first used: most visits never
 * open a folder, and the page's first chunk stays small.
 */
export const folderAccess = () => import('./folder-access');

/** The browser has a folder picker (the File System Access API); else a folder input, read-only. */
const canPickFolder = () =>
  typeof (window as { showDirectoryPicker?: unknown }).showDirectoryPicker === 'function';

let showConflict: ((conflict: Omit<Conflict, 'seq'>) => void) | undefined;
let showConvert: ((request: ConvertRequest) => void) | undefined;

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
      if (outcome.status === 'converted') showConvert?.({ ...outcome, toolId: id });
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
  const [convert, setConvert] = useState<ConvertRequest | undefined>();
  const FileConflict = useChunkValue(fileConflict, folder !== undefined);
  const ConvertChoice = useChunkValue(convertChoice, folder !== undefined);
  const input = useRef<HTMLInputElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  showConflict = (c) => setConflict({ ...c, seq: ++conflictSeq });
  showConvert = setConvert;
  const closeConvert = () => {
    setConvert(undefined);
    saveButton.current?.focus();
  };

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
            ? `${bound.path} is a ${bound.converted.label} file: Save offers to convert it to MCP or to save this tool as a new file`
            : bound
              ? `Write this tool to ${bound.path} (Ctrl+S)${unsaved ? '; it has unsaved changes' : ''}`
              : folder
                ? 'Save this tool as a new file in the opened folder (Ctrl+S)'
                : 'Open a folder to save tools to their files'
        }
      >
        Save
      </button>
      {conflict && FileConflict && (
        <FileConflict
          key={conflict.seq}
          conflict={conflict}
          onReload={(toolId, diskText) => {
            setConflict(undefined);
            void folderAccess().then((access) => access.reloadTool(toolId, diskText));
          }}
          onKeepMine={(toolId) => {
            setConflict(undefined);
            void folderAccess().then((access) => access.saveTool(toolId, true));
          }}
          onCancel={() => setConflict(undefined)}
        />
      )}
      {convert && ConvertChoice && (
        <ConvertChoice
          request={convert}
          onSaveAsNew={(toolId) => {
            closeConvert();
            const text = workspaceStore.getState().tools.find((t) => t.id === toolId)?.text;
            if (text !== undefined)
              void folderAccess().then((access) => access.saveAsNewFile(toolId, text));
          }}
          onConvert={(path) => {
            closeConvert();
            void folderAccess().then((access) => access.convertFile(path));
          }}
          onCancel={closeConvert}
        />
      )}
    </>
  );
}
