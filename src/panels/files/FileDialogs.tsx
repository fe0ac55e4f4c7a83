import { useState } from 'react';
import { workspaceStore } from '../../store';
import { ConvertChoice } from './ConvertChoice';
import type { ConvertRequest } from './ConvertChoice';
import { FileConflict } from './FileConflict';
import type { Conflict } from './FileConflict';
import type { SaveOutcome } from './folder-access';

const folderAccess = () => import('./folder-access');

/** Each conflict shown is drawn afresh (its comparison closed), even for the same file. */
let conflictSeq = 0;

type Shown =
  | { kind: 'conflict'; conflict: Conflict }
  | { kind: 'convert'; request: ConvertRequest }
  | undefined;

let show: ((shown: Shown) => void) | undefined;
/** Where the focus was when the save asked (the Save button, or the editor after Ctrl/Cmd+S). */
let returnTo: HTMLElement | undefined;

/**
 * What a save asks of the user: a file changed on disk (reload, keep mine, compare), or a
 * provider's file (save as a new file, convert the file). Only a save to an opened folder can
 * ask, so this chunk is requested when a folder is opened, and is in before any save ends.
 */
export function askAfterSave(toolId: string, outcome: SaveOutcome): void {
  if (outcome.status === 'conflict' || outcome.status === 'converted')
    returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
  if (outcome.status === 'conflict')
    show?.({ kind: 'conflict', conflict: { ...outcome, toolId, seq: ++conflictSeq } });
  if (outcome.status === 'converted') show?.({ kind: 'convert', request: { ...outcome, toolId } });
}

/**
 * Draws the choice a save asks for; on closing, the focus goes back where it was, or to
 * `fallback` (the Save button) when that is gone.
 */
export function FileDialogs({ fallback }: { fallback: () => void }) {
  const [shown, setShown] = useState<Shown>();
  show = setShown;
  const close = () => {
    setShown(undefined);
    if (returnTo?.isConnected && returnTo !== document.body) returnTo.focus();
    else fallback();
  };
  if (shown?.kind === 'conflict')
    return (
      <FileConflict
        key={shown.conflict.seq}
        conflict={shown.conflict}
        onReload={(toolId, diskText) => {
          close();
          void folderAccess().then((access) => access.reloadTool(toolId, diskText));
        }}
        onKeepMine={(toolId) => {
          close();
          void folderAccess()
            .then((access) => access.saveTool(toolId, true))
            .then((outcome) => askAfterSave(toolId, outcome));
        }}
        onCancel={close}
      />
    );
  if (shown?.kind === 'convert')
    return (
      <ConvertChoice
        request={shown.request}
        onSaveAsNew={(toolId) => {
          close();
          const text = workspaceStore.getState().tools.find((t) => t.id === toolId)?.text;
          if (text !== undefined)
            void folderAccess().then((access) => access.saveAsNewFile(toolId, text));
        }}
        onConvert={(path) => {
          close();
          void folderAccess().then((access) => access.convertFile(path));
        }}
        onCancel={close}
      />
    );
  return null;
}
