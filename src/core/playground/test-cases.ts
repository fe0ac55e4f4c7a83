import { escapeSegment, getAtPointer } from '../model/pointer';
import { isPlainObject } from '../model/types';
import { checkSample } from '../validation/sample';
import type { SampleOptions } from '../validation/sample';
import { isServerOutcome, readServerCase } from '../live/server-case';
import type { ServerCase } from '../live/server-case';
import { judgeCase } from './judge-case';
import type { CaseResult, TestCase } from './judge-case';

/** How deep the generator follows nested schemas; past it, a value is left out. */
const MAX_GENERATE_DEPTH = 8;

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

type Mode = 'minimal' | 'full';

interface GenerateContext {
  root: unknown;
}

function resolve(
  ctx: GenerateContext,
  schema: unknown,
  depth: number,
): Record<string, unknown> | undefined {
  let current = schema;
  for (
    let hops = 0;
    hops < 16 &&
    isPlainObject(current) &&
    typeof current.$ref === 'string' &&
    current.$ref.startsWith('#');
    hops++
  ) {
    let pointer: string;
    try {
      pointer = decodeURIComponent(current.$ref.slice(1));
    } catch {
      return undefined;
    }
    current = getAtPointer(ctx.root, pointer);
  }
  if (current === true) return {};
  return isPlainObject(current) && depth <= MAX_GENERATE_DEPTH ? current : undefined;
}

function firstType(schema: Record<string, unknown>): string | undefined {
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
  let value = min ?? (max !== undefined ? Math.min(0, max) : integer ? 1 : 1);
  if (integer) value = Math.ceil(value);
  if (typeof schema.multipleOf === 'number' && schema.multipleOf > 0)
    value = Math.ceil(value / schema.multipleOf) * schema.multipleOf;
  return value;
}

function stringValue(schema: Record<string, unknown>): string {
  const format = typeof schema.format === 'string' ? FORMAT_EXAMPLES[schema.format] : undefined;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  if (format && format.length >= min && format.length <= max) return format;
  return 'a'.repeat(Math.min(Math.max(min, 1), max));
}

