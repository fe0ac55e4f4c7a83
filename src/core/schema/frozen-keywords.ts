import { frozenSome } from '../model/frozen-some';
import { isPlainObject } from '../model/types';
import type { Dialect } from '../validation/dialect';
import { objectSubschemas } from './walk';

/** Per dialect and keyword list: subschema objects whose whole subtree was found without any of them. */
const keywordFree = new Map<string, WeakSet<object>>();

/**
 * Whether `schema` or any subschema under it (as walkSchemas visits them) has one of `keywords`
 * as its own key, for a schema never mutated once built (the form's prepared schema, asked on
 * every render): every subschema found without any is remembered (frozenSome).
 */
export function frozenSchemaHasKeyword(
  schema: unknown,
  dialect: Dialect,
  keywords: readonly string[],
): boolean {
  if (!isPlainObject(schema)) return false;
  const cacheKey = `${dialect}\u0000${keywords.join('\u0000')}`;
  let free = keywordFree.get(cacheKey);
  if (!free) keywordFree.set(cacheKey, (free = new WeakSet()));
  return frozenSome(
    schema,
    (node) => objectSubschemas(node as Record<string, unknown>, dialect),
    (node) => keywords.some((k) => Object.hasOwn(node, k)),
    free,
  );
}
