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

/** Answers per `properties` object, and per property schema object. */
const propertiesReferToRoot = new WeakMap<object, boolean>();
const propertyReferences = new WeakMap<object, boolean>();

/**
 * Whether a property's schema refers back into the root (`#` or `#/properties/…`). Walks
 * subschemas only, never enum or example values, and remembers the answer per property schema:
 * the form calls this on every render, and an edit gives a new schema object only to the property
 * it is in (the prepared schema keeps every other one's identity), so a keystroke walks one
 * property, not all of them.
 */
function refersToRoot(properties: Record<string, unknown>): boolean {
  // The same properties object: a render without a schema change.
  const known = propertiesReferToRoot.get(properties);
  if (known !== undefined) return known;
  let found = false;
  for (const property of Object.values(properties))
    if (propertyRefersToRoot(property)) {
      found = true;
      break;
    }
  propertiesReferToRoot.set(properties, found);
  return found;
}

function propertyRefersToRoot(property: unknown): boolean {
  if (!isPlainObject(property)) return false;
  const known = propertyReferences.get(property);
  if (known !== undefined) return known;
  let found = false;
  // draft-07's walk also enters `dependencies`: a superset, so a reference is never missed.
  walkSchemas(property, '', 'draft-07', ({ schema }) => {
    const ref = schema.$ref;
    if (typeof ref === 'string' && (ref === '#' || ref.startsWith('#/properties'))) found = true;
  });
  propertyReferences.set(property, found);
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
