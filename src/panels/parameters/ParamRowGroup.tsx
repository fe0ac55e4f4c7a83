import type { KeyboardEvent } from 'react';
import { joinPointer } from '../../core';
import type { ParamRow } from '../../core';
import { CommitInput } from '../../components/CommitInput';
import { ParamDetails } from './ParamDetails';
import { focusAfterRename } from './rename-focus';
import { ParamTypeCell } from './ParamTypeCell';
import { ReadOnlyList } from './ReadOnlyList';
import type { ParamActions } from './use-param-actions';

interface ParamRowGroupProps {
  row: ParamRow;
  /** The row's label path, e.g. `filters.category`. */
  path: string;
  /** How many parameters share the row's parent (for moving it). */
  siblings: number;
  actions: ParamActions;
  onReveal: (offset: number, length: number) => void;
}

const indent = (depth: number) => ({ paddingInlineStart: `${0.25 + depth * 1.25}rem` });

/** One parameter: order buttons, name, type, required and delete; then its details line. */
export function ParamRowGroup({ row, path, siblings, actions, onReveal }: ParamRowGroupProps) {
  const base = { parent: row.parent, name: row.name };
  const cell = (field: string) => `${row.pointer}|${field}`;
  const move = (toIndex: number, focus: string | undefined) =>
    actions.run({ op: 'move', ...base, toIndex }, focus);
  const onRowKeyDown = (e: KeyboardEvent<HTMLTableRowElement>) => {
    // Alt+Arrow moves the parameter, like moving a line in the editor.
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    const toIndex = row.index + (e.key === 'ArrowUp' ? -1 : 1);
    if (toIndex >= 0 && toIndex < siblings) move(toIndex, (e.target as HTMLElement).dataset.cell);
  };
  return (
    <tbody className="params-group" data-entry={row.pointer}>
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
            onClick={() => move(row.index - 1, row.index - 1 === 0 ? cell('down') : cell('up'))}
          >
            ↑
          </button>
          <button
            type="button"
            aria-label={`Move ${path} down`}
            title="Move down (Alt+↓)"
            data-cell={cell('down')}
            disabled={row.index === siblings - 1}
            onClick={() =>
              move(row.index + 1, row.index + 1 === siblings - 1 ? cell('up') : cell('down'))
            }
          >
            ↓
          </button>
        </td>
        <td className="params-name" style={indent(row.depth)}>
          <CommitInput
            type="text"
            aria-label={`Name of ${path}`}
            data-cell={cell('name')}
            value={row.name}
            spellCheck={false}
            onCommit={(newName, leavingTo) =>
              actions.run(
                { op: 'rename', ...base, newName },
                focusAfterRename(
                  row.pointer,
                  joinPointer(row.parent, 'properties', newName),
                  leavingTo,
                ),
              )
            }
          />
        </td>
        <td>
          <ParamTypeCell row={row} path={path} actions={actions} />
        </td>
        <td className="params-required">
          <input
            type="checkbox"
            aria-label={`Required: ${path}`}
            data-cell={cell('required')}
            checked={row.required}
            onChange={(e) =>
              actions.run(
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
            onClick={() => actions.deleteParam({ op: 'delete', ...base }, path)}
          >
            ✕
          </button>
        </td>
      </tr>
      <tr className="params-detail" onKeyDown={onRowKeyDown}>
        <td />
        <td colSpan={4} style={indent(row.depth)}>
          <ParamDetails row={row} path={path} actions={actions} />
          {row.readOnly.length > 0 && (
            <ReadOnlyList constructs={row.readOnly} onReveal={onReveal} />
          )}
        </td>
      </tr>
    </tbody>
  );
}

/** The row after an object's properties that adds one more. */
export function AddPropertyRow({
  row,
  path,
  actions,
}: {
  row: ParamRow;
  path: string;
  actions: ParamActions;
}) {
  const parent = row.childParent;
  if (!parent) return null;
  return (
    <tbody data-entry={`${parent}|add-row`}>
      <tr className="params-add-row">
        <td />
        <td colSpan={4} style={indent(row.depth + 1)}>
          <button type="button" onClick={() => actions.addTo(parent, row.children)}>
            Add property to {path}
            {row.kind === 'array' ? ' items' : ''}
          </button>
        </td>
      </tr>
    </tbody>
  );
}
