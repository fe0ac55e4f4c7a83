import { FORM_MAX_ARRAY_ITEMS, MAX_REF_HOPS, MAX_SELECT_OPTIONS } from '../limits';
import { escapeSegment, getAtPointer } from '../model/pointer';
import type { JsonSchemaObject } from '../model/types';
import { isPlainObject } from '../model/types';
import { DEFAULT_DIALECT, dialectOf } from '../validation/dialect';
import type { Dialect } from '../validation/dialect';
import { getOwn, setOwn } from '../model/own';
import {
  CONSTRAINTS_BY_TYPE,
  SINGLE_SUBSCHEMA_KEYWORDS,
  SUBSCHEMA_MAP_KEYWORDS,
} from '../schema/keywords';
import type { SUBSCHEMA_LIST_KEYWORDS } from '../schema/keywords';
import { refTarget } from '../schema/refs';
import type { RefTarget } from '../schema/refs';

/**
 * Prepares an inputSchema for the form renderer (RJSF): rewrites what it cannot draw into what it
 * can (type arrays become unions, free-form objects and untyped values become an any-value union),
 * and reports precisely which parts it had to skip or cannot show, and why. The user's schema is
 * never changed; the prepared copy is for drawing only; validation always uses the original.
 */

export type FormDialect = Dialect;

export interface FormNotice {
  /** `warning`: the form differs from what the schema says; `info`: checked on validation, not drawn. */
  severity: 'warning' | 'info';
  /** JSON Pointer into the inputSchema. */
  pointer: string;
  message: string;
}

export interface PreparedFormSchema {
  /** undefined when there is nothing to draw (no inputSchema at all). */
  schema: JsonSchemaObject | undefined;
  dialect: FormDialect;
  notices: FormNotice[];
  /** Schema pointers whose value is edited as raw JSON because the form cannot draw them. */
  fallbacks: { pointer: string; reason: string }[];
}

/** Keyword the prepared schema uses to mark a field the form edits as raw JSON; holds the reason. */
export const FALLBACK_KEYWORD = 'x-studio-fallback';
/** Keyword recording the type as the user wrote it, where the prepared schema rewrote it. */
export const ORIGINAL_TYPE_KEYWORD = 'x-studio-type';
/** Marks a `default` the prepared schema added only so that a new map entry starts with a valid value. */
export const ADDED_DEFAULT_KEYWORD = 'x-studio-added-default';
/**
 * Keyword holding the schema's `default`, moved out of `default` so that the renderer never writes
 * it into the value (nor shows it as if it were there): an untouched optional field is omitted,
 * and its default is a hint the user applies with one action.
 */
export const DEFAULT_HINT_KEYWORD = 'x-studio-default';
/**
 * Marks a field whose schema also allows `null` (`type: [T, "null"]`, `anyOf: [T, {type: null}]`):
 * the prepared schema draws T with an input, and `null` is one of the field's states, not a
 * variant the field could start on with no input at all.
 */
export const NULLABLE_KEYWORD = 'x-studio-nullable';
/**
 * Keyword holding the values of an enum longer than MAX_SELECT_OPTIONS. The renderer would build
 * one option object per value on every render and compare the value against each; the prepared
 * schema draws a text box of the values' type instead, which offers matching values as the user types.
 */
export const LONG_ENUM_KEYWORD = 'x-studio-enum';
/**
 * Keyword holding a `minItems` above FORM_MAX_ARRAY_ITEMS (or one that is not a number): the
 * renderer fills a required list with that many items at once, so the prepared schema keeps the
 * minimum as a fact and leaves the list as the user fills it.
 */
export const MIN_ITEMS_HINT_KEYWORD = 'x-studio-min-items';
/** Name of the any-value union added under `$defs` of the prepared schema. */
export const ANY_VALUE_DEF = 'x-studio-any';
const ANY_VALUE_REF = `#/$defs/${ANY_VALUE_DEF}`;

const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

/** Keywords that belong to one instance type, so a type-array union can give each variant its own. */
const KEYWORDS_BY_TYPE: Record<string, readonly string[]> = CONSTRAINTS_BY_TYPE;
const TYPE_SPECIFIC = new Set(Object.values(KEYWORDS_BY_TYPE).flat());

