import type { AnySchema } from 'ajv';
import { getAtPointer, joinPointer } from '../model/pointer';
import { isPlainObject } from '../model/types';
import type { Dialect } from './dialect';
import { localRefPointer } from '../schema/refs';
import { walkSchemas } from '../schema/walk';

/**
 * Ajv departs from JSON Schema in a few places that a rewrite of the schema, before Ajv compiles
 * it, puts right without changing what the schema accepts:
 *
 * - `"enum": []` (2020-12 allows it; it accepts nothing): Ajv refuses to compile it, so it
 *   becomes the keyword below, which accepts nothing.
 * - An embedded resource (a subschema with its own `$id`) that also holds a `$ref`: Ajv resolves
 *   that `$ref` against the resource itself and recurses until the stack runs out. In 2020-12
 *   the `$ref` is one applicator among the others, so it moves into an `allOf` of the same
 *   subschema, where Ajv resolves it against the resource's `$id` as the specification says.
 * - A property named "__proto__" in `properties`: Ajv skips that name (its guard against
 *   prototype pollution), so its schema moves to `patternProperties` under "^__proto__$", which
 *   applies to exactly that name and counts for `additionalProperties` the same way.
 * - An `if` without `then`, beside an `unevaluatedProperties`: Ajv drops the annotations of a
 *   passing `if` when there is no `then` to apply, so properties the `if` evaluated count as
 *   unevaluated (ajv-validator/ajv#2639). `if: S, else: E` means `anyOf: [S, {allOf: [{not: S}, E]}]`
 *   (with E = true when absent), which Ajv collects annotations through.
 * - draft-07 ignores every keyword beside `$ref` (including an `$id`); Ajv applies them, so they
 *   are dropped, except the parts of the schema that a `$ref` points into.
 */

/** Ajv keyword that stands for an empty `enum`: it fails for every value. */
export const EMPTY_ENUM_KEYWORD = 'studio:emptyEnum';

export interface PreparedSchema {
  schema: AnySchema;
  /** Schema pointers of the rewritten schema that stand for other pointers of the original. */
  renames: [rewritten: string, original: string][];
}

/** Keywords beside a draft-07 `$ref` that carry no validation and are kept. */
const DRAFT_07_KEPT_BESIDE_REF = new Set([
  '$ref',
  '$schema',
  'definitions',
  '$comment',
  'title',
  'description',
  'default',
  'examples',
  'readOnly',
  'writeOnly',
]);

