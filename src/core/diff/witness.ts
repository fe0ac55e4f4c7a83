/**
 * Witnesses: a whole instance that one schema accepts and the other refuses, found by building
 * small examples around the changed location and asking the validator. A witness is only ever
 * reported when the validator has checked it against both schemas.
 */
import { MAX_REF_HOPS, MAX_WITNESS_CANDIDATES } from '../limits';
import { CONSTRAINTS_BY_TYPE } from '../schema/keywords';
import { resolveLocalRef } from '../schema/refs';
import { declaredTypes } from '../schema/types';
import { toPointer } from '../model/pointer';
import type { PathSegment } from '../model/pointer';
import { isPlainObject } from '../model/types';
import { checkSample } from '../validation/sample';
import type { SampleIssue } from '../validation/sample';
import type { Witness, WitnessCandidate } from './types';

/** Keywords that make an untyped schema's example a string (content keywords need a string too, but say less). */
const STRING_HINTS = CONSTRAINTS_BY_TYPE.string.filter((k) => !k.startsWith('content'));

/** Deepest level the example builder descends (examples stay small and never recurse forever). */
const EXAMPLE_DEPTH = 24;

const FORMAT_EXAMPLES: Record<string, string> = {
  'date-time': '2024-01-01T00:00:00Z',
  date: '2024-01-01',
  time: '00:00:00Z',
  email: 'user@example.com',
  uri: 'https://example.com/',
  'uri-reference': 'https://example.com/',
  uuid: '00000000-0000-4000-8000-000000000000',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  hostname: 'example.com',
};

type Override = { path: PathSegment[]; candidate: WitnessCandidate } | undefined;

const OMIT = Symbol('omit');

interface Builder {
  root: unknown;
  /** Roots to resolve a candidate's own `$ref`s against. */
  roots: { old: unknown; new: unknown };
  useExamples: boolean;
}

function resolve(schema: unknown, root: unknown): unknown {
  let current = schema;
  for (
    let hops = 0;
    hops < MAX_REF_HOPS &&
    isPlainObject(current) &&
    typeof current.$ref === 'string' &&
    isPlainObject(root);
    hops++
  ) {
    const target = resolveLocalRef(root, '', current.$ref);
    if (!target.ok) return current;
    const { $ref: _ref, ...siblings } = current;
    current =
      Object.keys(siblings).length === 0
        ? target.schema
        : { ...(isPlainObject(target.schema) ? target.schema : {}), ...siblings };
  }
  return current;
}

/** The value a candidate stands for (examples and repeats are built from their side's schema). */
function candidateValue(builder: Builder, candidate: WitnessCandidate): unknown {
  if ('value' in candidate) return candidate.value;
  if ('example' in candidate)
    return example(
      { ...builder, root: builder.roots[candidate.from] },
      candidate.example,
      undefined,
      0,
    );
  if ('repeat' in candidate) {
    const local = { ...builder, root: builder.roots[candidate.from] };
    const one = example(local, candidate.repeat, undefined, 0);
    return Array.from({ length: candidate.count }, (_, i) =>
      candidate.distinct ? distinctVariant(one, i) : one,
    );
  }
  return OMIT;
}

/** A variant of an example that differs for each index, so uniqueItems does not spoil a count. */
function distinctVariant(value: unknown, index: number): unknown {
  if (typeof value === 'number') return value + index;
  if (typeof value === 'string') return value + String(index || '');
  if (index === 0) return value;
  if (isPlainObject(value)) return { ...value, [`k${index}`]: index };
  if (Array.isArray(value)) return [...value, index];
  return value;
}

function mergeAllOf(schema: Record<string, unknown>, root: unknown): Record<string, unknown> {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...rest } = schema;
  let merged: Record<string, unknown> = rest;
  for (const part of allOf as unknown[]) {
    const p = resolve(part, root);
    if (!isPlainObject(p)) continue;
    merged = {
      ...p,
      ...merged,
      properties: {
        ...(isPlainObject(p.properties) ? p.properties : {}),
        ...(isPlainObject(merged.properties) ? merged.properties : {}),
      },
      required: [
        ...(Array.isArray(p.required) ? p.required : []),
        ...(Array.isArray(merged.required) ? merged.required : []),
      ],
    };
  }
  return merged;
}

/**
 * A small value the schema should accept; with an override, the value at `path` is the
 * candidate (or left out). The validator has the last word, so approximations are fine here.
 */
