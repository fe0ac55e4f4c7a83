/**
 * Local `$ref` resolution, the one the exporter, the diff, the form and the validator's helpers
 * share: which references are local, where they point, and their targets with the source pointer
 * (so changes point at the source), chains bounded by MAX_REF_HOPS.
 */
import { MAX_REF_HOPS } from '../limits';
import { getAtPointer, joinPointer } from '../model/pointer';
import { isPlainObject } from '../model/types';
import type { JsonSchemaObject } from '../model/types';
import { directSubschemas } from './walk';

/**
 * Where a `$ref` points: a JSON Pointer into this document (`#` or `#/...`, URI-decoded), an
 * anchor (`#name`), somewhere outside (anything not starting with `#`), or nowhere readable
 * (a fragment that is not valid URI encoding).
 */
export type RefTarget =
  | { kind: 'pointer'; pointer: string }
  | { kind: 'external' }
  | { kind: 'anchor' }
  | { kind: 'invalid' };

export function refTarget(ref: string): RefTarget {
  if (!ref.startsWith('#')) return { kind: 'external' };
  if (ref !== '#' && !ref.startsWith('#/')) return { kind: 'anchor' };
  try {
    return { kind: 'pointer', pointer: decodeURIComponent(ref.slice(1)) };
  } catch {
    return { kind: 'invalid' };
  }
}

/** The pointer a `$ref` names inside this document below its root, or undefined (for `#` too). */
export function localRefPointer(ref: unknown): string | undefined {
  if (typeof ref !== 'string') return undefined;
  const target = refTarget(ref);
  return target.kind === 'pointer' && target.pointer !== '' ? target.pointer : undefined;
}

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
    const where = refTarget(current);
    if (where.kind === 'external') {
      return {
        ok: false,
        reason: 'external',
        message: `"$ref": ${JSON.stringify(current)} points outside the tool; the studio never fetches external schemas.`,
      };
    }
    if (where.kind === 'anchor') {
      return {
        ok: false,
        reason: 'anchor',
        message: `"$ref": ${JSON.stringify(current)} names an anchor; only JSON Pointer references (#/...) can be resolved here.`,
      };
    }
    if (where.kind === 'invalid') {
      return {
        ok: false,
        reason: 'missing',
        message: `"$ref": ${JSON.stringify(current)} is not a valid URI fragment.`,
      };
    }
    const fragment = where.pointer;
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
      if (isDefinition(sub.pointer, pointer)) continue;
      work.push({ node: sub.value, pointer: sub.pointer });
    }
  }
  return undefined;
}

function isAncestor(ancestor: string, pointer: string): boolean {
  return pointer === ancestor || pointer.startsWith(ancestor + '/');
}

/** True when `pointer` is a member of `$defs`/`definitions` (DEFINITIONS_KEYWORDS) directly under `parent`. */
function isDefinition(pointer: string, parent: string): boolean {
  return /\/(\$defs|definitions)\/[^/]+$/.test(pointer) && pointer.startsWith(parent + '/');
}
