import { MAX_GENERATED_ITEMS, MAX_GENERATED_STRING_CHARS } from '../limits';
import { escapeSegment } from '../model/pointer';
import { isPlainObject } from '../model/types';
import { checkSample } from '../validation/sample';
import type { SampleOptions } from '../validation/sample';
import { isServerOutcome, readServerCase } from '../live/server-case';
import type { ServerCase } from '../live/server-case';
import {
  countOf,
  firstType,
  newContext,
  objectValue,
  resolve,
  setOwn,
  stringOfLength,
  Unmaterialisable,
  valueFor,
} from './case-values';
import type { GenerateContext } from './case-values';
import { judgeCase } from './judge-case';
import { isOutputCaseEntry } from '../mcp/output-cases';
import type { CaseResult, TestCase } from './judge-case';

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
  setOwn(next, key, value);
  return next;
}

/** A boundary or out-of-range value for one property, built when asked (it may not fit the limits). */
interface Edge {
  label: string;
  valid: boolean;
  build: (ctx: GenerateContext) => unknown;
}

/** Boundary (still valid) and out-of-range (invalid) values for one property, labelled. */
function edges(schema: Record<string, unknown>, key: string): Edge[] {
  const found: Edge[] = [];
  const type = firstType(schema);
  if (
    type === 'string' &&
    typeof schema.format !== 'string' &&
    typeof schema.pattern !== 'string' &&
    !Array.isArray(schema.enum)
  ) {
    const min = countOf(schema.minLength);
    const max = countOf(schema.maxLength);
    if (min !== undefined) {
      found.push({
        label: `${key} at minLength ${min}`,
        valid: true,
        build: (ctx) => stringOfLength(ctx, min),
      });
      // Shorter than a minimum too long to build: the empty string is shorter than any of them.
      if (min > 0)
        found.push({
          label: `${key} shorter than minLength ${min}`,
          valid: false,
          build: (ctx) => stringOfLength(ctx, min - 1 <= MAX_GENERATED_STRING_CHARS ? min - 1 : 0),
        });
    }
    if (max !== undefined) {
      found.push({
        label: `${key} at maxLength ${max}`,
        valid: true,
        build: (ctx) => stringOfLength(ctx, max),
      });
      found.push({
        label: `${key} longer than maxLength ${max}`,
        valid: false,
        build: (ctx) => stringOfLength(ctx, max + 1),
      });
    }
  }
  if (type === 'array' && schema.uniqueItems !== true) {
    const min = countOf(schema.minItems);
    const max = countOf(schema.maxItems);
    const withCount = (ctx: GenerateContext, count: number) =>
      valueFor(ctx, { ...schema, minItems: count }, 'minimal', 1);
    if (min !== undefined && min > 0) {
      found.push({
        label: `${key} at minItems ${min}`,
        valid: true,
        build: (ctx) => withCount(ctx, min),
      });
      // Shorter than a minimum too long to build: the empty array is shorter than any of them.
      found.push({
        label: `${key} shorter than minItems ${min}`,
        valid: false,
        build: (ctx) => withCount(ctx, min - 1 <= MAX_GENERATED_ITEMS ? min - 1 : 0),
      });
    }
    if (max !== undefined)
      found.push({
        label: `${key} longer than maxItems ${max}`,
        valid: false,
        build: (ctx) => withCount(ctx, max + 1),
      });
  }
  if ((type === 'integer' || type === 'number') && typeof schema.multipleOf !== 'number') {
    const step = type === 'integer' ? 1 : 0.5;
    const { minimum, maximum } = schema;
    if (typeof minimum === 'number' && Number.isFinite(minimum)) {
      found.push({ label: `${key} at minimum ${minimum}`, valid: true, build: () => minimum });
      found.push({
        label: `${key} below minimum ${minimum}`,
        valid: false,
        build: () => minimum - step,
      });
    }
    if (typeof maximum === 'number' && Number.isFinite(maximum)) {
      found.push({ label: `${key} at maximum ${maximum}`, valid: true, build: () => maximum });
      found.push({
        label: `${key} above maximum ${maximum}`,
        valid: false,
        build: () => maximum + step,
      });
    }
  }
  if (Array.isArray(schema.enum) && schema.enum.length > 1) {
    const last: unknown = schema.enum[schema.enum.length - 1];
    found.push({ label: `${key} = last enum value`, valid: true, build: () => last });
    if (schema.enum.every((v) => typeof v === 'string'))
      found.push({ label: `${key} not one of its enum`, valid: false, build: () => 'not-in-enum' });
  }
  return found;
}

