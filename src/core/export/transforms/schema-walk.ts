/**
 * Where subschemas live in a JSON Schema (2020-12 and draft-07 spellings), and a deep clone.
 * Every rewrite walks schemas through these lists, so a new keyword is added in one place.
 */
import { escapeSegment, joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import type { JsonSchemaObject } from '../../model/types';
import { setOwn } from '../../model/own';

/** Keywords whose value is one subschema. */
export const SINGLE_SUBSCHEMA = [
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'additionalItems',
  'contentSchema',
] as const;
/** Keywords whose value is an array of subschemas (`items` too, in its draft-07 tuple form). */
export const ARRAY_SUBSCHEMAS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'] as const;
/** Keywords whose value maps names to subschemas. */
export const MAP_SUBSCHEMAS = [
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
  'dependencies',
] as const;

export interface SubschemaRef {
  /** The pointer of the subschema, relative to the same base as its parent's pointer. */
  pointer: string;
  value: unknown;
  /** Writes a new value at this position in the parent. */
  set(value: unknown): void;
}

/** The direct subschemas of `schema` (objects and booleans), with setters. */
export function directSubschemas(schema: JsonSchemaObject, pointer: string): SubschemaRef[] {
  const found: SubschemaRef[] = [];
  for (const key of SINGLE_SUBSCHEMA) {
    const value = schema[key];
    if (isPlainObject(value) || typeof value === 'boolean') {
      found.push(lazyRef(pointer, [key], value, (v) => (schema[key] = v)));
    }
  }
  for (const key of ARRAY_SUBSCHEMAS) {
    const value = schema[key];
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (isPlainObject(item) || typeof item === 'boolean') {
          found.push(lazyRef(pointer, [key, i], item, (v) => (value[i] = v)));
        }
      });
    }
  }
  for (const key of MAP_SUBSCHEMAS) {
    const map = schema[key];
    if (isPlainObject(map)) {
      for (const name of Object.keys(map)) {
        const item = map[name];
        // draft-07 `dependencies` mixes schemas with arrays of names; only schemas are walked.
        if (isPlainObject(item) || typeof item === 'boolean') {
          found.push(lazyRef(pointer, [key, name], item, (v) => setOwn(map, name, v)));
        }
      }
    }
  }
  return found;
}

/** True when `predicate` holds for a direct subschema (object or boolean); allocates nothing, for hot checks. */
export function someSubschema(
  schema: JsonSchemaObject,
  predicate: (value: unknown) => boolean,
): boolean {
  const isSchema = (value: unknown) => isPlainObject(value) || typeof value === 'boolean';
  for (const key of SINGLE_SUBSCHEMA) {
    const value = schema[key];
    if (isSchema(value) && predicate(value)) return true;
  }
  for (const key of ARRAY_SUBSCHEMAS) {
    const value = schema[key];
    if (Array.isArray(value))
      for (const item of value) if (isSchema(item) && predicate(item)) return true;
  }
  for (const key of MAP_SUBSCHEMAS) {
    const map = schema[key];
    if (isPlainObject(map))
      for (const name in map)
        if (
          Object.prototype.hasOwnProperty.call(map, name) &&
          isSchema(map[name]) &&
          predicate(map[name])
        )
          return true;
  }
  return false;
}

/** `base/segment`, without the array allocations of joinPointer: used on every schema node. */
export function childPointer(base: string, segment: string | number): string {
  return base + '/' + escapeSegment(segment);
}

/** Pointers are built only when read: most walks never need them. */
function lazyRef(
  base: string,
  segments: (string | number)[],
  value: unknown,
  set: (value: unknown) => void,
): SubschemaRef {
  let pointer: string | undefined;
  return {
    get pointer() {
      return (pointer ??= joinPointer(base, ...segments));
    },
    value,
    set,
  };
}

export function deepClone<T>(value: T): T {
  // Schemas are plain JSON, so a JSON round trip is an exact copy (and needs no DOM lib).
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The declared types of a schema as a list (`type: "x"` or `type: [...]`); empty when none. */
export function declaredTypes(schema: JsonSchemaObject): string[] {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return [];
}

/** An object schema: declares type object, or has properties and no other type. */
export function isObjectSchema(schema: JsonSchemaObject): boolean {
  const types = declaredTypes(schema);
  return types.includes('object') || (types.length === 0 && isPlainObject(schema.properties));
}

export function isArraySchema(schema: JsonSchemaObject): boolean {
  return declaredTypes(schema).includes('array');
}
