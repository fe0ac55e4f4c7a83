import { createContext, useContext } from 'react';
import type { FieldTemplateProps } from '@rjsf/utils';
import {
  DEFAULT_HINT_KEYWORD,
  FIELD_STATE_LABELS,
  fieldStateOf,
  statesFor,
  valueForState,
} from '../../core';
import type { FieldState } from '../../core';
import { shortJson } from './default-placeholder';

/** Inputs that say a default in their own empty state (InputTemplate, SelectWidget); the rest say it beside "Use default". */
const SAYS_DEFAULT_ITSELF = new Set(['string', 'number', 'integer']);

/**
 * The id of the field whose state control is already drawn: a union draws its chosen variant as a
 * second field with the same id, which must not get a second control.
 */
export const StateDrawnFor = createContext<string | undefined>(undefined);

const SHORT_STATE_LABELS: Record<FieldState, string> = {
  omitted: 'omitted',
  empty: 'empty',
  null: 'null',
  value: 'value',
};

/** Whether this field is an optional property of an object (not an array item, not the root). */
function isOmittable(props: FieldTemplateProps, isRoot: boolean): boolean {
  if (isRoot || props.required) return false;
  const last = props.fieldPathId.path.at(-1);
  return typeof last === 'string';
}

/**
 * The field's state (omitted / empty / null / has a value) as a labelled select whose accessible
 * name says the current state, and the schema's default as a hint with a button that applies it.
 */
export function FieldStateBar({
  props,
  isRoot,
  checked = false,
}: {
  props: FieldTemplateProps;
  isRoot: boolean;
  /** The caller already made sure no control is drawn for this field (a legend drawn inside it). */
  checked?: boolean;
}) {
  const drawnFor = useContext(StateDrawnFor);
  if (isRoot || (!checked && drawnFor === props.id) || props.disabled || props.readonly)
    return null;
  const { schema, formData, fieldPathId, onChange, id } = props;
  const name = props.label || String(fieldPathId.path.at(-1) ?? 'value');
  const current = fieldStateOf(formData);
  const omittable = isOmittable(props, isRoot);
  const isProperty = typeof fieldPathId.path.at(-1) === 'string';
  const found = statesFor(schema, { omittable, current });
  // A property can always be missing, so its control always lists that state (disabled when it is
  // required): choosing "empty" on a required field then keeps the control where it was.
  const states: FieldState[] =
    isProperty && !found.includes('omitted') ? ['omitted', ...found] : found;
  // A required property or a list position can be missing, but it is not a state to choose.
  const choices = states.filter((state) => state !== 'omitted' || omittable);
  const hasDefault = DEFAULT_HINT_KEYWORD in schema;
  const defaultValue: unknown = schema[DEFAULT_HINT_KEYWORD];
  const set = (value: unknown) => onChange(value, fieldPathId.path, undefined, id);
  // Shown when there is a choice, or when the field is not simply holding a value (so "empty" on
  // a required field still says so, and can be left).
  const showSelect =
    choices.length >= 2 || (current !== 'value' && current !== 'omitted' && states.length >= 2);
  if (!showSelect && !hasDefault) return null;
  // The compact words the select shows (omitted · empty · null · value); its name says it in full.
  const shortLabelOf = (state: FieldState) =>
    state === 'omitted' && !omittable ? 'missing' : SHORT_STATE_LABELS[state];
  const labelOf = (state: FieldState) =>
    state === 'omitted' && !omittable ? 'missing' : FIELD_STATE_LABELS[state];
  return (
    <div className={`field-state field-state-${current}`}>
      {showSelect && (
        <select
          className="field-state-select"
          aria-label={`State of ${name}: ${labelOf(current)}`}
          data-testid="form.field-state"
          value={current}
          onChange={(event) =>
            set(valueForState(schema, event.target.value as FieldState, formData))
          }
        >
          {states.map((state) => (
            <option key={state} value={state} disabled={!choices.includes(state)}>
              {shortLabelOf(state)}
            </option>
          ))}
        </select>
      )}
      {hasDefault && current === 'omitted' && (
        <span className="field-default-hint">
          {!SAYS_DEFAULT_ITSELF.has(String(schema.type)) && (
            <span>default {shortJson(defaultValue)} (not sent)</span>
          )}
          <button
            type="button"
            className="form-button"
            aria-label={`Use default ${shortJson(defaultValue)} for ${name}`}
            onClick={() => set(defaultValue)}
          >
            Use default
          </button>
        </span>
      )}
    </div>
  );
}