function example(builder: Builder, schemaIn: unknown, override: Override, depth: number): unknown {
  if (override && override.path.length === 0) return candidateValue(builder, override.candidate);
  if (depth > EXAMPLE_DEPTH) return null;
  let schema = resolve(schemaIn, builder.root);
  if (schema === false) return null;
  if (!isPlainObject(schema)) schema = {};
  let s = mergeAllOf(schema as Record<string, unknown>, builder.root);
  const union = Array.isArray(s.anyOf) ? s.anyOf : Array.isArray(s.oneOf) ? s.oneOf : undefined;
  if (union && union.length > 0) {
    const next = override?.path[0];
    const pick =
      union.find((b) => {
        const r = resolve(b, builder.root);
        if (next === undefined || !isPlainObject(r)) return false;
        return typeof next === 'string'
          ? isPlainObject(r.properties) && next in r.properties
          : r.type === 'array' || 'items' in r || 'prefixItems' in r;
      }) ??
      union.find((b) => !(isPlainObject(b) && b.type === 'null')) ??
      union[0];
    const { anyOf: _a, oneOf: _o, ...rest } = s;
    const branch = resolve(pick, builder.root);
    s = { ...rest, ...(isPlainObject(branch) ? mergeAllOf(branch, builder.root) : {}) };
  }
  if (!override) {
    if ('const' in s) return s.const;
    if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
    if (builder.useExamples) {
      if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
      if ('default' in s) return s.default;
    }
  }
  const types = declaredTypes(s);
  const next = override?.path[0];
  let type: string;
  if (next !== undefined) type = typeof next === 'number' ? 'array' : 'object';
  else if (types.length > 0) type = types.find((t) => t !== 'null') ?? types[0]!;
  else if (isPlainObject(s.properties) || Array.isArray(s.required) || 'additionalProperties' in s)
    type = 'object';
  else if ('items' in s || 'prefixItems' in s) type = 'array';
  else if (STRING_HINTS.some((k) => k in s)) type = 'string';
  else if (CONSTRAINTS_BY_TYPE.number.some((k) => k in s)) type = 'number';
  else type = 'string';
  switch (type) {
    case 'object':
      return objectExample(builder, s, override, depth);
    case 'array':
      return arrayExample(builder, s, override, depth);
    case 'string':
      return stringExample(s);
    case 'integer':
    case 'number':
      return numberExample(s, type === 'integer');
    case 'boolean':
      return false;
    default:
      return null;
  }
}

