/**
 * Property-based fuzzing (fast-check) of the core entry points a stranger's text reaches:
 * validate (`analyzeText`), export (`readExportSources` + `exportTools`, every target and mode),
 * import (`importAuto`) and check (`checkSample`). Inputs are real tool shapes (the fixtures in
 * src/core/__fixtures__) with a few hostile mutations each: keywords of the wrong type,
 * prototype-named keys, control characters, deep nesting, removed fields.
 *
 * The normal run uses a fixed seed and a small number of runs; `npm run test:fuzz` runs many more
 * with a random seed (FUZZ_RUNS, FUZZ_SEED override both). Every input that ever broke a property
 * is kept in tests/fixtures/hostile (manifest entries of kind "fuzz").
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyzeText,
  checkSample,
  diffTools,
  exportOutputProblem,
  generateCaseReport,
  exportTools,
  importAuto,
  isPlainObject,
  readExportSources,
  serializeExport,
} from '../index';
import type { ExportResult, Tool } from '../index';
import { VARIANTS } from '../export/__fixtures__/support';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED =
  process.env.FUZZ_SEED !== undefined
    ? Number(process.env.FUZZ_SEED)
    : process.env.FUZZ_RUNS
      ? Date.now() % 2 ** 31
      : 20_261_123;
const TIMEOUT = Math.max(60_000, RUNS * 2_000);

/** Every tool object among the checked-in real tools and seeds. */
function realToolShapes(): Record<string, unknown>[] {
  const shapes: Record<string, unknown>[] = [];
  for (const dir of ['../__fixtures__/real-tools', '../__fixtures__/seeds']) {
    const full = path.join(HERE, dir);
    for (const file of readdirSync(full)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const value: unknown = JSON.parse(readFileSync(path.join(full, file), 'utf8'));
      const list = Array.isArray(value)
        ? value
        : isPlainObject(value) && Array.isArray(value.tools)
          ? value.tools
          : [value];
      for (const item of list)
        if (
          isPlainObject(item) &&
          (item.inputSchema !== undefined || item.input_schema !== undefined)
        )
          shapes.push(item);
    }
  }
  return shapes;
}

const SHAPES = realToolShapes();

/** Own-key set, including "__proto__" (plain assignment would change the prototype instead). */
function setKey(
  target: Record<string, unknown> | unknown[],
  key: string | number,
  value: unknown,
): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

const nestedArrays = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth));

/** Written as `1e309` into the text (which parses as Infinity); JSON.stringify would write null. */
const HUGE_NUMBER = '\u0000huge-number\u0000';
/** Long enough to show work that grows faster than the text, short enough for the default run. */
const LONG_UNSPACED_CHARS = 20_000;
const UNION_FAN_OUT = 200;

function unionBranches(count: number): unknown[] {
  return Array.from({ length: count }, (_, i) => ({
    type: 'object',
    properties: { kind: { const: `k${i}` }, value: { type: i % 2 ? 'string' : 'integer' } },
    required: ['kind'],
  }));
}

// The issue-34 shapes are rarer than the rest: each is costly to check, and the default run stays short.
const hostileValue = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      0,
      -1,
      1.5,
      1e308,
      '',
      'x',
      'object',
      'constructor',
      '\u001b[2J\u001b[1Aerased',
      [],
      [null],
      ['a', 'a'],
      ['string', 'null'],
      [{}, 'string'],
      {},
      { type: 'object' },
      { $ref: '#/$defs/missing' },
      '#',
      'http://example.com/schema.json',
      JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"type": "string"}}'),
      // Huge numeric constraints (issue 34): counts no value reaches, and one that parses as Infinity.
      1e9,
      1e15,
      -1e9,
      HUGE_NUMBER,
      '5',
      { x: 1 },
      ['string', { x: 1 }, 5],
    ),
  },
  { weight: 1, arbitrary: fc.constant(null).map(() => nestedArrays(99)) },
  // Long text without a space (issue 34): one word, and Chinese, which has no spaces at all.
  {
    weight: 1,
    arbitrary: fc.constantFrom('x', '\u6587').map((unit) => unit.repeat(LONG_UNSPACED_CHARS)),
  },
  // Union fan-out (issue 34): many small branches under oneOf or anyOf.
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('oneOf', 'anyOf')
      .map((keyword) => ({ [keyword]: unionBranches(UNION_FAN_OUT) })),
  },
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const hostileKey = fc.oneof(
  fc.constantFrom(
    'constructor',
    '__proto__',
    'toString',
    'prototype',
    'hasOwnProperty',
    'valueOf',
    '',
    'a b',
    '\u001b[31mred',
    'x-extension',
    'nullable',
  ),
  fc.string({ maxLength: 8 }),
);