/** Keywords the form cannot express; the worker still checks them when the sample is validated. */
const NOT_DRAWN: Record<string, string> = {
  not: '"not" is checked when the sample is validated, but the form cannot show what is excluded.',
  if: '"if"/"then"/"else" conditions are checked when the sample is validated, but the form shows no conditional fields.',
  dependentSchemas:
    '"dependentSchemas" are checked when the sample is validated, but the form does not add the dependent fields.',
  dependentRequired:
    '"dependentRequired" is checked when the sample is validated, but the form does not mark the dependent fields.',
  dependencies:
    '"dependencies" are checked when the sample is validated, but the form does not mark the dependent fields.',
  propertyNames:
    '"propertyNames" is checked when the sample is validated; the key editor does not enforce it.',
  contains:
    '"contains" is checked when the sample is validated; the list editor does not enforce it.',
  unevaluatedProperties:
    '"unevaluatedProperties" is checked when the sample is validated; the form does not enforce it.',
  unevaluatedItems:
    '"unevaluatedItems" is checked when the sample is validated; the form does not enforce it.',
};

const SCHEMA_MAPS = SUBSCHEMA_MAP_KEYWORDS;
/** The form's own order, which decides which empty union its message names first. */
const SCHEMA_ARRAYS = [
  'anyOf',
  'oneOf',
  'allOf',
  'prefixItems',
] as const satisfies readonly (typeof SUBSCHEMA_LIST_KEYWORDS)[number][];
// `contentSchema` describes a string's decoded content; the form draws the string, not its content.
const SCHEMA_SINGLES = SINGLE_SUBSCHEMA_KEYWORDS.filter((k) => k !== 'contentSchema');

/** The union an untyped value becomes: a variant picker over every JSON type, nesting included. */
function anyValueSchema(): JsonSchemaObject {
  return {
    anyOf: [
      { type: 'string', title: 'string' },
      { type: 'number', title: 'number' },
      { type: 'boolean', title: 'boolean' },
      { type: 'object', title: 'object', additionalProperties: { $ref: ANY_VALUE_REF } },
      { type: 'array', title: 'array', items: { $ref: ANY_VALUE_REF } },
    ],
    // null is a state of the field, not a variant: the renderer would start an untouched field on it.
    [NULLABLE_KEYWORD]: true,
  };
}

interface Context {
  root: JsonSchemaObject;
  dialect: Dialect;
  /** refChainEnd's answers, by reference. */
  refChainEnds: Map<string, ChainEnd>;
  notices: FormNotice[];
  fallbacks: { pointer: string; reason: string }[];
  usesAnyValue: boolean;
  /** How many times the preparation looked something up in the root (a $ref): such results depend on more than their own subschema. */
  rootReads: number;
}

/**
 * A subschema's preparation, kept with the subschema object it was made from. The page's reading
 * of a text after a keystroke keeps every value the keystroke did not touch (reparseAfterEdit), so
 * preparing the next form looks up 199 of 200 property schemas here and prepares one: work in
 * proportion to the edit. Only preparations that read nothing outside their own subschema are
 * kept (no $ref followed), and only for the same place and dialect, since those are all they
 * depend on; the notices and fallbacks they reported are replayed with them.
 */
interface Prepared {
  pointer: string;
  dialect: Dialect;
  output: unknown;
  notices: FormNotice[];
  fallbacks: { pointer: string; reason: string }[];
  usesAnyValue: boolean;
}
const preparedBySource = new WeakMap<object, Prepared>();

/** prepareNode for a member of a keyword's map (a property's schema), through preparedBySource. */
function prepareMember(ctx: Context, input: unknown, pointer: string): unknown {
  if (!isPlainObject(input)) return prepareNode(ctx, input, pointer);
  const kept = preparedBySource.get(input);
  if (kept && kept.pointer === pointer && kept.dialect === ctx.dialect) {
    ctx.notices.push(...kept.notices);
    ctx.fallbacks.push(...kept.fallbacks);
    if (kept.usesAnyValue) ctx.usesAnyValue = true;
    return kept.output;
  }
  const before = {
    notices: ctx.notices.length,
    fallbacks: ctx.fallbacks.length,
    rootReads: ctx.rootReads,
    usesAnyValue: ctx.usesAnyValue,
  };
  ctx.usesAnyValue = false;
  const output = prepareNode(ctx, input, pointer);
  const usesAnyValue = ctx.usesAnyValue;
  ctx.usesAnyValue ||= before.usesAnyValue;
  if (ctx.rootReads === before.rootReads) {
    preparedBySource.set(input, {
      pointer,
      dialect: ctx.dialect,
      output,
      notices: ctx.notices.slice(before.notices),
      fallbacks: ctx.fallbacks.slice(before.fallbacks),
      usesAnyValue,
    });
  }
  return output;
}

