import { useCallback, useState } from 'react';
import { applyTextEdits, freshParamName, paramEdits } from '../../core';
import type { ParamOp, ParamRow, TextEdit } from '../../core';
import type { CellParse } from './cell-values';

/** The last deletion, undoable from the table while the text is still what it left. */
export interface LastDelete {
  name: string;
  after: string;
  inverse: TextEdit;
}

/** What a row can do to the table: each change is one set of text edits (one undo step). */
export interface ParamActions {
  /** Applies one table operation; `focus` names the cell (`pointer|field`) to focus afterwards. */
  run: (op: ParamOp, focus?: string) => boolean;
  deleteParam: (op: Extract<ParamOp, { op: 'delete' }>, path: string) => void;
  addTo: (parent: string, siblings: readonly ParamRow[]) => void;
  /** Shows the parse message, or applies the parsed cell value. */
  withParsed: (parsed: CellParse, apply: (value: CellParse & { ok: true }) => void) => void;
}

export interface ParamActionState {
  actions: ParamActions;
  message: string | undefined;
  lastDelete: LastDelete | undefined;
  undoDelete: () => void;
  /** The cell to focus once the rows it lives in are drawn. */
  focusTarget: string | undefined;
  focusDone: () => void;
}

/** The table's edits over the document text, with the message, undo-delete and focus they leave behind. */
export function useParamActions(
  text: string,
  schemaPointer: string,
  onEdits: (edits: TextEdit[]) => void,
): ParamActionState {
  const [message, setMessage] = useState<string | undefined>();
  const [lastDelete, setLastDelete] = useState<LastDelete | undefined>();
  const [focusTarget, setFocusTarget] = useState<string | undefined>();

  const run = (op: ParamOp, focus?: string) => {
    const result = paramEdits(text, op);
    if (!result.ok) {
      setMessage(result.message);
      return false;
    }
    setMessage(undefined);
    setLastDelete(undefined);
    if (result.edits.length > 0) onEdits(result.edits);
    if (focus) setFocusTarget(focus);
    return true;
  };

  const deleteParam = (op: Extract<ParamOp, { op: 'delete' }>, path: string) => {
    const result = paramEdits(text, op);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    const [edit] = result.edits;
    if (!edit) return;
    const after = applyTextEdits(text, result.edits);
    const inverse = {
      offset: edit.offset,
      length: edit.content.length,
      content: text.slice(edit.offset, edit.offset + edit.length),
    };
    setMessage(undefined);
    onEdits(result.edits);
    setLastDelete({ name: path, after, inverse });
    setFocusTarget('undo-delete');
  };

  const undoDelete = () => {
    if (!lastDelete) return;
    if (text !== lastDelete.after) {
      setMessage('The JSON has changed since the deletion; undo it with Ctrl+Z in the editor.');
    } else {
      onEdits([lastDelete.inverse]);
      setFocusTarget(`${schemaPointer}|add`);
    }
    setLastDelete(undefined);
  };

  const withParsed = (parsed: CellParse, apply: (value: CellParse & { ok: true }) => void) => {
    if (!parsed.ok) setMessage(parsed.message);
    else apply(parsed);
  };

  const addTo = (parent: string, siblings: readonly ParamRow[]) => {
    const name = freshParamName(siblings);
    run({ op: 'add', parent, name }, `${parent}/properties/${name}|name`);
  };

  return {
    actions: { run, deleteParam, addTo, withParsed },
    message,
    lastDelete,
    undoDelete,
    focusTarget,
    focusDone: useCallback(() => setFocusTarget(undefined), []),
  };
}