/** Schema keywords the validators, lint rules and export transforms read by type. */
const KEYWORDS = [
  'type',
  'enum',
  'const',
  'properties',
  'required',
  'items',
  'prefixItems',
  '$ref',
  '$defs',
  'definitions',
  'description',
  'title',
  'examples',
  'default',
  'nullable',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'additionalProperties',
  'format',
  'pattern',
  'minimum',
  'maxLength',
  'minLength',
  'minItems',
  'maxItems',
  'minProperties',
  'maximum',
  'multipleOf',
  '$schema',
];
/** Tool fields, including some only one target knows. */
const TOOL_FIELDS = [
  'name',
  'title',
  'description',
  'inputSchema',
  'input_schema',
  'outputSchema',
  'annotations',
  '_meta',
  'icons',
  'tags',
  'version',
  'examples',
  'execution',
];

type Mutation =
  | { op: 'keyword'; at: number; key: string; value: unknown }
  | { op: 'field'; key: string; value: unknown }
  | { op: 'add'; at: number; key: string; value: unknown }
  | { op: 'delete'; at: number; pick: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    op: fc.constant('keyword' as const),
    at: fc.nat(),
    key: fc.constantFrom(...KEYWORDS),
    value: hostileValue,
  }),
  fc.record({
    op: fc.constant('field' as const),
    key: fc.constantFrom(...TOOL_FIELDS),
    value: hostileValue,
  }),
  fc.record({
    op: fc.constant('add' as const),
    at: fc.nat(),
    key: hostileKey,
    value: hostileValue,
  }),
  fc.record({ op: fc.constant('delete' as const), at: fc.nat(), pick: fc.nat() }),
);

/** Every object in a value (the tool itself first), for mutations to land on. */
function objectsIn(value: unknown): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (Array.isArray(current)) stack.push(...current);
    else if (isPlainObject(current)) {
      found.push(current);
      stack.push(...Object.values(current));
    }
  }
  return found;
}

function mutate(
  base: Record<string, unknown>,
  mutations: readonly Mutation[],
): Record<string, unknown> {
  const tool = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
  for (const m of mutations) {
    if (m.op === 'field') {
      setKey(tool, m.key, m.value);
      continue;
    }
    const objects = objectsIn(tool);
    const target = objects[m.at % objects.length]!;
    if (m.op === 'delete') {
      const keys = Object.keys(target);
      if (keys.length > 0) delete target[keys[m.pick % keys.length]!];
    } else {
      setKey(target, m.key, m.value);
    }
  }
  return tool;
}

interface Case {
  tools: Record<string, unknown>[];
  /** `provider`: the first tool as a provider format (an export of it, mutated), for import to read. */
  wrap: 'tool' | 'array' | 'tools-list' | 'provider';
  pretty: boolean;
}

const mutations = fc.array(mutation, { minLength: 1, maxLength: 4 });

/** A real tool exported to one of the variants, then mutated: what `import` and export-from-a-provider-file read. */
const providerDocument = fc
  .tuple(fc.constantFrom(...SHAPES), fc.constantFrom(...VARIANTS), mutations)
  .map(([base, variant, changes]) => {
    const named = {
      ...base,
      name: typeof base.name === 'string' ? base.name.replace(/[^A-Za-z0-9_-]/g, '_') : 'tool',
    };
    const output: unknown = JSON.parse(
      serializeExport(exportTools([named as Tool], variant.target, variant.options).output),
    );
    return mutate(isPlainObject(output) ? output : { list: output }, changes);
  });

export const caseArbitrary: fc.Arbitrary<Case> = fc.oneof(
  fc.record({
    tools: fc.array(
      fc
        .tuple(fc.constantFrom(...SHAPES), mutations)
        .map(([base, changes]) => mutate(base, changes)),
      { minLength: 1, maxLength: 3 },
    ),
    wrap: fc.constantFrom('tool' as const, 'array' as const, 'tools-list' as const),
    pretty: fc.boolean(),
  }),
  fc.record({
    tools: providerDocument.map((d) => [d]),
    wrap: fc.constant('provider' as const),
    pretty: fc.boolean(),
  }),
);