function fallback(
  ctx: Context,
  node: JsonSchemaObject,
  pointer: string,
  reason: string,
): JsonSchemaObject {
  ctx.fallbacks.push({ pointer, reason });
  ctx.notices.push({
    severity: 'warning',
    pointer,
    message: `${reason} This field is edited as JSON.`,
  });
  const marked: JsonSchemaObject = { [FALLBACK_KEYWORD]: reason };
  for (const key of ['title', 'description'] as const) if (key in node) marked[key] = node[key];
  if ('default' in node) marked[DEFAULT_HINT_KEYWORD] = node.default;
  return marked;
}

function anyValue(ctx: Context): JsonSchemaObject {
  ctx.usesAnyValue = true;
  return { $ref: ANY_VALUE_REF };
}

/** Checks a `$ref` the form would follow: local, existing, and not an endless chain of refs. */
function refProblem(ctx: Context, ref: string): string | undefined {
  const end = refChainEnd(ctx, ref);
  if ('problem' in end) return end.problem;
  return end.hops > MAX_REF_HOPS
    ? `The $ref "${ref}" starts a chain of more than ${MAX_REF_HOPS} references.`
    : undefined;
}

/** Why the form cannot follow a reference at all, whatever chain it sits in. */
const REF_PROBLEMS: Record<Exclude<RefTarget['kind'], 'pointer'>, (ref: string) => string> = {
  external: (ref) =>
    `The $ref "${ref}" points outside this schema; the studio never fetches references.`,
  anchor: (ref) =>
    `The $ref "${ref}" uses an anchor; the form only follows JSON Pointer references such as "#/$defs/Name".`,
  invalid: (ref) => `The $ref "${ref}" is not a valid URI fragment.`,
};

type ChainEnd = { hops: number } | { problem: string };

/**
 * How many resolutions `ref` takes to reach a schema that is more than a bare `$ref` (Infinity
 * for a cycle), or why it cannot be followed. Remembered for every reference on the way: each
 * of 10 000 chained `$defs` would otherwise walk its own chain again, 64 hops each.
 */
function refChainEnd(ctx: Context, ref: string): ChainEnd {
  // Answered from the root, or from an answer read from it earlier: either way it depends on it.
  ctx.rootReads++;
  const path: string[] = [];
  const onPath = new Set<string>();
  let current = ref;
  let end: ChainEnd;
  for (;;) {
    const known = ctx.refChainEnds.get(current);
    if (known) {
      end = known;
      break;
    }
    if (onPath.has(current)) {
      end = { hops: Infinity };
      break;
    }
    const where = refTarget(current);
    if (where.kind !== 'pointer') {
      end = { problem: REF_PROBLEMS[where.kind](current) };
      break;
    }
    const target = getAtPointer(ctx.root, where.pointer);
    if (target === undefined) {
      end = { problem: `The $ref "${current}" points to nothing in this schema.` };
      break;
    }
    path.push(current);
    onPath.add(current);
    if (
      !isPlainObject(target) ||
      typeof target.$ref !== 'string' ||
      Object.keys(target).length > 1
    ) {
      end = { hops: 0 };
      break;
    }
    current = target.$ref;
  }
  // Walk back: each reference on the path is one resolution further from the end than the next.
  for (let i = path.length - 1; i >= 0; i--) {
    const result: ChainEnd = 'problem' in end ? end : { hops: end.hops + (path.length - i) };
    ctx.refChainEnds.set(path[i]!, result);
  }
  return ctx.refChainEnds.get(ref) ?? end;
}

