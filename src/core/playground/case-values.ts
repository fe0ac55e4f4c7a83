/**
 * Values the case generator builds from a schema. Lengths and counts come from the schema, which
 * a stranger wrote: `"minItems": 1e9` or `"minLength": 1e15` must never become an allocation. So
 * every length is read as a count first (`countOf`), reasoned about as a number, and only
 * materialised when it fits the named limits; a value that does not fit is refused with the
 * reason (`Unmaterialisable`), which the generator reports instead of the case.
 */
import { MAX_GENERATED_ITEMS, MAX_GENERATED_STRING_CHARS, MAX_GENERATED_UNITS } from '../limits';
import { getAtPointer } from '../model/pointer';
import { isPlainObject } from '../model/types';
import { refTarget } from '../schema/refs';

/** How deep the generator follows nested schemas; past it, a value is left out. */
const MAX_GENERATE_DEPTH = 8;

/** How many `$ref` hops the generator follows before giving up on a chain. */
const MAX_GENERATE_REF_HOPS = 16;

/** Values for formats a validator checks, that a person recognises as examples. */
const FORMAT_EXAMPLES: Record<string, string> = {
  email: 'user@example.com',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  'date-time': '2024-01-31T12:00:00Z',
  date: '2024-01-31',
  time: '12:00:00Z',
  uuid: '123e4567-e89b-12d3-a456-426614174000',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
};

export type Mode = 'minimal' | 'full';

/** A value the schema asks for that the generator will not build, with the sentence saying why. */
export class Unmaterialisable extends Error {}

export interface GenerateContext {
  root: unknown;
  /** Characters and items still allowed in the value being built (MAX_GENERATED_UNITS each). */
  units: number;
}

export function newContext(root: unknown): GenerateContext {
  return { root, units: MAX_GENERATED_UNITS };
}

/**
 * A length or count keyword's value as a number the generator can reason with: a whole number
 * from 0, or Infinity (`1e309` parses as Infinity, and a validator treats it as a count no value
 * reaches). Anything else (negative, fractional, not a number) is not a count: the schema is
 * invalid there, the validator says so, and the generator ignores the keyword.
 */
export function countOf(value: unknown): number | undefined {
  if (typeof value !== 'number' || Number.isNaN(value) || value < 0) return undefined;
  return Number.isInteger(value) || value === Infinity ? value : undefined;
}

/** Spends `amount` units of the value's budget, or refuses when a limit would be passed. */
function spend(ctx: GenerateContext, amount: number, limit: number, what: string): void {
  if (amount > limit || amount > ctx.units)
    throw new Unmaterialisable(
      `it needs ${what}, more than the generator builds (at most ${limit} per value, ${MAX_GENERATED_UNITS} in one case)`,
    );
  ctx.units -= amount;
}

/** A string of `length` characters, when the limits allow it. */
export function stringOfLength(ctx: GenerateContext, length: number): string {
  spend(ctx, length, MAX_GENERATED_STRING_CHARS, `a string of ${length} characters`);
  return 'a'.repeat(length);
}

/** Follows local `$ref`s (JSON Pointers only; an anchor or an external reference is not followed). */
export function resolve(
  ctx: GenerateContext,
  schema: unknown,
  depth: number,
): Record<string, unknown> | undefined {
  let current = schema;
  for (
    let hops = 0;
    hops < MAX_GENERATE_REF_HOPS && isPlainObject(current) && typeof current.$ref === 'string';
    hops++
  ) {
    const target = refTarget(current.$ref);
    if (target.kind !== 'pointer') return undefined;
    current = target.pointer === '' ? ctx.root : getAtPointer(ctx.root, target.pointer);
  }
  if (current === true) return {};
  return isPlainObject(current) && depth <= MAX_GENERATE_DEPTH ? current : undefined;
}

export function firstType(schema: Record<string, unknown>): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type))
    return schema.type.find((t) => t !== 'null') as string | undefined;
  if (isPlainObject(schema.properties)) return 'object';
  if ('items' in schema) return 'array';
  return undefined;
}

function numberValue(schema: Record<string, unknown>, integer: boolean): number {
  const min =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + (integer ? 1 : 0.5)
        : undefined;
  const max =
    typeof schema.maximum === 'number'
      ? schema.maximum
      : typeof schema.exclusiveMaximum === 'number'
        ? schema.exclusiveMaximum - (integer ? 1 : 0.5)
        : undefined;
  let value = min ?? (max !== undefined ? Math.min(0, max) : 1);
  if (integer) value = Math.ceil(value);
  if (typeof schema.multipleOf === 'number' && schema.multipleOf > 0)
    value = Math.ceil(value / schema.multipleOf) * schema.multipleOf;
  return value;
}

