import { getDefaultRegistry } from '@rjsf/core';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { indexEnumChoices, MAX_SELECT_OPTIONS, type EnumChoice, type EnumIndex } from '../../core';

const coreSelect = getDefaultRegistry().widgets.SelectWidget;
if (!coreSelect) throw new Error('RJSF no longer ships a SelectWidget');
const CoreSelectWidget = coreSelect;

/** RJSF's drop-down, or, for an enum too long to draw as one, a text box with suggestions. */
export function SelectWidget(props: WidgetProps) {
  const choices = props.options.enumOptions;
  if (props.multiple || !Array.isArray(choices) || choices.length <= MAX_SELECT_OPTIONS)
    return <CoreSelectWidget {...props} />;
  return <LongEnumInput {...props} choices={choices} />;
}

// RJSF rebuilds its option list on every render; the schema's enum array keeps its identity.
const indexes = new WeakMap<object, EnumIndex>();
function indexFor(schema: WidgetProps['schema'], choices: readonly EnumChoice[]): EnumIndex {
  const key: object = Array.isArray(schema.enum) ? schema.enum : choices;
  let index = indexes.get(key);
  if (!index) indexes.set(key, (index = indexEnumChoices(choices)));
  return index;
}

const labelOf = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

function LongEnumInput({
  id,
  schema,
  value,
  choices,
  required,
  disabled,
  readonly,
  onChange,
  onBlur,
  onFocus,
  options,
}: WidgetProps & { choices: readonly EnumChoice[] }) {
  const index = indexFor(schema, choices);
  const [typed, setTyped] = useState(() => labelOf(value));
  const valueOf = (text: string): unknown => {
    if (text === '') return options.emptyValue;
    // A label that is no allowed value is kept as typed, so the field's error says so.
    return index.valueFor(text)?.value ?? text;
  };
  // The box shows what was typed until the value changes from elsewhere (a sample, a reset).
  const shown =
    typed === labelOf(value) || Object.is(valueOf(typed), value) ? typed : labelOf(value);
  const listId = `${id}__suggestions`;
  const noteId = `${id}__long-enum`;
  const suggestions = index.suggestions(shown);
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
        {suggestions.map((label) => (
          <option key={label} value={label} />
        ))}
      </datalist>
      <p className="field-type-note" id={noteId}>
        One of {choices.length.toLocaleString('en-US')} allowed values: type to find one (a
        drop-down stops at {MAX_SELECT_OPTIONS.toLocaleString('en-US')}).
      </p>
    </>
  );
}