function variantTitle(variant: unknown): string | undefined {
  if (!isPlainObject(variant)) return undefined;
  if (typeof variant.title === 'string') return variant.title;
  if ('const' in variant) return JSON.stringify(variant.const);
  if (typeof variant.$ref === 'string') return variant.$ref.split('/').pop();
  const type = variant.type;
  if (type === 'array' && isPlainObject(variant.items) && typeof variant.items.type === 'string')
    return `array of ${variant.items.type}`;
  if (type === 'object' || (type === undefined && isPlainObject(variant.properties))) {
    const keys =
      Array.isArray(variant.required) && variant.required.length > 0
        ? variant.required
        : Object.keys(isPlainObject(variant.properties) ? variant.properties : {});
    return keys.length > 0
      ? `object (${keys.slice(0, 3).join(', ')}${keys.length > 3 ? ', …' : ''})`
      : 'object';
  }
  if (typeof type === 'string')
    return Array.isArray(variant.enum) ? `${type} (one of ${variant.enum.length})` : type;
  return undefined;
}

/**
 * Splits `{type: [A, B], …}` into `{anyOf: [{type: A, …A's keywords}, {type: B, …}]}`. A "null"
 * among them is no variant but a state of the field (NULLABLE_KEYWORD); `[T, "null"]` stays T.
 */
function typeArrayToUnion(node: JsonSchemaObject, allTypes: string[]): JsonSchemaObject {
  const types = allTypes.filter((t) => t !== 'null');
  const otherValues = Array.isArray(node.enum) ? node.enum.filter((v) => v !== null) : undefined;
  if (types.length < allTypes.length && types.length > 0 && otherValues?.length !== 0) {
    const enumAllowsNull = !Array.isArray(node.enum) || node.enum.includes(null);
    if (enumAllowsNull && !('const' in node)) {
      const rest: JsonSchemaObject = {
        ...node,
        [ORIGINAL_TYPE_KEYWORD]: allTypes,
        [NULLABLE_KEYWORD]: true,
      };
      if (otherValues) rest.enum = otherValues;
      if (types.length === 1) return { ...rest, type: types[0] };
      const union = typeArrayToUnion({ ...rest, type: types }, types);
      return { ...union, [ORIGINAL_TYPE_KEYWORD]: allTypes };
    }
  }
  const shared: JsonSchemaObject = { [ORIGINAL_TYPE_KEYWORD]: allTypes };
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && key !== 'enum' && key !== 'const' && !TYPE_SPECIFIC.has(key))
      shared[key] = value;
  }
  const variants = types.map((type) => {
    const variant: JsonSchemaObject = { type, title: type };
    for (const key of getOwn(KEYWORDS_BY_TYPE, type) ?? [])
      if (key in node) variant[key] = node[key];
    if (Array.isArray(node.enum)) variant.enum = node.enum.filter((v) => jsonTypeOf(v, type));
    if ('const' in node && jsonTypeOf(node.const, type)) variant.const = node.const;
    return variant;
  });
  // A variant whose enum or const excludes every value of its type can never match; drop it.
  const possible = variants.filter(
    (v) => !(Array.isArray(v.enum) && v.enum.length === 0) && !('const' in node && !('const' in v)),
  );
  shared.anyOf = possible.length > 0 ? possible : variants;
  if (NULLABLE_KEYWORD in node) shared[NULLABLE_KEYWORD] = node[NULLABLE_KEYWORD];
  return shared;
}

function jsonTypeOf(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'string':
      return typeof value === 'string';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isPlainObject(value);
    default:
      return false;
  }
}

function isFreeFormObject(node: JsonSchemaObject): boolean {
  const typeIsObject = node.type === 'object';
  const hasProperties = isPlainObject(node.properties) && Object.keys(node.properties).length > 0;
  return (
    typeIsObject &&
    !hasProperties &&
    !isPlainObject(node.patternProperties) &&
    !('anyOf' in node) &&
    !('oneOf' in node) &&
    !('allOf' in node) &&
    !('$ref' in node)
  );
}

/**
 * Why a tuple cannot be drawn, or undefined when the node is no tuple or a drawable one: fixed
 * positions are `prefixItems` in 2020-12 and an `items` array in draft-07, one schema each.
 */
function tupleProblem(ctx: Context, node: JsonSchemaObject): string | undefined {
  if (ctx.dialect === 'draft-07') {
    return Array.isArray(node.items) && node.items.length === 0
      ? '"items" must list one schema per position.'
      : undefined;
  }
  if (Array.isArray(node.items))
    return 'In JSON Schema 2020-12 "items" takes one schema; fixed positions belong in "prefixItems".';
  if ('prefixItems' in node && (!Array.isArray(node.prefixItems) || node.prefixItems.length === 0))
    return '"prefixItems" must list one schema per position.';
  return undefined;
}

