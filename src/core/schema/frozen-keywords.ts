import { isPlainObject } from '../model/types';
import type { Dialect } from '../validation/dialect';
import { subschemaShape } from './keywords';

/** Per dialect and keyword list: subschema objects whose whole subtree was found without any of them. */
const keywordFree = new Map<string, WeakSet<object>>();

/** The object subschemas directly under `node` (what walkSchemas would visit next). */
function childSchemas(node: Record<string, unknown>, dialect: Dialect): object[] {
  const children: object[] = [];
  for (const [key, value] of Object.entries(node)) {
    switch (subschemaShape(key, dialect)) {
      case 'single':
        if (isPlainObject(value)) children.push(value);
        break;
      case 'single-or-list':
      case 'list':
        if (isPlainObject(value)) children.push(value);
        else if (Array.isArray(value))
          for (const item of value) if (isPlainObject(item)) children.push(item);
        break;
      case 'map':
      case 'map-of-some':
        if (isPlainObject(value))
          for (const item of Object.values(value)) if (isPlainObject(item)) children.push(item);
        break;
      case undefined:
        break;
    }
  }
  return children;
}

/**
 * Whether `schema` or any subschema under it (as walkSchemas visits them) has one of `keywords`
 * as its own key, for a schema never mutated once built (the form's prepared schema): every
 * subschema found without any is remembered. The form asks on every render, and an edit gives
 * new objects only on the path to what it changed (shareStructure), so a key walks that path
 * instead of the whole schema. A cycle (never in parsed JSON) is walked
 * once per object, without remembering.
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
  if (free.has(schema)) return false;
  const has = (node: Record<string, unknown>) => keywords.some((k) => Object.hasOwn(node, k));
  // Depth first, each subschema's children before it is marked (a stack, not recursion).
  const stack: { node: Record<string, unknown>; done: boolean }[] = [{ node: schema, done: false }];
  const open = new Set<object>();
  while (stack.length > 0) {
    const { node, done } = stack.pop()!;
    if (done) {
      open.delete(node);
      // Every child was free of the keywords, or this walk would have returned.
      free.add(node);
      continue;
    }
    if (free.has(node)) continue;
    if (open.has(node)) return plainWalkHasKeyword(schema, dialect, has);
    if (has(node)) return true;
    open.add(node);
    stack.push({ node, done: true });
    for (const child of childSchemas(node, dialect))
      if (!free.has(child)) stack.push({ node: child as Record<string, unknown>, done: false });
  }
  return false;
}

function plainWalkHasKeyword(
  schema: Record<string, unknown>,
  dialect: Dialect,
  has: (node: Record<string, unknown>) => boolean,
): boolean {
  const seen = new Set<object>([schema]);
  const stack: Record<string, unknown>[] = [schema];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (has(node)) return true;
    for (const child of childSchemas(node, dialect))
      if (!seen.has(child)) {
        seen.add(child);
        stack.push(child as Record<string, unknown>);
      }
  }
  return false;
}