export function textOf(c: Case): string {
  const value =
    c.wrap === 'tool' || c.wrap === 'provider'
      ? c.tools[0]
      : c.wrap === 'array'
        ? c.tools
        : { tools: c.tools };
  // A provider list (OpenAI, Anthropic, MCP) was kept under "list" so that mutations had an object to land on.
  const unwrapped =
    c.wrap === 'provider' &&
    isPlainObject(value) &&
    Object.keys(value).length === 1 &&
    Array.isArray(value.list)
      ? value.list
      : value;
  return withHugeNumbers(JSON.stringify(unwrapped, null, c.pretty ? 2 : undefined));
}

function withHugeNumbers(text: string): string {
  return text.replaceAll(JSON.stringify(HUGE_NUMBER), '1e309');
}

/** What a message must never look like: an object or a function printed where a word belongs. */
const GARBLED =
  /\[object Object\]|function \w*\(\) \{ \[native code\] \}|\bundefined\b(?= is| not|")/;

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Top-level parameters of each written tool that are missing from what the export's own import
 * reads back, without a change (or refusal) that mentions them or their `properties` map.
 */
function unlistedDrops(tools: readonly Tool[], result: ExportResult, text: string): string[] {
  const back = importAuto(JSON.parse(text));
  if (!back.ok) return [`the output does not import: ${back.message}`];
  const problems: string[] = [];
  const refused = new Set(result.refused.map((r) => r.toolIndex));
  const exportedNames = Object.entries(result.nameMap);
  tools.forEach((tool, index) => {
    if (
      refused.has(index) ||
      !isPlainObject(tool.inputSchema) ||
      !isPlainObject(tool.inputSchema.properties)
    )
      return;
    const written = exportedNames.find(([, original]) => original === tool.name)?.[0];
    const imported = back.tools.find((t) => t.name === written);
    if (!imported) {
      problems.push(`tool ${index} ("${String(tool.name)}") is not in the output`);
      return;
    }
    const keptProperties =
      isPlainObject(imported.inputSchema) && isPlainObject(imported.inputSchema.properties)
        ? imported.inputSchema.properties
        : {};
    for (const name of Object.keys(tool.inputSchema.properties)) {
      if (Object.prototype.hasOwnProperty.call(keptProperties, name)) continue;
      const at = `/inputSchema/properties/${escapePointer(name)}`;
      const listed = result.changes.some(
        (c) =>
          c.toolIndex === index &&
          (c.pointer === '/inputSchema' ||
            c.pointer === '/inputSchema/properties' ||
            c.pointer === at ||
            c.pointer.startsWith(`${at}/`)),
      );
      if (!listed) problems.push(`tool ${index} drops parameter "${name}" without listing it`);
    }
  });
  return problems;
}

/** Runs one input through every entry point; returns what went wrong (empty when all held). */
export function checkEntryPoints(text: string): string[] {
  const problems: string[] = [];
  const analysis = analyzeText(text);
  for (const d of analysis.diagnostics) {
    if (typeof d.message !== 'string' || d.message.length === 0)
      problems.push(`${d.code}: empty message`);
    else if (GARBLED.test(d.message)) problems.push(`${d.code}: garbled message "${d.message}"`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (value !== undefined) {
    const imported = importAuto(value);
    if (!imported.ok && (typeof imported.message !== 'string' || imported.message === ''))
      problems.push('import failed without a message');
    if (imported.ok) {
      for (const change of imported.changes)
        if (GARBLED.test(change.message))
          problems.push(`import: garbled change "${change.message}"`);
      for (const tool of imported.tools)
        if (!isPlainObject(tool) || typeof tool.name !== 'string')
          problems.push('import read a tool without a string name');
    }
  }
  const reading = readExportSources(text);
  if (!reading.ok) return problems;
  const tools = reading.tools.map((s) => s.tool);
  for (const tool of tools) {
    const schema = isPlainObject(tool) ? tool.inputSchema : undefined;
    const checked = checkSample(schema, {});
    if (typeof checked.valid !== 'boolean') problems.push('checkSample gave no verdict');
    // The case generator reasons about counts it cannot build; every case it offers holds.
    let generated;
    try {
      generated = generateCaseReport(schema);
    } catch (error) {
      problems.push(`generateCaseReport threw ${(error as Error).message}`);
      continue;
    }
    for (const skipped of generated.skipped)
      if (!skipped.reason.startsWith('cannot be materialised: '))
        problems.push(`case "${skipped.name}" skipped without a reason`);
    if (generated.schemaError === undefined && checked.schemaError !== undefined)
      problems.push('generateCaseReport offered cases for a schema that does not compile');
  }
  for (const variant of VARIANTS) {
    let result: ExportResult;
    try {
      result = exportTools(tools, variant.target, variant.options);
    } catch (error) {
      problems.push(`${variant.id}: export threw ${(error as Error).message}`);
      continue;
    }
    for (const change of result.changes) {
      if (GARBLED.test(change.message))
        problems.push(`${variant.id}: garbled change "${change.message}"`);
    }
    for (const refusal of result.refused) {
      if (refusal.reasons.length === 0)
        problems.push(`${variant.id}: ${refusal.name} refused without a reason`);
    }
    if (result.refused.length >= tools.length) continue;
    const out = serializeExport(result.output);
    try {
      JSON.parse(out);
    } catch {
      problems.push(`${variant.id}: output is not JSON`);
      continue;
    }
    if (exportOutputProblem(out) !== undefined) continue;
    for (const problem of unlistedDrops(tools, result, out))
      problems.push(`${variant.id}: ${problem}`);
  }
  return problems;
}

const CORPUS = path.join(HERE, '../../../tests/fixtures/hostile');
const manifest = JSON.parse(readFileSync(path.join(CORPUS, 'manifest.json'), 'utf8')) as {
  entries: { id: string; file?: string; kind: string }[];
};
/** Inputs the fuzz test broke on, and the shapes issue 20 reported, kept as files in the corpus. */
const KEPT = manifest.entries.filter(
  (e) => e.file && ['fuzz', 'crash', 'export', 'keys'].includes(e.kind),
);

describe('fuzz: every kept finding still holds every property', () => {
  for (const entry of KEPT) {
    it(entry.id, () => {
      expect(checkEntryPoints(readFileSync(path.join(CORPUS, entry.file!), 'utf8'))).toEqual([]);
    });
  }
});

/**
 * A real tool against its mutation, through the diff: a mutated schema the validator refuses to
 * compile as invalid must be reported as such (a breaking `schema-invalid`), never as no change.
 */
export function checkDiffPair(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  const problems: string[] = [];
  let result;
  try {
    result = diffTools(before, after);
  } catch (error) {
    return [`diff threw ${(error as Error).message}`];
  }
  for (const change of result.changes)
    if (GARBLED.test(change.message)) problems.push(`diff: garbled change "${change.message}"`);
  const invalid = (tool: Record<string, unknown>) =>
    /schema is invalid/.test(
      checkSample(tool.inputSchema ?? tool.input_schema, {}).schemaError ?? '',
    );
  if (
    invalid(after) &&
    !result.changes.some((c) => c.kind === 'schema-invalid' && c.scope === 'input')
  )
    problems.push('diff: the new inputSchema is invalid JSON Schema, but no schema-invalid change');
  if ((invalid(after) || invalid(before)) && result.summary.breaking === 0)
    problems.push('diff: an invalid schema passed as nothing breaking');
  return problems;
}

const DIFF_RUNS = Math.max(10, Math.round(RUNS / 3));

describe('fuzz: a real tool against its mutation through the diff', () => {
  it(
    `reports an invalid schema on either side, never "no change" (${DIFF_RUNS} runs, seed ${SEED})`,
    () => {
      fc.assert(
        fc.property(fc.constantFrom(...SHAPES), mutations, (base, changes) => {
          const after = JSON.parse(
            withHugeNumbers(JSON.stringify(mutate(base, changes))),
          ) as Record<string, unknown>;
          const problems = checkDiffPair(base, after);
          if (problems.length > 0)
            throw new Error(
              `${problems.join('\n')}\nnew side: ${JSON.stringify(after).slice(0, 2_000)}`,
            );
        }),
        { seed: SEED, numRuns: DIFF_RUNS, endOnFailure: true },
      );
    },
    TIMEOUT,
  );
});

describe('fuzz: mutated real tools through validate, export (every target and mode), import and check', () => {
  it('has real tool shapes to mutate', () => {
    expect(SHAPES.length).toBeGreaterThan(30);
  });

  it(
    `answers every input with a verdict or a clear message (${RUNS} runs, seed ${SEED})`,
    () => {
      fc.assert(
        fc.property(caseArbitrary, (c) => {
          const problems = checkEntryPoints(textOf(c));
          if (problems.length === 0) return;
          // The whole input goes to a file, ready to become a corpus entry of kind "fuzz".
          const file = path.join(tmpdir(), `tool-schema-fuzz-${SEED}-${Date.now()}.json`);
          writeFileSync(file, textOf(c));
          throw new Error(
            `${problems.slice(0, 5).join('\n')}\ninput (whole in ${file}): ${textOf(c).slice(0, 2_000)}`,
          );
        }),
        // Shrinking re-runs every target per step; a failing input is reported as found.
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    },
    TIMEOUT,
  );
});