/** A tuple: fixed positions the renderer draws one field each, in the dialect's spelling. */
function isTuple(ctx: Context, node: JsonSchemaObject): boolean {
  return Array.isArray(ctx.dialect === 'draft-07' ? node.items : node.prefixItems);
}

function prepareNode(ctx: Context, input: unknown, pointer: string): unknown {
  if (input === true) return anyValue(ctx);
  if (input === false) return false;
  if (!isPlainObject(input)) {
    return fallback(
      ctx,
      {},
      pointer,
      `The schema at ${pointer || '/'} is ${JSON.stringify(input)}, not an object or boolean.`,
    );
  }
  let node: JsonSchemaObject = { ...input };
  delete node.$schema;
  delete node.$id;
  if (
    'minItems' in node &&
    !(typeof node.minItems === 'number' && node.minItems <= FORM_MAX_ARRAY_ITEMS)
  ) {
    node[MIN_ITEMS_HINT_KEYWORD] = node.minItems;
    delete node.minItems;
  }

  if (typeof node.$ref === 'string') {
    const problem = refProblem(ctx, node.$ref);
    if (problem) return fallback(ctx, node, pointer, problem);
  }
  for (const key of ['$dynamicRef', '$recursiveRef'] as const) {
    if (key in node) return fallback(ctx, node, pointer, `"${key}" is not supported by the form.`);
  }
  const tupleIssue = tupleProblem(ctx, input);
  if (tupleIssue) return fallback(ctx, node, pointer, tupleIssue);
  // The renderer picks its array editor by type; a tuple without one still holds an array.
  if (isTuple(ctx, input) && node.type === undefined) node.type = 'array';
  // "prefixItems" means nothing in draft-07; drawn, it would make positions the schema lacks.
  if (ctx.dialect === 'draft-07') delete node.prefixItems;

  const type = node.type;
  if (Array.isArray(type)) {
    const unknown = type.filter((t) => typeof t !== 'string' || !JSON_TYPES.has(t));
    if (unknown.length > 0)
      return fallback(
        ctx,
        node,
        pointer,
        `"type" lists ${JSON.stringify(unknown)}, which is not a JSON Schema type.`,
      );
    const types = [...new Set(type as string[])];
    if (types.length === 1) node.type = types[0];
    else if (types.length > 1) node = typeArrayToUnion(node, types);
  } else if (type !== undefined && (typeof type !== 'string' || !JSON_TYPES.has(type))) {
    return fallback(
      ctx,
      node,
      pointer,
      `"type" is ${JSON.stringify(type)}, which is not a JSON Schema type.`,
    );
  }

  for (const [keyword, message] of Object.entries(NOT_DRAWN)) {
    if (keyword in input)
      ctx.notices.push({ severity: 'info', pointer: `${pointer}/${keyword}`, message });
  }

  // Walk subschemas with the pointers of the user's schema (a type-array union moves keywords
  // into variants, so we walk the original positions and place results where they now live).
  for (const map of SCHEMA_MAPS) {
    if (!isPlainObject(input[map])) continue;
    const prepared: Record<string, unknown> = {};
    for (const [name, sub] of Object.entries(input[map]))
      setOwn(prepared, name, prepareMember(ctx, sub, `${pointer}/${map}/${escapeSegment(name)}`));
    place(node, map, prepared);
  }
  for (const list of SCHEMA_ARRAYS) {
    const subschemas: unknown = input[list];
    if (!Array.isArray(subschemas)) continue;
    // An empty union can match nothing; drawn, the renderer's own validator refuses the schema.
    if (subschemas.length === 0 && list !== 'prefixItems') {
      return fallback(ctx, input, pointer, `"${list}" lists no schemas, so no value can match it.`);
    }
    const prepared = subschemas.map((sub: unknown, i) =>
      prepareNode(ctx, sub, `${pointer}/${list}/${i}`),
    );
    if (list === 'anyOf' || list === 'oneOf') {
      const byConst = discriminatorTitles(ctx, subschemas);
      prepared.forEach((variant, i) => {
        const title = byConst?.[i] ?? variantTitle(subschemas[i]);
        if (isPlainObject(variant) && !('title' in variant) && title) variant.title = title;
      });
    }
    place(node, list, prepared);
  }
  for (const single of SCHEMA_SINGLES) {
    if (single in input && (isPlainObject(input[single]) || typeof input[single] === 'boolean')) {
      place(node, single, prepareNode(ctx, input[single], `${pointer}/${single}`));
    }
  }
  if ('items' in input) {
    const items: unknown = input.items;
    place(
      node,
      'items',
      Array.isArray(items)
        ? items.map((sub: unknown, i) => prepareNode(ctx, sub, `${pointer}/items/${i}`))
        : prepareNode(ctx, items, `${pointer}/items`),
    );
  }

  // What the renderer has no control for becomes a control that can hold any value.
  if (node.type === 'array' && (!('items' in node) || node.items === undefined))
    node.items = anyValue(ctx);
  if (isFreeFormObject(node) && node.additionalProperties !== false) {
    if (node.additionalProperties === undefined) node.additionalProperties = anyValue(ctx);
  }
  if (isPlainObject(node.additionalProperties))
    node.additionalProperties = withStarterValue(ctx, node.additionalProperties, false);
  // A new list item starts as a value of its type, not as an empty slot (which is sent as null).
  if (isPlainObject(node.items)) node.items = withStarterValue(ctx, node.items, true);
  node = collapseNullableUnion(node, input);
  node = longEnumAsHint(node);
  if ('default' in node && node[ADDED_DEFAULT_KEYWORD] !== true) {
    node[DEFAULT_HINT_KEYWORD] = node.default;
    delete node.default;
  }
  if (isUntyped(node)) return { ...node, ...anyValue(ctx) };
  return node;
}

