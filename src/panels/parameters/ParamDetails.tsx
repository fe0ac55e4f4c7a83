import { CONSTRAINTS_BY_KIND, CONSTRAINT_VALUE_TYPE } from '../../core';
import type { ParamRow } from '../../core';
import { CommitInput } from '../../components/CommitInput';
import { formatDefault, parseConstraint, parseDefault } from './cell-values';
import type { ParamActions } from './use-param-actions';

/** A parameter's second line: description, default, and the constraints its kind can have. */
export function ParamDetails({
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
  const constraintKeywords = CONSTRAINTS_BY_KIND[row.kind === 'enum' ? 'string' : row.kind].filter(
    (k) => row.kind !== 'enum' || k === 'format',
  );
  return (
    <div className="params-detail-cells">
      <label className="params-field params-field-description">
        <span>Description</span>
        <CommitInput
          type="text"
          aria-label={`Description of ${path}`}
          data-cell={cell('description')}
          value={row.description ?? ''}
          onCommit={(value) =>
            actions.run({ op: 'setDescription', ...base, value }, cell('description'))
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
              actions.run(
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
              actions.withParsed(parseDefault(row.kind, t), (p) =>
                actions.run({ op: 'setDefault', ...base, value: p.value }, cell('default')),
              )
            }
          />
        )}
      </label>
      {constraintKeywords.map((keyword) => (
        <ConstraintField key={keyword} row={row} path={path} keyword={keyword} actions={actions} />
      ))}
    </div>
  );
}

function ConstraintField({
  row,
  path,
  keyword,
  actions,
}: {
  row: ParamRow;
  path: string;
  keyword: string;
  actions: ParamActions;
}) {
  const base = { parent: row.parent, name: row.name };
  const cell = `${row.pointer}|${keyword}`;
  const valueType = CONSTRAINT_VALUE_TYPE[keyword] ?? 'string';
  const current = row.constraints[keyword];
  if (valueType === 'boolean') {
    return (
      <label className="params-constraint">
        <input
          type="checkbox"
          aria-label={`${keyword} of ${path}`}
          data-cell={cell}
          checked={current === true}
          onChange={(e) =>
            actions.run(
              { op: 'setConstraint', ...base, keyword, value: e.target.checked ? true : undefined },
              cell,
            )
          }
        />
        {keyword}
      </label>
    );
  }
  return (
    <label className="params-constraint">
      <span aria-hidden="true">{keyword}</span>
      <CommitInput
        type="text"
        aria-label={`${keyword} of ${path}`}
        data-cell={cell}
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
          actions.withParsed(parseConstraint(valueType, t), (p) =>
            actions.run({ op: 'setConstraint', ...base, keyword, value: p.value }, cell),
          )
        }
      />
    </label>
  );
}