/** A case the generator would have proposed but did not build, with the reason. */
export interface SkippedCase {
  name: string;
  reason: string;
}

export interface GeneratedCases {
  cases: TestCase[];
  /** Cases that cannot be materialised within the generator's limits (MAX_GENERATED_*). */
  skipped: SkippedCase[];
  /** Why the schema cannot be used at all (it does not compile); no case is then offered. */
  schemaError?: string;
}

/**
 * Proposes cases for a tool's inputSchema: a valid minimal case (required properties only), a
 * valid full case (examples and defaults first), boundary cases for lengths, counts, ranges and
 * enums, and invalid cases (a required property missing, a wrong type, out of range). Every
 * proposal is checked against the schema before it is offered, so a value the generator could not
 * build right (a `pattern` it cannot satisfy) is left out rather than mislabelled. A value past
 * the generator's limits is never built: its case is listed in `skipped`, or replaced by one
 * whose verdict follows from the constraint.
 */
export function generateCaseReport(schema: unknown, options: SampleOptions = {}): GeneratedCases {
  const skipped: SkippedCase[] = [];
  const probe = checkSample(schema, {}, options);
  if (probe.schemaError) return { cases: [], skipped, schemaError: probe.schemaError };
  const root = resolve(newContext(schema), schema, 0);
  if (!root) return { cases: [], skipped };
  const proposals: TestCase[] = [];
  /** What `build` returns, or undefined with the case listed as skipped when it cannot be built. */
  const attempt = <T>(name: string, build: () => T): T | undefined => {
    try {
      return build();
    } catch (error) {
      if (!(error instanceof Unmaterialisable)) throw error;
      skipped.push({ name, reason: `cannot be materialised: ${error.message}` });
      return undefined;
    }
  };
  const minimalName = 'valid: required arguments only';
  const minimal = attempt(
    minimalName,
    () => valueFor(newContext(schema), root, 'minimal', 0) ?? {},
  );
  if (minimal !== undefined)
    proposals.push({ name: minimalName, input: minimal, expect: 'valid', kind: 'valid-minimal' });
  const fullName = 'valid: every argument (examples and defaults first)';
  const full = attempt(fullName, () => valueFor(newContext(schema), root, 'full', 0) ?? {});
  if (full !== undefined && JSON.stringify(full) !== JSON.stringify(minimal))
    proposals.push({ name: fullName, input: full, expect: 'valid', kind: 'valid-full' });
  // The invalid cases start from the minimal value; a required property that cannot be built is
  // left out of it, since each of those cases is invalid anyway and says where.
  const base = isPlainObject(minimal)
    ? minimal
    : objectValue(newContext(schema), root, 'minimal', 0, true);
  const properties = isPlainObject(root.properties) ? root.properties : {};
  const required = Array.isArray(root.required) ? root.required.map(String) : [];
  for (const [key, sub] of Object.entries(properties)) {
    const resolved = resolve(newContext(schema), sub, 1);
    if (!resolved) continue;
    const pointer = `/${escapeSegment(key)}`;
    for (const edge of edges(resolved, key)) {
      const name = `${edge.valid ? 'boundary' : 'invalid'}: ${edge.label}`;
      const value = attempt(name, () => edge.build(newContext(schema)));
      if (value === undefined) continue;
      const input = withKey(base, key, value);
      proposals.push(
        edge.valid
          ? { name, input, expect: 'valid', kind: 'boundary' }
          : { name, input, expect: 'invalid', pointer, kind: 'invalid' },
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
  const cases = proposals.filter((proposal) => {
    const key = JSON.stringify([proposal.input, proposal.expect]);
    if (seen.has(key)) return false;
    seen.add(key);
    return runCase(schema, proposal, options).passed;
  });
  return { cases, skipped };
}

/** The cases `generateCaseReport` offers. */
export function generateCases(schema: unknown, options: SampleOptions = {}): TestCase[] {
  return generateCaseReport(schema, options).cases;
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
    // Output cases (a result and its verdict) are read by readOutputCases.
    if (isOutputCaseEntry(entry)) return undefined;
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