/** An enum too long for a drop-down becomes a text box of its values' one type (see LONG_ENUM_KEYWORD). */
function longEnumAsHint(node: JsonSchemaObject): JsonSchemaObject {
  const values = node.enum;
  if (!Array.isArray(values) || values.length <= MAX_SELECT_OPTIONS) return node;
  const type = typeof node.type === 'string' ? node.type : typeOfAll(values);
  if (type !== 'string' && type !== 'number' && type !== 'integer') return node;
  const { enum: _moved, ...rest } = node;
  return { ...rest, type, [LONG_ENUM_KEYWORD]: values };
}

function typeOfAll(values: readonly unknown[]): string | undefined {
  if (values.every((v) => typeof v === 'string')) return 'string';
  if (values.every((v) => Number.isInteger(v))) return 'integer';
  if (values.every((v) => typeof v === 'number')) return 'number';
  return undefined;
}

/** A union variant that holds only `null`: `{type: "null"}`, perhaps titled or described. */
function isNullOnly(variant: unknown): boolean {
  if (!isPlainObject(variant)) return false;
  const onlyNull =
    variant.type === 'null' ||
    ('const' in variant && variant.const === null) ||
    (Array.isArray(variant.enum) && variant.enum.length === 1 && variant.enum[0] === null);
  return (
    onlyNull &&
    Object.keys(variant).every((k) => ['type', 'const', 'enum', 'title', 'description'].includes(k))
  );
}

/** Keywords of a union's own node that may sit beside the one variant it is merged with. */
const MERGEABLE_BESIDE_VARIANT = new Set([
  'title',
  'description',
  'default',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
  NULLABLE_KEYWORD,
]);

/**
 * `anyOf`/`oneOf` [T, null] becomes T marked nullable: the field starts on T with an input, and
 * null is one of its states. With more variants, the null one is dropped and the rest stay a union.
 */