function stringValue(ctx: GenerateContext, schema: Record<string, unknown>): string {
  const format = typeof schema.format === 'string' ? FORMAT_EXAMPLES[schema.format] : undefined;
  const min = countOf(schema.minLength) ?? 1;
  const max = countOf(schema.maxLength) ?? Infinity;
  if (format && format.length >= min && format.length <= max) return format;
  return stringOfLength(ctx, Math.min(Math.max(min, 1), max));
}

function arrayValue(
  ctx: GenerateContext,
  schema: Record<string, unknown>,
  mode: Mode,
  depth: number,
): unknown[] {
  const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : [];
  const count = Math.max(
    countOf(schema.minItems) ?? 0,
    mode === 'full' ? Math.max(1, prefix.length) : 0,
  );
  spend(ctx, count, MAX_GENERATED_ITEMS, `an array of ${count} items`);
  const list: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const item = valueFor(ctx, prefix[i] ?? schema.items ?? {}, mode, depth + 1);
    list.push(item === undefined ? 'a' : item);
  }
  if (schema.uniqueItems === true && new Set(list.map((v) => JSON.stringify(v))).size < list.length)
    return list.slice(0, 1);
  return list;
}

/** A value the schema should accept: `minimal` gives required properties only, `full` every property; examples and defaults first. */
export function valueFor(ctx: GenerateContext, input: unknown, mode: Mode, depth: number): unknown {
  if (isPlainObject(input) && typeof input.$ref === 'string' && !resolve(ctx, input, depth)) {
    if (refTarget(input.$ref).kind !== 'pointer' || depth <= MAX_GENERATE_DEPTH)
      throw new Unmaterialisable(
        `its "$ref" ${JSON.stringify(input.$ref)} does not lead to a schema the generator can follow`,
      );
  }
  const schema = resolve(ctx, input, depth);
  if (!schema) return undefined;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length > 0 && mode === 'full')
    return schema.examples[0];
  if ('default' in schema && mode === 'full') return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  const union = Array.isArray(schema.anyOf)
    ? schema.anyOf
    : Array.isArray(schema.oneOf)
      ? schema.oneOf
      : undefined;
  if (union && union.length > 0 && firstType(schema) === undefined) {
    const variant = union.find((v) => !(isPlainObject(v) && v.type === 'null')) ?? union[0];
    return valueFor(ctx, variant, mode, depth + 1);
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0 && firstType(schema) === undefined) {
    const merged = schema.allOf
      .map((s) => resolve(ctx, s, depth + 1) ?? {})
      .reduce<Record<string, unknown>>((all, s) => mergeObjects(all, s), {});
    return valueFor(ctx, merged, mode, depth + 1);
  }
  switch (firstType(schema)) {
    case 'string':
      return stringValue(ctx, schema);
    case 'integer':
      return numberValue(schema, true);
    case 'number':
      return numberValue(schema, false);
    case 'boolean':
      return mode === 'full';
    case 'null':
      return null;
    case 'array':
      return arrayValue(ctx, schema, mode, depth);
    case 'object':
      return objectValue(ctx, schema, mode, depth);
    default:
      return mode === 'full' ? 'a' : undefined;
  }
}

function mergeObjects(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...a, ...b };
  if (isPlainObject(a.properties) || isPlainObject(b.properties))
    merged.properties = {
      ...(isPlainObject(a.properties) ? a.properties : {}),
      ...(isPlainObject(b.properties) ? b.properties : {}),
    };
  const required = [
    ...(Array.isArray(a.required) ? a.required : []),
    ...(Array.isArray(b.required) ? b.required : []),
  ];
  if (required.length > 0) merged.required = [...new Set(required)];
  return merged;
}

/** Own-key set, including "__proto__". */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/**
 * An object value. A property the generator cannot build is left out when it is optional (or
 * when `lenient`: the base of the invalid cases, which are invalid anyway); a required one makes
 * the whole value unmaterialisable, naming the property.
 */
export function objectValue(
  ctx: GenerateContext,
  schema: Record<string, unknown>,
  mode: Mode,
  depth: number,
  lenient = false,
): Record<string, unknown> {
  const properties = isPlainObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const value: Record<string, unknown> = {};
  for (const [key, sub] of Object.entries(properties)) {
    if (mode === 'minimal' && !required.has(key)) continue;
    let item: unknown;
    try {
      item = valueFor(ctx, sub, mode, depth + 1);
    } catch (error) {
      if (!(error instanceof Unmaterialisable)) throw error;
      if (required.has(key) && !lenient) throw new Unmaterialisable(`"${key}": ${error.message}`);
      continue;
    }
    if (item !== undefined) setOwn(value, key, item);
  }
  return value;
}
