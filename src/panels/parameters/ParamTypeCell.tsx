import { ITEM_KINDS, PARAM_KINDS } from '../../core';
import type { ItemKind, ParamKind, ParamRow } from '../../core';
import { CommitInput } from '../../components/CommitInput';
import { formatEnumValues, parseEnumValues } from './cell-values';
import type { ParamActions } from './use-param-actions';

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

/** The Type column: the kind, the item kind of an array, a union's label, an enum's values. */
export function ParamTypeCell({
  row,
  path,
  actions,
}: {
  row: ParamRow;
  path: string;
  actions: ParamActions;
}) {
  const base = { parent: row.parent, name: row.name };
  const cell = (field: string) => `${row.pointer}|${field}`;
  const numericEnum =
    row.enumType === 'integer' ||
    row.enumType === 'number' ||
    (row.enumValues?.some((v) => typeof v === 'number') ?? false);
  return (
    <div className="params-type">
      <select
        aria-label={`Type of ${path}`}
        data-cell={cell('type')}
        value={row.kind}
        title={row.typeLabel}
        onChange={(e) =>
          actions.run({ op: 'setType', ...base, kind: e.target.value as ParamKind }, cell('type'))
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
            actions.run(
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
      {row.kind === 'union' && <span className="params-type-label">{row.typeLabel}</span>}
      {row.kind === 'enum' && (
        <CommitInput
          type="text"
          aria-label={`Enum values of ${path}`}
          data-cell={cell('enum')}
          placeholder="a, b, c"
          value={formatEnumValues(row.enumValues)}
          onCommit={(t) =>
            actions.withParsed(parseEnumValues(t, numericEnum), (p) =>
              actions.run(
                { op: 'setEnumValues', ...base, values: (p.value as []) ?? [] },
                cell('enum'),
              ),
            )
          }
        />
      )}
    </div>
  );
}
