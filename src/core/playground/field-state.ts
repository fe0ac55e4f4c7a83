import { isPlainObject } from '../model/types';
import {
  DEFAULT_HINT_KEYWORD,
  LONG_ENUM_KEYWORD,
  NULLABLE_KEYWORD,
  ORIGINAL_TYPE_KEYWORD,
} from './form-schema';

/** The enum of a prepared field, also when it was too long to keep as `enum`. */
const enumOf = (schema: Record<string, unknown>): unknown[] | undefined => {
  const values = schema.enum ?? schema[LONG_ENUM_KEYWORD];
  return Array.isArray(values) ? values : undefined;
};

/**
 * What a server receives for one field: left out (`{}`), empty (`{"q": ""}`), explicitly nothing
 * (`{"q": null}`), or a value. Servers handle each differently, so the form shows which one a
 * field is in and lets the user choose; sending the wrong one is a long-running family of client bugs.
 */
export type FieldState = 'omitted' | 'empty' | 'null' | 'value';

/** The empty value of a type that has one; numbers and booleans have none. */
const EMPTY_BY_TYPE: Record<string, () => unknown> = {
  string: () => '',
  array: () => [],
  object: () => ({}),
};

/** The state a value puts its field in. */
export function fieldStateOf(value: unknown): FieldState {
  if (value === undefined) return 'omitted';
  if (value === null) return 'null';
  if (
    value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (isPlainObject(value) && Object.keys(value).length === 0)
  )
    return 'empty';
  return 'value';
}

/** Whether a prepared field schema accepts `null` (the form draws it as its non-null type). */
function allowsNull(schema: unknown): boolean {
  if (!isPlainObject(schema)) return false;
  if (schema[NULLABLE_KEYWORD] === true || schema.type === 'null') return true;
  const original = schema[ORIGINAL_TYPE_KEYWORD];
  return Array.isArray(original) && original.includes('null');
}

function emptyOf(schema: Record<string, unknown>): (() => unknown) | undefined {
  if (enumOf(schema) || 'const' in schema) return undefined;
  return typeof schema.type === 'string' ? EMPTY_BY_TYPE[schema.type] : undefined;
}

/**
 * The value a field takes when the user switches it to "has a value" from nothing: its default
 * when the schema gives one, else a first value of its type. Undefined when typing into the
 * field's own input is the way to give it one (text, lists, objects, unions).
 */
function starterOf(schema: Record<string, unknown>): unknown {
  const hint = schema[DEFAULT_HINT_KEYWORD];
  if (hint !== undefined && hint !== null) return hint;
  if ('const' in schema) return schema.const;
  const values = enumOf(schema);
  if (values) return values.find((v) => v !== null);
  if (schema.type === 'integer' || schema.type === 'number') return 0;
  if (schema.type === 'boolean') return false;
  return undefined;
}

/**
 * The states a field can be switched to, in order: omitted (only an optional property of an
 * object), empty (types that have an empty value), null (only where the schema allows it), and
 * "value" where a first value can be chosen without typing. The current state is always listed.
 */
export function statesFor(
  schema: unknown,
  options: { omittable: boolean; current: FieldState },
): FieldState[] {
  const node = isPlainObject(schema) ? schema : {};
  const states: FieldState[] = [];
  if (options.omittable) states.push('omitted');
  if (emptyOf(node)) states.push('empty');
  if (allowsNull(node)) states.push('null');
  if (starterOf(node) !== undefined) states.push('value');
  if (!states.includes(options.current)) states.push(options.current);
  const order: FieldState[] = ['omitted', 'empty', 'null', 'value'];
  return order.filter((s) => states.includes(s));
}

/** The value that puts a field into `state`; `current` is kept when it is already there. */
export function valueForState(schema: unknown, state: FieldState, current: unknown): unknown {
  if (fieldStateOf(current) === state) return current;
  const node = isPlainObject(schema) ? schema : {};
  switch (state) {
    case 'omitted':
      return undefined;
    case 'null':
      return null;
    case 'empty':
      return emptyOf(node)?.();
    case 'value':
      return starterOf(node);
  }
}

/** Words for each state, as the control says them. */
export const FIELD_STATE_LABELS: Record<FieldState, string> = {
  omitted: 'omitted (not sent)',
  empty: 'empty',
  null: 'null',
  value: 'has a value',
};