function collapseNullableUnion(node: JsonSchemaObject, input: JsonSchemaObject): JsonSchemaObject {
  for (const list of ['anyOf', 'oneOf'] as const) {
    const original: unknown = input[list];
    const variants: unknown = node[list];
    if (!Array.isArray(original) || !Array.isArray(variants) || variants.length !== original.length)
      continue;
    const nullAt = original.findIndex(isNullOnly);
    if (nullAt < 0 || original.filter(isNullOnly).length !== 1 || original.length < 2) continue;
    const rest = variants.filter((_, i) => i !== nullAt);
    if (rest.length > 1) return { ...node, [list]: rest, [NULLABLE_KEYWORD]: true };
    const only = rest[0];
    const siblings = Object.keys(node).filter((k) => k !== list);
    if (!isPlainObject(only) || !siblings.every((k) => MERGEABLE_BESIDE_VARIANT.has(k))) continue;
    const merged: JsonSchemaObject = { ...only };
    // The variant was titled for a picker that no longer exists; only a title the user wrote stays.
    const originalOnly = original[nullAt === 0 ? 1 : 0];
    if (!(isPlainObject(originalOnly) && 'title' in originalOnly)) delete merged.title;
    for (const key of siblings) merged[key] = node[key];
    merged[NULLABLE_KEYWORD] = true;
    return merged;
  }
  return node;
}

/**
 * Titles for a discriminated union: when every variant is an object whose same property is a
 * `const` (or a one-value enum), each variant is named by that value, as the user would choose.
 */
function discriminatorTitles(ctx: Context, variants: unknown[]): string[] | undefined {
  if (variants.length < 2) return undefined;
  const resolved = variants.map((v) => (isPlainObject(v) ? resolveLocal(ctx, v) : undefined));
  const first = resolved[0];
  if (!first || !isPlainObject(first.properties)) return undefined;
  for (const key of Object.keys(first.properties)) {
    const values = resolved.map((v) => {
      const property = v && isPlainObject(v.properties) ? v.properties[key] : undefined;
      if (!isPlainObject(property)) return undefined;
      if ('const' in property) return property.const;
      return Array.isArray(property.enum) && property.enum.length === 1
        ? property.enum[0]
        : undefined;
    });
    if (
      values.every((v) => v !== undefined) &&
      new Set(values.map((v) => JSON.stringify(v))).size === values.length
    ) {
      return values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
    }
  }
  return undefined;
}

/** Follows a chain of local `$ref`s (already checked) to the schema it names; the any-value union included. */
function resolveLocal(ctx: Context, schema: JsonSchemaObject): JsonSchemaObject {
  let current = schema;
  for (let hops = 0; hops < MAX_REF_HOPS && typeof current.$ref === 'string'; hops++) {
    if (current.$ref === ANY_VALUE_REF) return anyValueSchema();
    ctx.rootReads++;
    const target = getAtPointer(ctx.root, decodeURIComponent(current.$ref.slice(1)));
    if (!isPlainObject(target)) return current;
    current = target;
  }
  return current;
}

const STARTER_BY_TYPE: Record<string, unknown> = {
  string: '',
  number: 0,
  integer: 0,
  boolean: false,
  array: [],
  object: {},
  null: null,
};

/**
 * RJSF starts a new map entry from the entry schema's `type`, and has no start for integers
 * (it writes the string "New Value") or for unions (it writes `{}` into whatever the first
 * variant draws, showing "[object Object]"). Such entry schemas get a `default` to start from,
 * marked so that the facts beside the field do not show it as the schema's own.
 */
function withStarterValue(
  ctx: Context,
  entry: JsonSchemaObject,
  everyType: boolean,
): JsonSchemaObject {
  if ('default' in entry || 'const' in entry) return entry;
  if (DEFAULT_HINT_KEYWORD in entry)
    return { ...entry, default: entry[DEFAULT_HINT_KEYWORD], [ADDED_DEFAULT_KEYWORD]: true };
  const resolved = resolveLocal(ctx, entry);
  let first: unknown = resolved;
  const variants = resolved.anyOf ?? resolved.oneOf;
  if (Array.isArray(variants) && variants.length > 0)
    first = isPlainObject(variants[0]) ? resolveLocal(ctx, variants[0]) : undefined;
  else if (resolved.type !== 'integer' && !everyType) return entry;
  if (!isPlainObject(first)) return entry;
  const own = 'default' in first ? first.default : first[DEFAULT_HINT_KEYWORD];
  const enumFirst = Array.isArray(first.enum) && first.enum.length > 0 ? first.enum[0] : undefined;
  const starter =
    'const' in first
      ? first.const
      : own !== undefined
        ? own
        : enumFirst !== undefined
          ? enumFirst
          : typeof first.type === 'string'
            ? STARTER_BY_TYPE[first.type]
            : undefined;
  if (starter === undefined) return entry;
  return { ...entry, default: starter, [ADDED_DEFAULT_KEYWORD]: true };
}

