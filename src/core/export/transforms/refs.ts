/** Local `$ref` resolution with the source pointer of the target, so changes point at the source. */
import { MAX_REF_HOPS } from '../../limits';
import { getAtPointer, joinPointer } from '../../model/pointer';
import { isPlainObject } from '../../model/types';
import type { JsonSchemaObject } from '../../model/types';
import { directSubschemas } from './schema-walk';

export type RefResolution =
  | { ok: true; schema: JsonSchemaObject | boolean; pointer: string }
  | { ok: false; reason: 'external' | 'missing' | 'anchor' | 'chain'; message: string };

/**
 * Resolves a `$ref` against the root schema. `rootPointer` is where the root sits in the tool
 * (e.g. `/inputSchema`). Only `#` and `#/json/pointer` references are local; anything else is
 * external and never fetched.
 */
export function resolveLocalRef(
  root: JsonSchemaObject,
  rootPointer: string,
  ref: string,
): RefResolution {
  let current = ref;
  for (let hops = 0; hops < MAX_REF_HOPS; hops++) {
    if (!current.startsWith('#')) {
      return {
        ok: false,
        reason: 'external',
        message: `"$ref": ${JSON.stringify(current)} points outside the tool; the studio never fetches external schemas.`,
      };
    }
    if (current !== '#' && !current.startsWith('#/')) {
      return {
        ok: false,
        reason: 'anchor',
        message: `"$ref": ${JSON.stringify(current)} names an anchor; only JSON Pointer references (#/...) can be resolved here.`,
      };
    }
    const fragment = decodeURIComponent(current.slice(1));
    const target = fragment === '' ? root : getAtPointer(root, fragment);
    if (!isPlainObject(target) && typeof target !== 'boolean') {
      return {
        ok: false,
        reason: 'missing',
        message: `"$ref": ${JSON.stringify(current)} points at nothing in this schema.`,
      };
    }
    const pointer = rootPointer + fragment;
    // A target that is itself a bare `$ref` is followed, bounded by MAX_REF_HOPS.
    if (
      isPlainObject(target) &&
      typeof target.$ref === 'string' &&
      Object.keys(target).length === 1
    ) {
      current = target.$ref;
      continue;
    }
    return { ok: true, schema: target, pointer };
  }
  return {
    ok: false,
    reason: 'chain',
    message: `"$ref": ${JSON.stringify(ref)} starts a chain longer than ${MAX_REF_HOPS} references.`,
  };
}

/**
 * The pointer of the first `$ref` that leads back to a schema containing it (a cycle), or
 * undefined. Walks the schema from its root, following local references, with an explicit stack
 * so that a long chain of definitions cannot overflow the call stack.
 */
export function findRecursiveRef(root: JsonSchemaObject, rootPointer: string): string | undefined {
  const onPath = new Set<string>();
  const done = new Set<string>();
  const work: { node: unknown; pointer: string; exit?: true }[] = [
    { node: root, pointer: rootPointer },
  ];
  while (work.length > 0) {
    const item = work.pop()!;
    if (item.exit) {
      onPath.delete(item.pointer);
      done.add(item.pointer);
      continue;
    }
    const { node, pointer } = item;
    if (!isPlainObject(node) || onPath.has(pointer) || done.has(pointer)) continue;
    onPath.add(pointer);
    work.push({ node, pointer, exit: true });
    if (typeof node.$ref === 'string') {
      const target = resolveLocalRef(root, rootPointer, node.$ref);
      if (target.ok) {
        if (onPath.has(target.pointer) || isAncestor(target.pointer, pointer))
          return joinPointer(pointer, '$ref');
        if (!done.has(target.pointer)) work.push({ node: target.schema, pointer: target.pointer });
      }
    }
    for (const sub of directSubschemas(node, pointer)) {
      // Definitions are reached through references, not walked as part of the instance shape.
      if (
        /\/(\$defs|definitions)\/[^/]+$/.test(sub.pointer) &&
        sub.pointer.startsWith(pointer + '/')
      )
        continue;
      work.push({ node: sub.value, pointer: sub.pointer });
    }
  }
  return undefined;
}

function isAncestor(ancestor: string, pointer: string): boolean {
  return pointer === ancestor || pointer.startsWith(ancestor + '/');
}
