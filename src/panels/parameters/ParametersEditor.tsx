import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import {
  CONSTRAINTS_BY_KIND,
  CONSTRAINT_VALUE_TYPE,
  ITEM_KINDS,
  PARAM_KINDS,
  applyTextEdits,
  freshParamName,
  paramEdits,
  readParamTable,
} from '../../core';
import type {
  ItemKind,
  ParamKind,
  ParamOp,
  ParamRow,
  ReadOnlyConstruct,
  TextEdit,
} from '../../core';
import { CommitInput } from './CommitInput';
import {
  formatDefault,
  formatEnumValues,
  parseConstraint,
  parseDefault,
  parseEnumValues,
} from './cell-values';
import type { CellParse } from './cell-values';

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

const KIND_LABELS: Record<ParamKind, string> = {
  string: 'string',
  integer: 'integer',
  number: 'number',
  boolean: 'boolean',
  array: 'array',
  object: 'object',
  enum: 'enum',
  union: 'union (anyOf)',
  null: 'null',
  any: 'any',
};

/** Label path of a row: `filters.category`, unique within the table. */
function rowPath(row: ParamRow, parents: readonly string[]): string {
  return [...parents, row.name].join('.');
}

export function ParametersEditor({
  text,
  schemaPointer,
  schemaName,
  onEdits,
  onReveal,
}: ParametersEditorProps) {
  const table = useMemo(() => readParamTable(text, schemaPointer), [text, schemaPointer]);
  const [message, setMessage] = useState<string | undefined>();
  // The last deletion, undoable from the table while the text is still what it left.
  const [lastDelete, setLastDelete] = useState<
    { name: string; after: string; inverse: TextEdit } | undefined
  >();
  const [focusTarget, setFocusTarget] = useState<string | undefined>();
  const rootRef = useRef<HTMLDivElement>(null);

  // After a change re-renders the rows (a rename changes the row's key), keyboard focus goes
  // back to the cell the user was in.
  useEffect(() => {
    if (!focusTarget) return;
    const element = [...(rootRef.current?.querySelectorAll<HTMLElement>('[data-cell]') ?? [])].find(
      (e) => e.dataset.cell === focusTarget,
    );
    if (element) {
      element.focus();
      if (element instanceof HTMLInputElement && element.type === 'text') element.select();
      setFocusTarget(undefined);
    }
  }, [focusTarget, table]);

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

  if (table.problem) {
    return (
      <div className="params-editor">
        <p className="params-message" role="status">
          {table.problem}
        </p>
      </div>
    );
  }

  const renderRows = (rows: readonly ParamRow[], parents: readonly string[]): ReactNode =>
    rows.map((row) => {
      const path = rowPath(row, parents);
      const base = { parent: row.parent, name: row.name };
      const cell = (field: string) => `${row.pointer}|${field}`;
      const onRowKeyDown = (e: KeyboardEvent<HTMLTableRowElement>) => {
        // Alt+Arrow moves the parameter, like moving a line in the editor.
        if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
        e.preventDefault();
        const toIndex = row.index + (e.key === 'ArrowUp' ? -1 : 1);
        if (toIndex >= 0 && toIndex < rows.length)
          run({ op: 'move', ...base, toIndex }, (e.target as HTMLElement).dataset.cell);
      };
      const constraintKeywords = CONSTRAINTS_BY_KIND[
        row.kind === 'enum' ? 'string' : row.kind
      ].filter((k) => row.kind !== 'enum' || k === 'format');
      return (
        <Fragment key={row.pointer}>
          <tbody className="params-group">
            <tr
              className={`params-row depth-${Math.min(row.depth, 4)}`}
              onKeyDown={onRowKeyDown}
              data-testid={`param-row-${path}`}
            >
              <td className="params-order">
                <button
                  type="button"
                  aria-label={`Move ${path} up`}
                  title="Move up (Alt+↑)"
                  data-cell={cell('up')}
                  disabled={row.index === 0}
                  onClick={() =>
                    run(
                      { op: 'move', ...base, toIndex: row.index - 1 },
                      row.index - 1 === 0 ? cell('down') : cell('up'),
                    )
                  }
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={`Move ${path} down`}
                  title="Move down (Alt+↓)"
                  data-cell={cell('down')}
                  disabled={row.index === rows.length - 1}
                  onClick={() =>
                    run(
                      { op: 'move', ...base, toIndex: row.index + 1 },
                      row.index + 1 === rows.length - 1 ? cell('up') : cell('down'),
                    )
                  }
                >
                  ↓
                </button>
              </td>
              <td
                className="params-name"
                style={{ paddingInlineStart: `${0.25 + row.depth * 1.25}rem` }}
              >
                <CommitInput
                  type="text"
                  aria-label={`Name of ${path}`}
                  data-cell={cell('name')}
                  value={row.name}
                  spellCheck={false}
                  onCommit={(newName) =>
                    run(
                      { op: 'rename', ...base, newName },
                      `${row.parent}/properties/${newName}|name`,
                    )
                  }
                />
              </td>
              <td>
                <div className="params-type">
                  <select
                    aria-label={`Type of ${path}`}
                    data-cell={cell('type')}
                    value={row.kind}
                    title={row.typeLabel}
                    onChange={(e) =>
                      run(
                        { op: 'setType', ...base, kind: e.target.value as ParamKind },
                        cell('type'),
                      )
                    }
                  >
                    {PARAM_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {KIND_LABELS[k]}
                      </option>
                    ))}
                  </select>
                  {row.kind === 'array' && row.itemKind && (
                    <select
                      aria-label={`Item type of ${path}`}
                      data-cell={cell('items')}
                      value={row.itemKind}
                      onChange={(e) =>
                        run(
                          { op: 'setItemsType', ...base, kind: e.target.value as ItemKind },
                          cell('items'),
                        )
                      }
                    >
                      {ITEM_KINDS.map((k) => (
                        <option key={k} value={k}>
                          of {k}
                        </option>
                      ))}
                    </select>
                  )}
                  {row.kind === 'union' && (
                    <span className="params-type-label">{row.typeLabel}</span>
                  )}
                  {row.kind === 'enum' && (
                    <CommitInput
                      type="text"
                      aria-label={`Enum values of ${path}`}
                      data-cell={cell('enum')}
                      placeholder="a, b, c"
                      value={formatEnumValues(row.enumValues)}
                      onCommit={(t) =>
                        withParsed(
                          parseEnumValues(
                            t,
                            row.enumType === 'integer' ||
                              row.enumType === 'number' ||
                              (row.enumValues?.some((v) => typeof v === 'number') ?? false),
                          ),
                          (p) =>
                            run(
                              { op: 'setEnumValues', ...base, values: (p.value as []) ?? [] },
                              cell('enum'),
                            ),
                        )
                      }
                    />
                  )}
                </div>
              </td>
              <td className="params-required">
                <input
                  type="checkbox"
                  aria-label={`Required: ${path}`}
                  data-cell={cell('required')}
                  checked={row.required}
                  onChange={(e) =>
                    run(
                      { op: 'setRequired', ...base, required: e.target.checked },
                      cell('required'),
                    )
                  }
                />
              </td>
              <td className="params-actions">
                <button
                  type="button"
                  aria-label={`Delete ${path}`}
                  data-cell={cell('delete')}
                  title="Delete (Ctrl+Z in the editor brings it back)"
                  onClick={() => deleteParam({ op: 'delete', ...base }, path)}
                >
                  ✕
                </button>
              </td>
            </tr>
            <tr className="params-detail" onKeyDown={onRowKeyDown}>
              <td />
              <td colSpan={4} style={{ paddingInlineStart: `${0.25 + row.depth * 1.25}rem` }}>
                <div className="params-detail-cells">
                  <label className="params-field params-field-description">
                    <span>Description</span>
                    <CommitInput
                      type="text"
                      aria-label={`Description of ${path}`}
                      data-cell={cell('description')}
                      value={row.description ?? ''}
                      onCommit={(value) =>
                        run({ op: 'setDescription', ...base, value }, cell('description'))
                      }
                    />
                  </label>
                  <label className="params-field">
                    <span>Default</span>
                    {row.kind === 'boolean' ? (
                      <select
                        aria-label={`Default of ${path}`}
                        data-cell={cell('default')}
                        value={row.hasDefault ? String(row.default) : ''}
                        onChange={(e) =>
                          run(
                            {
                              op: 'setDefault',
                              ...base,
                              value: e.target.value === '' ? undefined : e.target.value === 'true',
                            },
                            cell('default'),
                          )
                        }
                      >
                        <option value="">(none)</option>
                        <option value="true">true</option>
                        <option value="false">false</option>
                      </select>
                    ) : (
                      <CommitInput
                        type="text"
                        aria-label={`Default of ${path}`}
                        data-cell={cell('default')}
                        value={formatDefault(row.kind, row.default, row.hasDefault)}
                        onCommit={(t) =>
                          withParsed(parseDefault(row.kind, t), (p) =>
                            run({ op: 'setDefault', ...base, value: p.value }, cell('default')),
                          )
                        }
                      />
                    )}
                  </label>
                  {constraintKeywords.map((keyword) => {
                    const valueType = CONSTRAINT_VALUE_TYPE[keyword]!;
                    const current = row.constraints[keyword];
                    if (valueType === 'boolean') {
                      return (
                        <label key={keyword} className="params-constraint">
                          <input
                            type="checkbox"
                            aria-label={`${keyword} of ${path}`}
                            data-cell={cell(keyword)}
                            checked={current === true}
                            onChange={(e) =>
                              run(
                                {
                                  op: 'setConstraint',
                                  ...base,
                                  keyword,
                                  value: e.target.checked ? true : undefined,
                                },
                                cell(keyword),
                              )
                            }
                          />
                          {keyword}
                        </label>
                      );
                    }
                    return (
                      <label key={keyword} className="params-constraint">
                        <span aria-hidden="true">{keyword}</span>
                        <CommitInput
                          type="text"
                          aria-label={`${keyword} of ${path}`}
                          data-cell={cell(keyword)}
                          className={valueType === 'string' ? 'wide' : 'narrow'}
                          value={
                            current === undefined
                              ? ''
                              : typeof current === 'string'
                                ? current
                                : JSON.stringify(current)
                          }
                          spellCheck={false}
                          onCommit={(t) =>
                            withParsed(parseConstraint(valueType, t), (p) =>
                              run(
                                { op: 'setConstraint', ...base, keyword, value: p.value },
                                cell(keyword),
                              ),
                            )
                          }
                        />
                      </label>
                    );
                  })}
                </div>
                {row.readOnly.length > 0 && (
                  <ReadOnlyList constructs={row.readOnly} onReveal={onReveal} />
                )}
              </td>
            </tr>
          </tbody>
          {row.childParent && renderRows(row.children, [...parents, row.name])}
          {row.childParent && (
            <tbody>
              <tr className="params-add-row">
                <td />
                <td
                  colSpan={4}
                  style={{ paddingInlineStart: `${0.25 + (row.depth + 1) * 1.25}rem` }}
                >
                  <button type="button" onClick={() => addTo(row.childParent!, row.children)}>
                    Add property to {path}
                    {row.kind === 'array' ? ' items' : ''}
                  </button>
                </td>
              </tr>
            </tbody>
          )}
        </Fragment>
      );
    });

  return (
    <div className="params-editor" ref={rootRef}>
      {table.rows.length === 0 ? (
        <p className="params-empty">
          {table.exists
            ? `${schemaName} has no properties yet.`
            : `There is no ${schemaName} yet; adding a parameter creates it.`}
        </p>
      ) : (
        <div className="params-scroll">
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
            {renderRows(table.rows, [])}
          </table>
        </div>
      )}
      <div className="params-toolbar">
        <button
          type="button"
          data-cell={`${schemaPointer}|add`}
          onClick={() => addTo(schemaPointer, table.rows)}
        >
          Add parameter
        </button>
        <span className="params-hint">
          Changes go into the JSON; undo them with Ctrl+Z in the editor.
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

function ReadOnlyList({
  constructs,
  onReveal,
}: {
  constructs: readonly ReadOnlyConstruct[];
  onReveal: (offset: number, length: number) => void;
}) {
  return (
    <ul className="params-readonly-list">
      {constructs.map((c) => (
        <li key={c.pointer}>
          <button
            type="button"
            className="link"
            onClick={() => onReveal(c.offset, c.length)}
            aria-label={`Show ${c.pointer} in the editor`}
          >
            <code>{c.keyword}</code>
          </button>
        </li>
      ))}
    </ul>
  );
}