/** Puts a prepared keyword value where it belongs: on the node, or on the union variants that took it. */
function place(node: JsonSchemaObject, keyword: string, value: unknown): void {
  if (keyword in node) {
    node[keyword] = value;
    return;
  }
  if (Array.isArray(node.anyOf) && ORIGINAL_TYPE_KEYWORD in node) {
    for (const variant of node.anyOf)
      if (isPlainObject(variant) && keyword in variant) variant[keyword] = value;
  }
}

/** A schema with nothing that tells the renderer what control to use. */
function isUntyped(node: JsonSchemaObject): boolean {
  if (node.type !== undefined) return false;
  return ![
    '$ref',
    'anyOf',
    'oneOf',
    'allOf',
    'enum',
    'const',
    'properties',
    'additionalProperties',
    'patternProperties',
    'items',
    FALLBACK_KEYWORD,
  ].some((k) => k in node);
}

/** Prepares a tool's inputSchema (or outputSchema) for drawing as a form. */
export function prepareFormSchema(
  inputSchema: unknown,
  options: { role?: 'input' | 'output' } = {},
): PreparedFormSchema {
  const role = options.role ?? 'input';
  const name = role === 'input' ? 'inputSchema' : 'outputSchema';
  const declared = dialectOf(inputSchema);
  const dialect = declared ?? DEFAULT_DIALECT;
  const notices: FormNotice[] = [];
  if (!declared) {
    notices.push({
      severity: 'warning',
      pointer: '/$schema',
      message: `The ${name}'s "$schema" is not a dialect the studio supports; the form is drawn as JSON Schema ${DEFAULT_DIALECT}.`,
    });
  }
  if (inputSchema === undefined) {
    return {
      schema: undefined,
      dialect,
      notices: [
        {
          severity: 'warning',
          pointer: '',
          message: `This tool has no ${name}, so there is no form to show.`,
        },
      ],
      fallbacks: [],
    };
  }
  let root: JsonSchemaObject;
  if (
    inputSchema === true ||
    (isPlainObject(inputSchema) && Object.keys(inputSchema).length === 0)
  ) {
    root = { type: 'object' };
    notices.push({
      severity: 'warning',
      pointer: '',
      message: `The ${name} accepts anything; the form shows it as a free-form object (MCP tools take an object of arguments).`,
    });
  } else if (!isPlainObject(inputSchema)) {
    return {
      schema: undefined,
      dialect,
      notices: [
        {
          severity: 'warning',
          pointer: '',
          message: `The ${name} is ${JSON.stringify(inputSchema)}, not a schema object, so there is no form to show.`,
        },
      ],
      fallbacks: [],
    };
  } else {
    root = inputSchema;
  }
  if (
    root.type === undefined &&
    !('anyOf' in root) &&
    !('oneOf' in root) &&
    !('$ref' in root) &&
    !('allOf' in root) &&
    notices.length === 0
  ) {
    root = { ...root, type: 'object' };
    notices.push({
      severity: 'warning',
      pointer: '',
      message: `The ${name} has no "type": "object" at its root. MCP requires it, and some clients drop such tools; the form assumes an object. Add "type": "object".`,
    });
  } else if (root.type !== 'object' && root.type !== undefined) {
    notices.push({
      severity: 'warning',
      pointer: '/type',
      message:
        role === 'input'
          ? `The ${name} root has type ${JSON.stringify(root.type)}, but MCP tool arguments are always an object; the form shows the schema as written.`
          : `The ${name} root has type ${JSON.stringify(root.type)}: allowed, but MCP structured content is an object, so clients may not accept it.`,
    });
  }
  const ctx: Context = {
    root,
    dialect,
    refChainEnds: new Map(),
    notices,
    fallbacks: [],
    usesAnyValue: false,
    rootReads: 0,
  };
  const prepared = prepareNode(ctx, root, '') as JsonSchemaObject;
  if (ctx.usesAnyValue) {
    const defs = isPlainObject(prepared.$defs) ? prepared.$defs : {};
    prepared.$defs = { ...defs, [ANY_VALUE_DEF]: anyValueSchema() };
  }
  return { schema: prepared, dialect, notices: ctx.notices, fallbacks: ctx.fallbacks };
}
