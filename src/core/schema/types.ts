/** What a schema says about the type of its instances, read the same way everywhere. */
import { isPlainObject } from '../model/types';
import type { JsonSchemaObject } from '../model/types';

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

export function deepClone<T>(value: T): T {
  // Schemas are plain JSON, so a JSON round trip is an exact copy (and needs no DOM lib).
  return JSON.parse(JSON.stringify(value)) as T;
}