/** A value the schema should accept: `minimal` gives required properties only, `full` every property; examples and defaults first. */
function valueFor(ctx: GenerateContext, input: unknown, mode: Mode, depth: number): unknown {
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
      return stringValue(schema);
    case 'integer':
      return numberValue(schema, true);
    case 'number':
      return numberValue(schema, false);
    case 'boolean':
      return mode === 'full';
    case 'null':
      return null;
    case 'array': {
      const count = Math.max(
        typeof schema.minItems === 'number' ? schema.minItems : 0,
        mode === 'full' ? 1 : 0,
      );
      const items = Array.isArray(schema.prefixItems) ? schema.prefixItems : [];
      const list: unknown[] = [];
      for (let i = 0; i < Math.max(count, mode === 'minimal' ? 0 : items.length); i++) {
        const item = valueFor(ctx, items[i] ?? schema.items ?? {}, mode, depth + 1);
        list.push(item === undefined ? 'a' : item);
      }
      if (
        schema.uniqueItems === true &&
        new Set(list.map((v) => JSON.stringify(v))).size < list.length
      )
        return list.slice(0, 1);
      return list;
    }
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

function objectValue(
  ctx: GenerateContext,
  schema: Record<string, unknown>,
  mode: Mode,
  depth: number,
): Record<string, unknown> {
  const properties = isPlainObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const value: Record<string, unknown> = {};
  for (const [key, sub] of Object.entries(properties)) {
    if (mode === 'minimal' && !required.has(key)) continue;
    const item = valueFor(ctx, sub, mode, depth + 1);
    if (item !== undefined)
      Object.defineProperty(value, key, {
        value: item,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return value;
}

/** A value of another JSON type than the schema's, for a wrong-type case. */
function wrongTypeValue(schema: Record<string, unknown>): unknown {
  switch (firstType(schema)) {
    case 'string':
      return 42;
    case 'integer':
    case 'number':
      return 'not a number';
    case 'boolean':
      return 'true';
    case 'array':
      return 'not a list';
    case 'object':
      return 'not an object';
    default:
      return undefined;
  }
}

function withKey(
  base: Record<string, unknown>,
  key: string,
  value: unknown,
): Record<string, unknown> {
  const next = { ...base };
  Object.defineProperty(next, key, { value, enumerable: true, writable: true, configurable: true });
  return next;
}

/** Boundary (still valid) and out-of-range (invalid) values for one property, labelled. */
function edges(
  schema: Record<string, unknown>,
  key: string,
): { label: string; value: unknown; valid: boolean }[] {
  const found: { label: string; value: unknown; valid: boolean }[] = [];
  const type = firstType(schema);
  if (
    type === 'string' &&
    typeof schema.format !== 'string' &&
    typeof schema.pattern !== 'string' &&
    !Array.isArray(schema.enum)
  ) {
    if (typeof schema.minLength === 'number') {
      found.push({
        label: `${key} at minLength ${schema.minLength}`,
        value: 'a'.repeat(schema.minLength),
        valid: true,
      });
      if (schema.minLength > 0)
        found.push({
          label: `${key} shorter than minLength ${schema.minLength}`,
          value: 'a'.repeat(schema.minLength - 1),
          valid: false,
        });
    }
    if (typeof schema.maxLength === 'number') {
      found.push({
        label: `${key} at maxLength ${schema.maxLength}`,
        value: 'a'.repeat(schema.maxLength),
        valid: true,
      });
      found.push({
        label: `${key} longer than maxLength ${schema.maxLength}`,
        value: 'a'.repeat(schema.maxLength + 1),
        valid: false,
      });
    }
  }
  if ((type === 'integer' || type === 'number') && typeof schema.multipleOf !== 'number') {
    const step = type === 'integer' ? 1 : 0.5;
    if (typeof schema.minimum === 'number') {
      found.push({
        label: `${key} at minimum ${schema.minimum}`,
        value: schema.minimum,
        valid: true,
      });
      found.push({
        label: `${key} below minimum ${schema.minimum}`,
        value: schema.minimum - step,
        valid: false,
      });
    }
    if (typeof schema.maximum === 'number') {
      found.push({
        label: `${key} at maximum ${schema.maximum}`,
        value: schema.maximum,
        valid: true,
      });
      found.push({
        label: `${key} above maximum ${schema.maximum}`,
        value: schema.maximum + step,
        valid: false,
      });
    }
  }
  if (Array.isArray(schema.enum) && schema.enum.length > 1) {
    found.push({
      label: `${key} = last enum value`,
      value: schema.enum[schema.enum.length - 1],
      valid: true,
    });
    if (schema.enum.every((v) => typeof v === 'string'))
      found.push({ label: `${key} not one of its enum`, value: 'not-in-enum', valid: false });
  }
  return found;
}

/**
 * Proposes cases for a tool's inputSchema: a valid minimal case (required properties only), a
 * valid full case (examples and defaults first), boundary cases for lengths, ranges and enums,
 * and invalid cases (a required property missing, a wrong type, out of range). Every proposal is
 * checked against the schema before it is offered, so a value the generator could not build
 * right (a `pattern` it cannot satisfy) is left out rather than mislabelled.
 */
export function generateCases(schema: unknown, options: SampleOptions = {}): TestCase[] {
  const ctx: GenerateContext = { root: schema };
  const root = resolve(ctx, schema, 0);
  if (!root) return [];
  const proposals: TestCase[] = [];
  const minimal = valueFor(ctx, root, 'minimal', 0) ?? {};
  const full = valueFor(ctx, root, 'full', 0) ?? {};
  proposals.push({
    name: 'valid: required arguments only',
    input: minimal,
    expect: 'valid',
    kind: 'valid-minimal',
  });
  if (JSON.stringify(full) !== JSON.stringify(minimal))
    proposals.push({
      name: 'valid: every argument (examples and defaults first)',
      input: full,
      expect: 'valid',
      kind: 'valid-full',
    });
  const properties = isPlainObject(root.properties) ? root.properties : {};
  const required = Array.isArray(root.required) ? root.required.map(String) : [];
  const base = isPlainObject(minimal) ? minimal : {};
  for (const [key, sub] of Object.entries(properties)) {
    const resolved = resolve(ctx, sub, 1);
    if (!resolved) continue;
    const pointer = `/${escapeSegment(key)}`;
    for (const edge of edges(resolved, key)) {
      proposals.push(
        edge.valid
          ? {
              name: `boundary: ${edge.label}`,
              input: withKey(base, key, edge.value),
              expect: 'valid',
              kind: 'boundary',
            }
          : {
              name: `invalid: ${edge.label}`,
              input: withKey(base, key, edge.value),
              expect: 'invalid',
              pointer,
              kind: 'invalid',
            },
      );
    }
    const wrong = wrongTypeValue(resolved);
    if (wrong !== undefined && !Array.isArray(resolved.type))
      proposals.push({
        name: `invalid: ${key} of the wrong type`,
        input: withKey(base, key, wrong),
        expect: 'invalid',
        pointer,
        kind: 'invalid',
      });
  }
  for (const key of required) {
    const input = { ...base };
    delete input[key];
    proposals.push({
      name: `invalid: required ${key} missing`,
      input,
      expect: 'invalid',
      pointer: '',
      kind: 'invalid',
    });
  }
  // Offer only what the schema confirms: the label must match the verdict it will get.
  const seen = new Set<string>();
  return proposals.filter((proposal) => {
    const key = JSON.stringify([proposal.input, proposal.expect]);
    if (seen.has(key)) return false;
    seen.add(key);
    return runCase(schema, proposal, options).passed;
  });
}

/** Runs one case: its verdict, and whether it is the expected one (for `invalid`, at the expected pointer). */
export function runCase(
  schema: unknown,
  testCase: TestCase,
  options: SampleOptions = {},
): CaseResult {
  return judgeCase(testCase, checkSample(schema, testCase.input, options));
}

/** Runs every case against the schema. */
export function runCases(
  schema: unknown,
  cases: readonly TestCase[],
  options: SampleOptions = {},
): CaseResult[] {
  return cases.map((testCase) => runCase(schema, testCase, options));
}

/**
 * Reads cases from JSON (an array, or `{cases: [...]}`), saying what is wrong with an entry.
 * Entries expecting `valid` / `invalid` are `cases` (judged offline); entries expecting
 * `success` / `tool-error` are `serverCases` (run against a live server).
 */
export function readCases(value: unknown): {
  cases: (TestCase & { tool?: string })[];
  serverCases: ServerCase[];
  problems: string[];
} {
  const list = Array.isArray(value)
    ? value
    : isPlainObject(value) && Array.isArray(value.cases)
      ? value.cases
      : undefined;
  if (!list)
    return {
      cases: [],
      serverCases: [],
      problems: ['Cases are a JSON array of {name, input, expect, pointer?}, or {"cases": [...]}.'],
    };
  const cases: (TestCase & { tool?: string })[] = [];
  const serverCases: ServerCase[] = [];
  const problems: string[] = [];
  list.forEach((entry: unknown, index) => {
    if (isPlainObject(entry) && isServerOutcome(entry.expect)) {
      const read = readServerCase(entry, index);
      if (typeof read === 'string') return problems.push(read);
      serverCases.push(read);
      return undefined;
    }
    if (!isPlainObject(entry) || !('input' in entry))
      return problems.push(`cases[${index}] has no "input".`);
    if (entry.expect !== 'valid' && entry.expect !== 'invalid')
      return problems.push(
        `cases[${index}]: "expect" must be "valid" or "invalid" (or, for a call to a server, "success" or "tool-error").`,
      );
    if (
      entry.pointer !== undefined &&
      (typeof entry.pointer !== 'string' ||
        (entry.pointer !== '' && !entry.pointer.startsWith('/')))
    )
      return problems.push(
        `cases[${index}]: "pointer" must be a JSON Pointer such as "/limit" or "".`,
      );
    const testCase: TestCase & { tool?: string } = {
      name: typeof entry.name === 'string' ? entry.name : `case ${index + 1}`,
      input: entry.input,
      expect: entry.expect,
    };
    if (typeof entry.pointer === 'string') testCase.pointer = entry.pointer;
    if (typeof entry.tool === 'string') testCase.tool = entry.tool;
    cases.push(testCase);
    return undefined;
  });
  return { cases, serverCases, problems };
}
