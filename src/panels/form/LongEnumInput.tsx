import { ariaDescribedByIds, type BaseInputTemplateProps } from '@rjsf/utils';
import { useState } from 'react';
import { enumLabel, indexEnumValues, MAX_SELECT_OPTIONS, type EnumIndex } from '../../core';

// Indexed once per enum: the prepared schema keeps the values array's identity between renders.
const indexes = new WeakMap<readonly unknown[], EnumIndex>();
function indexFor(values: readonly unknown[]): EnumIndex {
  let index = indexes.get(values);
  if (!index) indexes.set(values, (index = indexEnumValues(values)));
  return index;
}

/**
 * The field of an enum too long for a drop-down (LONG_ENUM_KEYWORD): a text box that suggests
 * matching values as the user types. A text that is no allowed value is kept as typed, so the
 * field's error says so.
 */
export function LongEnumInput({
  id,
  values,
  value,
  required,
  disabled,
  readonly,
  onChange,
  onBlur,
  onFocus,
  options,
}: BaseInputTemplateProps & { values: readonly unknown[] }) {
  const index = indexFor(values);
  const [typed, setTyped] = useState(() => enumLabel(value));
  const valueOf = (text: string): unknown =>
    text === '' ? options.emptyValue : (index.valueFor(text)?.value ?? text);
  // The box shows what was typed until the value changes from elsewhere (a sample, a reset).
  const current: unknown = value;
  const shown =
    typed === enumLabel(current) || Object.is(valueOf(typed), current) ? typed : enumLabel(current);
  const listId = `${id}__suggestions`;
  const noteId = `${id}__long-enum`;
  return (
    <>
      <input
        id={id}
        name={id}
        type="text"
        className="form-control"
        list={listId}
        value={shown}
        required={required}
        disabled={disabled || readonly}
        autoComplete="off"
        aria-describedby={`${ariaDescribedByIds(id)} ${noteId}`}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange(valueOf(event.target.value));
        }}
        onBlur={(event) => onBlur(id, valueOf(event.target.value))}
        onFocus={(event) => onFocus(id, valueOf(event.target.value))}
      />
      <datalist id={listId}>
        {index.suggestions(shown).map((label) => (
          <option key={label} value={label} />
        ))}
      </datalist>
      <p className="field-type-note" id={noteId}>
        One of {values.length.toLocaleString('en-US')} allowed values: type to find one (a drop-down
        lists at most {MAX_SELECT_OPTIONS.toLocaleString('en-US')}).
      </p>
    </>
  );
}