function objectExample(
  builder: Builder,
  s: Record<string, unknown>,
  override: Override,
  depth: number,
): unknown {
  const props = isPlainObject(s.properties) ? s.properties : {};
  const required = Array.isArray(s.required)
    ? s.required.filter((r): r is string => typeof r === 'string')
    : [];
  const next = override?.path[0];
  const keys = new Set(required);
  if (typeof next === 'string') keys.add(next);
  const result: Record<string, unknown> = {};
  for (const key of keys) {
    const sub = Object.prototype.hasOwnProperty.call(props, key)
      ? props[key]
      : (s.additionalProperties ?? true);
    const childOverride =
      key === next && override
        ? { path: override.path.slice(1), candidate: override.candidate }
        : undefined;
    const value = example(builder, sub, childOverride, depth + 1);
    if (value !== OMIT)
      Object.defineProperty(result, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return result;
}

function arrayExample(
  builder: Builder,
  s: Record<string, unknown>,
  override: Override,
  depth: number,
): unknown {
  const prefix = Array.isArray(s.prefixItems)
    ? s.prefixItems
    : Array.isArray(s.items)
      ? s.items
      : [];
  const rest = Array.isArray(s.items) ? (s.additionalItems ?? true) : (s.items ?? true);
  const next = override?.path[0];
  const minItems = typeof s.minItems === 'number' ? Math.min(s.minItems, 50) : 0;
  // A tuple's example fills its positions; a list's stays as short as minItems allows.
  const length = Math.max(minItems, prefix.length, typeof next === 'number' ? next + 1 : 0);
  const result: unknown[] = [];
  for (let i = 0; i < length; i++) {
    const childOverride =
      i === next && override
        ? { path: override.path.slice(1), candidate: override.candidate }
        : undefined;
    const value = example(builder, i < prefix.length ? prefix[i] : rest, childOverride, depth + 1);
    result.push(
      value === OMIT
        ? null
        : s.uniqueItems === true && childOverride === undefined
          ? distinctVariant(value, i)
          : value,
    );
  }
  return result;
}

function stringExample(s: Record<string, unknown>): string {
  if (typeof s.format === 'string' && FORMAT_EXAMPLES[s.format]) return FORMAT_EXAMPLES[s.format]!;
  const min = typeof s.minLength === 'number' ? Math.min(s.minLength, 10_000) : 0;
  return 'a'
    .repeat(Math.max(min, 1))
    .slice(0, typeof s.maxLength === 'number' ? Math.max(s.maxLength, min) : undefined);
}

function numberExample(s: Record<string, unknown>, integer: boolean): number {
  const step =
    typeof s.multipleOf === 'number' && s.multipleOf > 0 ? s.multipleOf : integer ? 1 : 1;
  let low =
    typeof s.minimum === 'number'
      ? s.minimum
      : typeof s.exclusiveMinimum === 'number'
        ? s.exclusiveMinimum + (integer ? 1 : step)
        : undefined;
  const high =
    typeof s.maximum === 'number'
      ? s.maximum
      : typeof s.exclusiveMaximum === 'number'
        ? s.exclusiveMaximum - (integer ? 1 : step)
        : undefined;
  if (low === undefined) low = high !== undefined && high < 0 ? high : 0;
  const value = Math.ceil(low / step) * step;
  return integer ? Math.ceil(value) : value;
}

export interface WitnessQuery {
  oldSchema: unknown;
  newSchema: unknown;
  path: PathSegment[];
  candidates: readonly WitnessCandidate[];
  /** Which side must accept the value (the other must refuse it). */
  acceptedBy: 'old' | 'new';
}

/** A schema that is absent accepts every value (a tool without outputSchema returns anything). */
function check(
  schema: unknown,
  value: unknown,
): { valid: boolean; issues: SampleIssue[]; schemaError?: string } {
  if (schema === undefined) return { valid: true, issues: [] };
  return checkSample(schema, value);
}

/**
 * Whether a refusal is about the changed location, not some other change in the same diff: an
 * issue at or inside the instance pointer, or a missing required property the candidate left out.
 */
function isAbout(
  issue: SampleIssue,
  path: readonly PathSegment[],
  candidate: WitnessCandidate,
): boolean {
  const pointer = toPointer(path);
  if (issue.pointer === pointer || issue.pointer.startsWith(pointer + '/')) return true;
  if ('delete' in candidate && path.length > 0) {
    const parent = toPointer(path.slice(0, -1));
    return (
      issue.pointer === parent &&
      issue.keyword === 'required' &&
      issue.message.includes(JSON.stringify(String(path[path.length - 1])))
    );
  }
  // Unions and closed objects report at the object that holds the changed value.
  return (
    pointer.startsWith(issue.pointer + '/') &&
    ['anyOf', 'oneOf', 'additionalProperties', 'unevaluatedProperties'].includes(issue.keyword) &&
    issue.pointer === toPointer(path.slice(0, -1))
  );
}

/** The first candidate, placed in a built instance, that one side accepts and the other refuses. */
export function findWitness(query: WitnessQuery): Witness | undefined {
  const accepting = query.acceptedBy === 'old' ? query.oldSchema : query.newSchema;
  const refusing = query.acceptedBy === 'old' ? query.newSchema : query.oldSchema;
  if (accepting !== undefined && checkSample(accepting, null).schemaError) return undefined;
  const roots = { old: query.oldSchema, new: query.newSchema };
  const bases = [accepting, refusing].filter((s) => s !== undefined);
  if (bases.length === 0) bases.push(true);
  let tries = 0;
  for (const candidate of query.candidates) {
    for (const base of bases) {
      for (const useExamples of [true, false]) {
        if (tries++ >= MAX_WITNESS_CANDIDATES * 4) return undefined;
        const builder: Builder = { root: base, roots, useExamples };
        const value = example(builder, base, { path: query.path, candidate }, 0);
        if (value === OMIT) continue;
        if (!check(accepting, value).valid) continue;
        const refused = check(refusing, value);
        if (refused.valid || refused.schemaError) continue;
        const reason = refused.issues.find((issue) => isAbout(issue, query.path, candidate));
        if (!reason) continue;
        return {
          value,
          acceptedBy: query.acceptedBy,
          refusal: `${reason.pointer || '(root)'}: ${reason.message}`,
        };
      }
    }
  }
  return undefined;
}
