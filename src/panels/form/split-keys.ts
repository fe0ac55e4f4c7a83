import { isPlainObject, walkSchemas } from '../../core';
import type { JsonSchemaObject } from '../../core';

const ROOT_KEYWORDS_THAT_NEED_ONE_FORM = [
  'anyOf',
  'oneOf',
  'allOf',
  '$ref',
  'not',
  'if',
  'dependencies',
  'dependentSchemas',
  'dependentRequired',
  'patternProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
];

/**
 * Whether the root can be drawn as one small form per property: a plain object of properties
 * with nothing that ties properties together and no reference into the root itself. Then an edit
 * of one property re-renders one small form instead of all of them (RJSF re-renders every field
 * when its root schema changes).
 */
export function splitKeys(schema: JsonSchemaObject, value: unknown): string[] | undefined {
  if (schema.type !== 'object' || !isPlainObject(schema.properties)) return undefined;
  if (ROOT_KEYWORDS_THAT_NEED_ONE_FORM.some((k) => k in schema)) return undefined;
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false)
    return undefined;
  if (value !== undefined && !isPlainObject(value)) return undefined;
  const keys = Object.keys(schema.properties);
  if (keys.length === 0) return undefined;
  if (refersToRoot(schema.properties)) return undefined;
  return keys;
}

const rootReferences = new WeakMap<object, boolean>();

/**
 * Whether a property's schema refers back into the root (`#` or `#/properties/…`). Walks
 * subschemas only, never enum or example values, and remembers the answer per schema object:
 * the form calls this on every render, and the prepared schema keeps its identity between edits.
 */
function refersToRoot(properties: Record<string, unknown>): boolean {
  const known = rootReferences.get(properties);
  if (known !== undefined) return known;
  let found = false;
  for (const property of Object.values(properties)) {
    // draft-07's walk also enters `dependencies`: a superset, so a reference is never missed.
    walkSchemas(property, '', 'draft-07', ({ schema }) => {
      const ref = schema.$ref;
      if (typeof ref === 'string' && (ref === '#' || ref.startsWith('#/properties'))) found = true;
    });
    if (found) break;
  }
  rootReferences.set(properties, found);
  return found;
}

export interface GroupCache {
  keys: string[];
  parts: unknown[];
  value: Record<string, unknown>;
}

/** Returns `previous.value` when every part is the same as before, else a fresh object from `build`. */
export function stableGroup(
  cache: Map<string, GroupCache>,
  id: string,
  keys: string[],
  parts: unknown[],
  build: () => Record<string, unknown>,
): Record<string, unknown> {
  const previous = cache.get(id);
  if (
    previous &&
    previous.keys.length === keys.length &&
    previous.keys.every((k, i) => k === keys[i]) &&
    previous.parts.every((p, i) => p === parts[i])
  ) {
    return previous.value;
  }
  const value = build();
  cache.set(id, { keys, parts, value });
  return value;
}
