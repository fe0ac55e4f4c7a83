/**
 * The one way to reach a schema's subschemas, driven by the keyword catalogue: `walkSchemas`
 * visits every object subschema in document order (the lint rules, the analyzer, Ajv's
 * preparation), `objectSubschemas` gives its next step without pointers (both step through
 * `eachObjectSubschema`); `directSubschemas` and `someSubschema` give one level, booleans
 * included, with setters (the export transforms rewrite through them).
 */
import { escapeSegment, joinPointer } from '../model/pointer';
import { isPlainObject } from '../model/types';
import type { JsonSchemaObject } from '../model/types';
import { setOwn } from '../model/own';
import type { Dialect } from '../validation/dialect';
import {
  DEPENDENCIES_KEYWORD,
  SINGLE_SUBSCHEMA_KEYWORDS,
  SUBSCHEMA_LIST_KEYWORDS,
  SUBSCHEMA_MAP_KEYWORDS,
  subschemaShape,
} from './keywords';

export interface SchemaVisit {
  schema: Record<string, unknown>;
  /** Absolute pointer of this subschema in the document. */
  pointer: string;
  /** The keyword that holds this subschema (`properties`, `items`, …), or undefined at the root. */
  via: string | undefined;
  /** For `properties`/`patternProperties`/`$defs` members: the member name. */
  memberName: string | undefined;
  depth: number;
}

/**
 * Visits every object subschema under `schema` in document order. Iterative, so the depth of
 * the schema cannot overflow the stack; the parser has bounded nesting already.
 */
export function walkSchemas(
  schema: unknown,
  pointer: string,
  dialect: Dialect,
  visit: (node: SchemaVisit) => void,
): void {
  const stack: SchemaVisit[] = [];
  if (isPlainObject(schema))
    stack.push({ schema, pointer, via: undefined, memberName: undefined, depth: 0 });
  while (stack.length > 0) {
    const node = stack.pop()!;
    visit(node);
    const children: SchemaVisit[] = [];
    eachObjectSubschema(node.schema, dialect, (child, via, at) =>
      children.push({
        schema: child,
        pointer:
          at === undefined ? joinPointer(node.pointer, via) : joinPointer(node.pointer, via, at),
        via,
        memberName: typeof at === 'string' ? at : undefined,
        depth: node.depth + 1,
      }),
    );
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}

/**
 * The object subschemas directly under `node`, the ones walkSchemas visits next (without their
 * pointers), for walks that need no positions.
 */
export function objectSubschemas(
  node: Record<string, unknown>,
  dialect: Dialect,
): Record<string, unknown>[] {
  const children: Record<string, unknown>[] = [];
  eachObjectSubschema(node, dialect, (child) => children.push(child));
  return children;
}

/**
 * One step of the walk: each object subschema directly under `node`, in document order, with the
 * keyword holding it and, in a list or a map, its index or member name.
 */
function eachObjectSubschema(
  node: Record<string, unknown>,
  dialect: Dialect,
  each: (child: Record<string, unknown>, via: string, at?: number | string) => void,
): void {
  const visit = (child: unknown, via: string, at?: number | string) => {
    if (isPlainObject(child)) each(child, via, at);
  };
  for (const [key, value] of Object.entries(node)) {
    switch (subschemaShape(key, dialect)) {
      case 'single':
        visit(value, key);
        break;
      case 'single-or-list':
        // A draft-07 tuple is a list; otherwise `items` is one subschema.
        if (!Array.isArray(value)) visit(value, key);
        else value.forEach((item, i) => visit(item, key, i));
        break;
      case 'list':
        if (Array.isArray(value)) value.forEach((item, i) => visit(item, key, i));
        break;
      case 'map':
      case 'map-of-some':
        if (isPlainObject(value))
          for (const [name, item] of Object.entries(value)) visit(item, key, name);
        break;
      case undefined:
        break;
    }
  }
}

/** One-subschema keywords in the order the transforms visit them (`items` first). */
const SINGLES = ['items', ...SINGLE_SUBSCHEMA_KEYWORDS] as const;
/** List keywords, `items` too in its draft-07 tuple form. */
const LISTS = [...SUBSCHEMA_LIST_KEYWORDS, 'items'] as const;
/** Map keywords; draft-07 `dependencies` mixes schemas with arrays of names, and only schemas are walked. */
const MAPS = [...SUBSCHEMA_MAP_KEYWORDS, DEPENDENCIES_KEYWORD] as const;

export interface SubschemaRef {
  /** The pointer of the subschema, relative to the same base as its parent's pointer. */
  pointer: string;
  value: unknown;
  /** Writes a new value at this position in the parent. */
  set(value: unknown): void;
}

function isSchema(value: unknown): boolean {
  return isPlainObject(value) || typeof value === 'boolean';
}

/** The direct subschemas of `schema` (objects and booleans), with setters. */
export function directSubschemas(schema: JsonSchemaObject, pointer: string): SubschemaRef[] {
  const found: SubschemaRef[] = [];
  for (const key of SINGLES) {
    const value = schema[key];
    if (isSchema(value)) found.push(lazyRef(pointer, [key], value, (v) => (schema[key] = v)));
  }
  for (const key of LISTS) {
    const value = schema[key];
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (isSchema(item)) found.push(lazyRef(pointer, [key, i], item, (v) => (value[i] = v)));
      });
    }
  }
  for (const key of MAPS) {
    const map = schema[key];
    if (isPlainObject(map)) {
      for (const name of Object.keys(map)) {
        const item = map[name];
        if (isSchema(item))
          found.push(lazyRef(pointer, [key, name], item, (v) => setOwn(map, name, v)));
      }
    }
  }
  return found;
}

/**
 * True when `predicate` holds for a direct subschema (object or boolean); allocates nothing, for
 * hot checks. It reads the schema's own few keys rather than asking for each of the two dozen
 * subschema keywords, most of which a node does not have.
 */
export function someSubschema(
  schema: JsonSchemaObject,
  predicate: (value: unknown) => boolean,
): boolean {
  for (const key in schema) {
    const shape = subschemaShape(key);
    if (shape === undefined || !Object.prototype.hasOwnProperty.call(schema, key)) continue;
    const value = schema[key];
    if (Array.isArray(value)) {
      if (shape === 'list' || shape === 'single-or-list')
        for (const item of value) if (isSchema(item) && predicate(item)) return true;
    } else if (shape === 'single' || shape === 'single-or-list') {
      if (isSchema(value) && predicate(value)) return true;
    } else if ((shape === 'map' || shape === 'map-of-some') && isPlainObject(value)) {
      for (const name in value)
        if (
          Object.prototype.hasOwnProperty.call(value, name) &&
          isSchema(value[name]) &&
          predicate(value[name])
        )
          return true;
    }
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