export function prepareForAjv(
  schema: AnySchema,
  dialect: Dialect,
  serialised: string,
): PreparedSchema {
  const unchanged: PreparedSchema = { schema, renames: [] };
  const mayHaveEmptyEnum = serialised.includes('"enum":[]');
  const mayHaveLoneIf =
    dialect === '2020-12' &&
    serialised.includes('"unevaluatedProperties"') &&
    serialised.includes('"if"');
  const mayHaveProtoProperty = serialised.includes('"__proto__"');
  const mayHaveRefWithSiblings =
    serialised.includes('"$ref"') && (dialect === 'draft-07' || serialised.includes('"$id"'));
  if (
    !isPlainObject(schema) ||
    (!mayHaveEmptyEnum && !mayHaveRefWithSiblings && !mayHaveProtoProperty && !mayHaveLoneIf)
  )
    return unchanged;

  const edits: ((copy: Record<string, unknown>, renames: PreparedSchema['renames']) => void)[] = [];
  const refTargets: string[] = [];
  walkSchemas(schema, '', dialect, ({ schema: node, pointer }) => {
    if (Array.isArray(node.enum) && node.enum.length === 0) {
      edits.push((copy, renames) => {
        const target = getAtPointer(copy, pointer);
        if (!isPlainObject(target)) return; // dropped with a draft-07 $ref sibling
        delete target.enum;
        target[EMPTY_ENUM_KEYWORD] = true;
        renames.push([joinPointer(pointer, EMPTY_ENUM_KEYWORD), joinPointer(pointer, 'enum')]);
      });
    }
    if (isPlainObject(node.properties) && Object.hasOwn(node.properties, '__proto__')) {
      edits.push((copy, renames) => {
        const target = getAtPointer(copy, pointer);
        if (!isPlainObject(target) || !isPlainObject(target.properties)) return;
        const properties = { ...target.properties };
        const protoSchema = Object.getOwnPropertyDescriptor(properties, '__proto__')!
          .value as unknown;
        delete properties.__proto__;
        const patternProperties = isPlainObject(target.patternProperties)
          ? { ...target.patternProperties }
          : {};
        const key = '^__proto__$';
        const existing = patternProperties[key];
        patternProperties[key] =
          existing === undefined ? protoSchema : { allOf: [existing, protoSchema] };
        target.properties = properties;
        target.patternProperties = patternProperties;
        renames.push([
          joinPointer(pointer, 'patternProperties', key),
          joinPointer(pointer, 'properties', '__proto__'),
        ]);
      });
    }
    // The rewrite repeats the `if`; a resource or anchor inside it would then be defined twice.
    if (
      mayHaveLoneIf &&
      'if' in node &&
      !('then' in node) &&
      !/"\$(?:id|anchor|dynamicAnchor)"/.test(JSON.stringify(node.if))
    ) {
      edits.push((copy, renames) => {
        const target = getAtPointer(copy, pointer);
        if (!isPlainObject(target)) return;
        const condition = target.if;
        const otherwise = 'else' in target ? target.else : true;
        const allOf = Array.isArray(target.allOf) ? [...(target.allOf as unknown[])] : [];
        allOf.push({
          anyOf: [condition, { allOf: [{ not: structuredCopy(condition) }, otherwise] }],
        });
        const at = joinPointer(pointer, 'allOf', allOf.length - 1, 'anyOf');
        renames.push(
          [joinPointer(at, 0), joinPointer(pointer, 'if')],
          [joinPointer(at, 1, 'allOf', 1), joinPointer(pointer, 'else')],
        );
        delete target.if;
        delete target.else;
        target.allOf = allOf;
      });
    }
    if (typeof node.$ref !== 'string') return;
    const refPointer = localRefPointer(node.$ref);
    if (refPointer !== undefined) refTargets.push(refPointer);
    if (dialect === '2020-12' && pointer !== '' && typeof node.$id === 'string') {
      edits.push((copy, renames) => {
        const target = getAtPointer(copy, pointer);
        if (!isPlainObject(target)) return;
        const allOf = Array.isArray(target.allOf) ? [...(target.allOf as unknown[])] : [];
        allOf.push({ $ref: target.$ref });
        renames.push([
          joinPointer(pointer, 'allOf', allOf.length - 1, '$ref'),
          joinPointer(pointer, '$ref'),
        ]);
        delete target.$ref;
        target.allOf = allOf;
      });
    }
    if (
      dialect === 'draft-07' &&
      Object.keys(node).some((key) => !DRAFT_07_KEPT_BESIDE_REF.has(key))
    ) {
      edits.push((copy) => {
        const target = getAtPointer(copy, pointer);
        if (!isPlainObject(target)) return;
        for (const key of Object.keys(target)) {
          if (DRAFT_07_KEPT_BESIDE_REF.has(key)) continue;
          // A `$ref` elsewhere may point into an ignored keyword's subschemas; those stay reachable.
          const at = joinPointer(pointer, key);
          if (refTargets.some((ref) => ref === at || ref.startsWith(`${at}/`))) continue;
          delete target[key];
        }
      });
    }
  });
  if (edits.length === 0) return unchanged;
  // The serialised text is an exact deep copy to edit (and keeps a "__proto__" key an own property).
  const copy = JSON.parse(serialised) as Record<string, unknown>;
  const renames: PreparedSchema['renames'] = [];
  for (const edit of edits) edit(copy, renames);
  return { schema: copy, renames };
}

function structuredCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The original schema pointer for a pointer into the rewritten schema. */
export function originalPointer(pointer: string, renames: PreparedSchema['renames']): string {
  for (const [rewritten, original] of renames) {
    if (pointer === rewritten || pointer.startsWith(`${rewritten}/`))
      return original + pointer.slice(rewritten.length);
  }
  return pointer;
}
