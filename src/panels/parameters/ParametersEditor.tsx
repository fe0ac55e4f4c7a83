import { useEffect, useMemo, useRef } from 'react';
import { PARAMS_TABLE_FULL_DRAW_MAX, readParamTable } from '../../core';
import type { TextEdit } from '../../core';
import { useRowWindow } from '../../components/use-row-window';
import { paramEntries } from './param-entries';
import { AddPropertyRow, ParamRowGroup } from './ParamRowGroup';
import { ReadOnlyList } from './ReadOnlyList';
import { useParamActions } from './use-param-actions';

export interface ParametersEditorProps {
  /** The document text (the truth); the table is a view of it. */
  text: string;
  /** Pointer of the schema whose properties the table shows, e.g. `/inputSchema`. */
  schemaPointer: string;
  /** The schema's key for labels: `inputSchema`, `outputSchema`, `input_schema`. */
  schemaName: string;
  /** One user change as text edits (one undo step). */
  onEdits: (edits: TextEdit[]) => void;
  /** Shows a range of the text in the editor. */
  onReveal: (offset: number, length: number) => void;
}

/**
 * The parameter table: one row group per parameter (ParamRowGroup), the toolbar, the undo of a
 * deletion, and what the table cannot edit. A long table draws only the rows in view.
 */
export function ParametersEditor({
  text,
  schemaPointer,
  schemaName,
  onEdits,
  onReveal,
}: ParametersEditorProps) {
  const table = useMemo(() => readParamTable(text, schemaPointer), [text, schemaPointer]);
  const entries = useMemo(() => paramEntries(table.rows), [table]);
  const keys = useMemo(() => entries.map((e) => e.key), [entries]);
  const { actions, message, lastDelete, undoDelete, focusTarget, focusDone } = useParamActions(
    text,
    schemaPointer,
    onEdits,
  );
  const virtual = entries.length > PARAMS_TABLE_FULL_DRAW_MAX;
  const { scrollRef, onScroll, window } = useRowWindow(keys, virtual, focusTarget?.split('|')[0]);
  const rootRef = useRef<HTMLDivElement>(null);

  // After a change re-renders the rows (a rename changes the row's key), keyboard focus goes
  // back to the cell the user was in, once its row is drawn.
  useEffect(() => {
    if (!focusTarget) return;
    const element = [...(rootRef.current?.querySelectorAll<HTMLElement>('[data-cell]') ?? [])].find(
      (e) => e.dataset.cell === focusTarget,
    );
    if (!element) return;
    element.focus();
    if (element instanceof HTMLInputElement && element.type === 'text') element.select();
    focusDone();
  }, [focusTarget, table, window.start, window.end, focusDone]);

  if (table.problem) {
    return (
      <div className="params-editor">
        <p className="params-message" role="status">
          {table.problem}
        </p>
      </div>
    );
  }

  return (
    <div className="params-editor" ref={rootRef}>
      {table.rows.length === 0 ? (
        <p className="params-empty">
          {table.exists
            ? `${schemaName} has no properties yet.`
            : `There is no ${schemaName} yet; adding a parameter creates it.`}
        </p>
      ) : (
        <div
          className={virtual ? 'params-scroll params-scroll-windowed' : 'params-scroll'}
          ref={scrollRef}
          onScroll={virtual ? onScroll : undefined}
        >
          <table className="params-table" aria-label={`${schemaName} parameters`}>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Order</span>
                </th>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Required</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            {window.before > 0 && <Spacer height={window.before} />}
            {entries
              .slice(window.start, window.end)
              .map((entry) =>
                entry.kind === 'param' ? (
                  <ParamRowGroup
                    key={entry.key}
                    row={entry.row}
                    path={entry.path}
                    siblings={entry.siblings}
                    actions={actions}
                    onReveal={onReveal}
                  />
                ) : (
                  <AddPropertyRow
                    key={entry.key}
                    row={entry.row}
                    path={entry.path}
                    actions={actions}
                  />
                ),
              )}
            {window.after > 0 && <Spacer height={window.after} />}
          </table>
        </div>
      )}
      <div className="params-toolbar">
        <button
          type="button"
          data-cell={`${schemaPointer}|add`}
          onClick={() => actions.addTo(schemaPointer, table.rows)}
        >
          Add parameter
        </button>
        <span className="params-hint">
          Changes go into the JSON; undo them with Ctrl+Z in the editor.
          {virtual && ` ${table.rows.length} parameters; the rows in view are drawn as you scroll.`}
        </span>
      </div>
      {lastDelete && (
        <p className="params-message" role="status">
          Deleted {lastDelete.name}.{' '}
          <button type="button" data-cell="undo-delete" onClick={undoDelete}>
            Undo delete
          </button>
        </p>
      )}
      {message && (
        <p className="params-message error" role="alert">
          {message}
        </p>
      )}
      {table.readOnly.length > 0 && (
        <section className="params-readonly" aria-label="Not editable in the table">
          <h3>Also in {schemaName}, edited in the JSON</h3>
          <ReadOnlyList constructs={table.readOnly} onReveal={onReveal} />
        </section>
      )}
    </div>
  );
}

/** Stands in for the rows not drawn, so the scroll bar is as long as the whole table. */
function Spacer({ height }: { height: number }) {
  return (
    <tbody className="params-virtual-spacer" aria-hidden="true">
      <tr>
        <td colSpan={5} style={{ height, padding: 0, border: 0 }} />
      </tr>
    </tbody>
  );
}
