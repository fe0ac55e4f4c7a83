/**
 * Every change kind, in every scope it can occur in, on a hand-made pair of schemas: the kind is
 * reported with the verdict the table promises, and every breaking verdict that a value can
 * demonstrate comes with a witness that the validator accepts on one side and refuses on the other.
 */
import { describe, expect, it } from 'vitest';
import { checkSample } from '../validation/sample';
import { diffTools } from './diff-tools';
import { CHANGE_KINDS, changeKind } from './kinds';
import type { ChangeKindId, Scope, Verdict } from './kinds';
import type { Change } from './types';

type Schema = Record<string, unknown> | boolean;

interface Row {
  name: string;
  kind: ChangeKindId;
  old: Schema;
  new: Schema;
  /** Defaults to the table's verdict for the scope. */
  verdict?: Verdict;
  /** Other kinds the pair is expected to report as well. */
  also?: ChangeKindId[];
}

const object = (
  properties: Record<string, unknown>,
  required: string[] = [],
  extra: Record<string, unknown> = {},
) => ({ type: 'object', properties, required, ...extra });
/** Wraps a value schema as property "v", so the change sits below the root (as it usually does). */
const at = (schema: Schema, required = true) => object({ v: schema }, required ? ['v'] : []);

/** Rows that hold in both scopes; the verdict comes from the kind table for each. */
const SCHEMA_ROWS: Row[] = [
  {
    name: 'minLength "5" added: not valid JSON Schema',
    kind: 'schema-invalid',
    old: at({ type: 'string' }),
    new: at({ type: 'string', minLength: '5' }),
  },
  {
    name: 'required property added, even with a default',
    kind: 'property-added-required',
    old: object({ a: { type: 'string' } }),
    new: object({ a: { type: 'string' }, b: { type: 'string', default: 'x' } }, ['b']),
  },
  {
    name: 'existing property made required',
    kind: 'required-added',
    old: object({ a: { type: 'string' } }),
    new: object({ a: { type: 'string' } }, ['a']),
  },
  {
    name: 'required property made optional',
    kind: 'required-removed',
    old: object({ a: { type: 'string' } }, ['a']),
    new: object({ a: { type: 'string' } }),
  },
  {
    name: 'optional property added to an open object',
    kind: 'property-added',
    old: object({ a: { type: 'string' } }),
    new: object({ a: { type: 'string' }, b: { type: 'integer' } }),
  },
  {
    name: 'optional property added to a closed object',
    kind: 'property-added-to-closed',
    old: object({ a: { type: 'string' } }, [], { additionalProperties: false }),
    new: object({ a: { type: 'string' }, b: { type: 'integer' } }, [], {
      additionalProperties: false,
    }),
  },
  {
    name: 'optional property removed, object open',
    kind: 'property-removed',
    old: object({ a: { type: 'string' }, b: { type: 'string' } }),
    new: object({ a: { type: 'string' } }),
  },
  {
    name: 'optional property removed, object closed',
    kind: 'property-removed-closed',
    old: object({ a: { type: 'string' }, b: { type: 'string' } }, [], {
      additionalProperties: false,
    }),
    new: object({ a: { type: 'string' } }, [], { additionalProperties: false }),
  },
  {
    name: 'required property removed, object open',
    kind: 'required-property-removed',
    old: object({ a: { type: 'string' }, b: { type: 'string' } }, ['b']),
    new: object({ a: { type: 'string' } }),
  },
  {
    name: 'required property removed, object closed',
    kind: 'required-property-removed-closed',
    old: object({ a: { type: 'string' }, b: { type: 'string' } }, ['b'], {
      additionalProperties: false,
    }),
    new: object({ a: { type: 'string' } }, [], { additionalProperties: false }),
  },
  {
    name: 'additionalProperties true → false',
    kind: 'additional-properties-closed',
    old: object({ a: { type: 'string' } }, [], { additionalProperties: true }),
    new: object({ a: { type: 'string' } }, [], { additionalProperties: false }),
  },
  {
    name: 'additionalProperties false → absent',
    kind: 'additional-properties-opened',
    old: object({ a: { type: 'string' } }, [], { additionalProperties: false }),
    new: object({ a: { type: 'string' } }),
  },
  {
    name: 'type narrowed: string | integer → string',
    kind: 'type-narrowed',
    old: at({ type: ['string', 'integer'] }),
    new: at({ type: 'string' }),
  },
  {
    name: 'type widened: string → string | boolean',
    kind: 'type-widened',
    old: at({ type: 'string' }),
    new: at({ type: ['string', 'boolean'] }),
  },
  {
    name: 'type changed: string → integer',
    kind: 'type-changed',
    old: at({ type: 'string' }),
    new: at({ type: 'integer' }),
  },
  {
    name: 'number → integer',
    kind: 'number-to-integer',
    old: at({ type: 'number' }),
    new: at({ type: 'integer' }),
  },
  {
    name: 'integer → number',
    kind: 'integer-to-number',
    old: at({ type: 'integer' }),
    new: at({ type: 'number' }),
  },
  {
    name: 'null added to a type list',
    kind: 'null-added',
    old: at({ type: 'string' }),
    new: at({ type: ['string', 'null'] }),
  },
  {
    name: 'null removed from a type list',
    kind: 'null-removed',
    old: at({ type: ['string', 'null'] }),
    new: at({ type: 'string' }),
  },
  {
    name: 'boolean schema true → false',
    kind: 'type-narrowed',
    old: object({ v: true }, ['v']),
    new: object({ v: false }, ['v']),
  },
  {
    name: 'enum value removed',
    kind: 'enum-value-removed',
    old: at({ type: 'string', enum: ['c', 'f', 'k'] }),
    new: at({ type: 'string', enum: ['c', 'f'] }),
  },
  {
    name: 'enum value added',
    kind: 'enum-value-added',
    old: at({ type: 'string', enum: ['c', 'f'] }),
    new: at({ type: 'string', enum: ['c', 'f', 'k'] }),
  },
  {
    name: 'enum introduced',
    kind: 'enum-added',
    old: at({ type: 'string' }),
    new: at({ type: 'string', enum: ['c', 'f'] }),
  },
  {
    name: 'enum dropped',
    kind: 'enum-removed',
    old: at({ type: 'string', enum: ['c', 'f'] }),
    new: at({ type: 'string' }),
  },
  {
    name: 'const changed',
    kind: 'const-changed',
    old: at({ const: 'v1' }),
    new: at({ const: 'v2' }),
  },
  {
    name: 'const introduced',
    kind: 'const-added',
    old: at({ type: 'string' }),
    new: at({ type: 'string', const: 'v1' }),
  },
  {
    name: 'const dropped',
    kind: 'const-removed',
    old: at({ type: 'string', const: 'v1' }),
    new: at({ type: 'string' }),
  },
  {
    name: 'anyOf branch removed',
    kind: 'union-branch-removed',
    old: at({ anyOf: [{ type: 'string' }, { type: 'integer' }] }),
    new: at({ anyOf: [{ type: 'string' }] }),
  },
  {
    name: 'oneOf branch added',
    kind: 'union-branch-added',
    old: at({ oneOf: [{ type: 'string' }] }),
    new: at({ oneOf: [{ type: 'string' }, { type: 'boolean' }] }),
  },
  {
    name: 'plain schema became a union with null',
    kind: 'union-branch-added',
    old: at({ type: 'string' }),
    new: at({ anyOf: [{ type: 'string' }, { type: 'null' }] }),
  },
  {
    name: 'minimum raised',
    kind: 'bound-tightened',
    old: at({ type: 'number', minimum: 0 }),
    new: at({ type: 'number', minimum: 10 }),
  },
  {
    name: 'minimum lowered',
    kind: 'bound-relaxed',
    old: at({ type: 'number', minimum: 10 }),
    new: at({ type: 'number', minimum: 0 }),
  },
  {
    name: 'maximum lowered',
    kind: 'bound-tightened',
    old: at({ type: 'number', maximum: 100 }),
    new: at({ type: 'number', maximum: 50 }),
  },
  {
    name: 'maximum removed',
    kind: 'bound-relaxed',
    old: at({ type: 'number', maximum: 100 }),
    new: at({ type: 'number' }),
  },
  {
    name: 'exclusiveMinimum added',
    kind: 'bound-tightened',
    old: at({ type: 'number' }),
    new: at({ type: 'number', exclusiveMinimum: 0 }),
  },
  {
    name: 'exclusiveMaximum raised',
    kind: 'bound-relaxed',
    old: at({ type: 'number', exclusiveMaximum: 5 }),
    new: at({ type: 'number', exclusiveMaximum: 9 }),
  },
  {
    name: 'minLength raised',
    kind: 'bound-tightened',
    old: at({ type: 'string', minLength: 1 }),
    new: at({ type: 'string', minLength: 3 }),
  },
  {
    name: 'maxLength lowered',
    kind: 'bound-tightened',
    old: at({ type: 'string', maxLength: 10 }),
    new: at({ type: 'string', maxLength: 4 }),
  },
  {
    name: 'maxLength raised',
    kind: 'bound-relaxed',
    old: at({ type: 'string', maxLength: 4 }),
    new: at({ type: 'string', maxLength: 10 }),
  },
  {
    name: 'minItems added',
    kind: 'bound-tightened',
    old: at({ type: 'array', items: { type: 'string' } }),
    new: at({ type: 'array', items: { type: 'string' }, minItems: 2 }),
  },
  {
    name: 'maxItems lowered',
    kind: 'bound-tightened',
    old: at({ type: 'array', items: { type: 'integer' }, maxItems: 5 }),
    new: at({ type: 'array', items: { type: 'integer' }, maxItems: 2 }),
  },
  {
    name: 'maxItems removed',
    kind: 'bound-relaxed',
    old: at({ type: 'array', items: { type: 'integer' }, maxItems: 2 }),
    new: at({ type: 'array', items: { type: 'integer' } }),
  },
  {
    name: 'minProperties added',
    kind: 'bound-tightened',
    old: at({ type: 'object' }),
    new: at({ type: 'object', minProperties: 1 }),
  },
  {
    name: 'pattern added',
    kind: 'bound-tightened',
    old: at({ type: 'string' }),
    new: at({ type: 'string', pattern: '^[a-z]+$' }),
  },
  {
    name: 'pattern removed',
    kind: 'bound-relaxed',
    old: at({ type: 'string', pattern: '^[a-z]+$' }),
    new: at({ type: 'string' }),
  },
  {
    name: 'uniqueItems false → true',
    kind: 'bound-tightened',
    old: at({ type: 'array', items: { type: 'string' } }),
    new: at({ type: 'array', items: { type: 'string' }, uniqueItems: true }),
  },
  {
    name: 'uniqueItems true → false',
    kind: 'bound-relaxed',
    old: at({ type: 'array', items: { type: 'string' }, uniqueItems: true }),
    new: at({ type: 'array', items: { type: 'string' }, uniqueItems: false }),
  },
  {
    name: 'multipleOf 2 → 4 (every multiple of 4 is even)',
    kind: 'bound-tightened',
    old: at({ type: 'integer', multipleOf: 2 }),
    new: at({ type: 'integer', multipleOf: 4 }),
  },
  {
    name: 'format added',
    kind: 'format-added',
    old: at({ type: 'string' }),
    new: at({ type: 'string', format: 'email' }),
  },
  {
    name: 'format removed',
    kind: 'format-removed',
    old: at({ type: 'string', format: 'date' }),
    new: at({ type: 'string' }),
  },
  {
    name: 'format changed',
    kind: 'format-changed',
    old: at({ type: 'string', format: 'date' }),
    new: at({ type: 'string', format: 'date-time' }),
  },
  {
    name: 'default changed',
    kind: 'default-changed',
    old: at({ type: 'integer', default: 10 }, false),
    new: at({ type: 'integer', default: 20 }, false),
  },
  {
    name: 'property description changed',
    kind: 'annotation-changed',
    old: at({ type: 'string', description: 'City' }),
    new: at({ type: 'string', description: 'City name' }),
  },
];

/** Kinds whose verdict a witness decides: a pair for each outcome, per scope. */
const REVIEW_ROWS: { scope: Scope; row: Row }[] = [
  // ^[a-z]+$ → ^[a-z]{2,}$: "a" is refused now (input breaking); the output direction has no witness.
  {
    scope: 'input',
    row: {
      name: 'pattern narrowed',
      kind: 'pattern-changed',
      verdict: 'breaking',
      old: at({ type: 'string', pattern: '^[a-z]+$' }),
      new: at({ type: 'string', pattern: '^[a-z]{2,}$' }),
    },
  },
  {
    scope: 'output',
    row: {
      name: 'pattern narrowed',
      kind: 'pattern-changed',
      verdict: 'needs-review',
      old: at({ type: 'string', pattern: '^[a-z]+$' }),
      new: at({ type: 'string', pattern: '^[a-z]{2,}$' }),
    },
  },
  {
    scope: 'input',
    row: {
      name: 'pattern widened',
      kind: 'pattern-changed',
      verdict: 'needs-review',
      old: at({ type: 'string', pattern: '^[a-z]{2,}$' }),
      new: at({ type: 'string', pattern: '^[a-z]+$' }),
    },
  },
  {
    scope: 'output',
    row: {
      name: 'pattern widened',
      kind: 'pattern-changed',
      verdict: 'breaking',
      old: at({ type: 'string', pattern: '^[a-z]{2,}$' }),
      new: at({ type: 'string', pattern: '^[a-z]+$' }),
    },
  },
  // multipleOf 2 → 3: 2 is lost and 3 gained, so it breaks both ways.
  {
    scope: 'input',
    row: {
      name: 'multipleOf 2 → 3',
      kind: 'multiple-of-changed',
      verdict: 'breaking',
      old: at({ type: 'integer', multipleOf: 2 }),
      new: at({ type: 'integer', multipleOf: 3 }),
    },
  },
  {
    scope: 'output',
    row: {
      name: 'multipleOf 2 → 3',
      kind: 'multiple-of-changed',
      verdict: 'breaking',
      old: at({ type: 'integer', multipleOf: 2 }),
      new: at({ type: 'integer', multipleOf: 3 }),
    },
  },
  // [string, integer] → string[]: ["a", 1] is lost; ["a", "b"] is gained.
  {
    scope: 'input',
    row: {
      name: 'tuple → list',
      kind: 'tuple-to-array',
      verdict: 'breaking',
      old: at({ type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }] }),
      new: at({ type: 'array', items: { type: 'string' } }),
    },
  },
  {
    scope: 'output',
    row: {
      name: 'tuple → list',
      kind: 'tuple-to-array',
      verdict: 'breaking',
      old: at({ type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }] }),
      new: at({ type: 'array', items: { type: 'string' } }),
    },
  },
  {
    scope: 'input',
    row: {
      name: 'list → closed tuple',
      kind: 'array-to-tuple',
      verdict: 'breaking',
      old: at({ type: 'array', items: { type: 'string' } }),
      new: at({ type: 'array', prefixItems: [{ type: 'string' }], items: false }),
    },
  },
  {
    scope: 'output',
    row: {
      name: 'list → closed tuple',
      kind: 'array-to-tuple',
      verdict: 'needs-review',
      old: at({ type: 'array', items: { type: 'string' } }),
      new: at({ type: 'array', prefixItems: [{ type: 'string' }], items: false }),
    },
  },
  {
    scope: 'input',
    row: {
      name: 'not changed',
      kind: 'keyword-changed',
      verdict: 'needs-review',
      old: at({ type: 'string', not: { const: 'a' } }),
      new: at({ type: 'string', not: { const: 'b' } }),
    },
  },
  {
    scope: 'output',
    row: {
      name: 'allOf changed shape',
      kind: 'keyword-changed',
      verdict: 'needs-review',
      old: at({ allOf: [{ type: 'string' }] }),
      new: at({ allOf: [{ type: 'string' }, { minLength: 1 }] }),
    },
  },
  {
    scope: 'input',
    row: {
      name: 'draft-07 → 2020-12',
      kind: 'dialect-changed',
      verdict: 'needs-review',
      old: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' },
      new: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' },
    },
  },
  {
    scope: 'output',
    row: {
      name: 'draft-07 → 2020-12',
      kind: 'dialect-changed',
      verdict: 'needs-review',
      old: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' },
      new: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' },
    },
  },
];

function toolWith(scope: 'input' | 'output', schema: Schema): Record<string, unknown> {
  return scope === 'input'
    ? { name: 'tool', description: 'd', inputSchema: schema }
    : { name: 'tool', description: 'd', inputSchema: { type: 'object' }, outputSchema: schema };
}

function rootOf(scope: Scope, tool: Record<string, unknown>): unknown {
  return scope === 'output' ? tool.outputSchema : tool.inputSchema;
}

/** The witness is demonstrated, not asserted: the validator accepts it on one side and refuses it on the other. */
function expectWitnessValid(
  change: Change,
  oldTool: Record<string, unknown>,
  newTool: Record<string, unknown>,
): void {
  expect(change.witness, `${change.kind} in ${change.scope} needs a witness`).toBeDefined();
  const w = change.witness!;
  const oldRoot = rootOf(change.scope, oldTool);
  const newRoot = rootOf(change.scope, newTool);
  const oldValid = oldRoot === undefined ? true : checkSample(oldRoot, w.value).valid;
  const newValid = newRoot === undefined ? true : checkSample(newRoot, w.value).valid;
  if (w.acceptedBy === 'old') expect([oldValid, newValid]).toEqual([true, false]);
  else expect([oldValid, newValid]).toEqual([false, true]);
  // Input breaks when old accepts; output when new accepts (except a new outputSchema, which breaks servers).
  const expected =
    change.scope === 'input' || change.kind === 'output-schema-added' ? 'old' : 'new';
  expect(w.acceptedBy).toBe(expected);
}

function runRow(scope: 'input' | 'output', row: Row) {
  const oldTool = toolWith(scope, row.old);
  const newTool = toolWith(scope, row.new);
  const result = diffTools(oldTool, newTool);
  const kinds = result.changes.map((c) => c.kind).sort();
  expect(kinds).toEqual([row.kind, ...(row.also ?? [])].sort());
  const change = result.changes.find((c) => c.kind === row.kind)!;
  expect(change.scope).toBe(scope);
  const verdict = row.verdict ?? changeKind(row.kind).verdicts[scope];
  expect(change.verdict).toBe(verdict);
  if (change.verdict === 'breaking' && !changeKind(row.kind).noWitness)
    expectWitnessValid(change, oldTool, newTool);
  if (change.verdict !== 'breaking') expect(change.witness).toBeUndefined();
  return change;
}

const covered = new Set<string>();

describe.each(['input', 'output'] as const)('%s scope', (scope) => {
  it.each(SCHEMA_ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    runRow(scope, row);
    covered.add(`${row.kind}|${scope}`);
  });
  it.each(REVIEW_ROWS.filter((r) => r.scope === scope).map(({ row }) => [row.name, row] as const))(
    '%s (decided by a witness)',
    (_name, row) => {
      runRow(scope, row);
      covered.add(`${row.kind}|${scope}`);
    },
  );
});

describe('verdicts by scope, checked by hand', () => {
  const verdictOf = (scope: 'input' | 'output', row: Row) =>
    diffTools(toolWith(scope, row.old), toolWith(scope, row.new)).changes[0]!.verdict;
  const enumRemoved = SCHEMA_ROWS.find((r) => r.kind === 'enum-value-removed')!;
  const nullAdded = SCHEMA_ROWS.find((r) => r.kind === 'null-added')!;
  const optionalRemoved = SCHEMA_ROWS.find((r) => r.kind === 'property-removed')!;
  it('narrowing breaks callers, not consumers', () => {
    expect([verdictOf('input', enumRemoved), verdictOf('output', enumRemoved)]).toEqual([
      'breaking',
      'non-breaking',
    ]);
  });
  it('widening breaks consumers, not callers', () => {
    expect([verdictOf('input', nullAdded), verdictOf('output', nullAdded)]).toEqual([
      'non-breaking',
      'breaking',
    ]);
  });
  it('a property removed from an open input object is a "silently ignored" warning', () => {
    expect(verdictOf('input', optionalRemoved)).toBe('needs-review');
    expect(
      diffTools(toolWith('input', optionalRemoved.old), toolWith('input', optionalRemoved.new))
        .changes[0]!.message,
    ).toContain('silently ignored');
  });
});

describe('$ref targets are compared by what they resolve to', () => {
  const address = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] };
  for (const scope of ['input', 'output'] as const) {
    it(`a renamed definition with equal content is no change (${scope})`, () => {
      const before = {
        type: 'object',
        properties: { to: { $ref: '#/$defs/Address' } },
        $defs: { Address: address },
      };
      const after = {
        type: 'object',
        properties: { to: { $ref: '#/$defs/PostalAddress' } },
        $defs: { PostalAddress: address },
      };
      expect(diffTools(toolWith(scope, before), toolWith(scope, after)).changes).toEqual([]);
    });
    it(`an inlined reference is no change (${scope})`, () => {
      const before = {
        type: 'object',
        properties: { to: { $ref: '#/definitions/A' } },
        definitions: { A: address },
      };
      const after = { type: 'object', properties: { to: address } };
      expect(diffTools(toolWith(scope, before), toolWith(scope, after)).changes).toEqual([]);
    });
    it(`the same $ref text resolving to a changed target is a change, located in the target (${scope})`, () => {
      const before = {
        type: 'object',
        properties: { to: { $ref: '#/$defs/Address' } },
        $defs: { Address: address },
      };
      const after = {
        type: 'object',
        properties: { to: { $ref: '#/$defs/Address' } },
        $defs: { Address: { ...address, properties: { city: { type: 'string', maxLength: 3 } } } },
      };
      const [change] = diffTools(toolWith(scope, before), toolWith(scope, after)).changes;
      const root = scope === 'input' ? '/inputSchema' : '/outputSchema';
      expect(change).toMatchObject({
        kind: 'bound-tightened',
        oldPointer: `${root}/$defs/Address/properties/city`,
        newPointer: `${root}/$defs/Address/properties/city/maxLength`,
        instancePointer: '/to/city',
      });
    });
  }
  it('a recursive definition compares without looping', () => {
    const tree = (max: number) => ({
      type: 'object',
      properties: { root: { $ref: '#/$defs/Node' } },
      $defs: {
        Node: {
          type: 'object',
          properties: {
            label: { type: 'string', maxLength: max },
            children: { type: 'array', items: { $ref: '#/$defs/Node' } },
          },
        },
      },
    });
    const changes = diffTools(toolWith('input', tree(10)), toolWith('input', tree(5))).changes;
    expect(changes.map((c) => c.kind)).toEqual(['bound-tightened']);
    expect(changes[0]!.witness).toBeDefined();
  });
});

const tool = (extra: Record<string, unknown> = {}) => ({
  name: 'get_weather',
  description: 'Current weather for a city.',
  inputSchema: object({ city: { type: 'string' } }, ['city']),
  ...extra,
});

const TOOL_ROWS: { name: string; kind: ChangeKindId; old: unknown; new: unknown }[] = [
  {
    name: 'tool added to a toolset',
    kind: 'tool-added',
    old: [tool()],
    new: [tool(), tool({ name: 'get_forecast', description: 'Forecast.' })],
  },
  {
    name: 'tool removed from a toolset',
    kind: 'tool-removed',
    old: [tool(), tool({ name: 'get_forecast', description: 'Forecast.' })],
    new: [tool()],
  },
  {
    name: 'tool renamed in a toolset (same schema and description)',
    kind: 'tool-renamed',
    old: [tool(), tool({ name: 'b', description: 'B.' })],
    new: [tool({ name: 'weather_now' }), tool({ name: 'b', description: 'B.' })],
  },
  {
    name: 'readOnlyHint true → false',
    kind: 'read-only-hint-cleared',
    old: tool({ annotations: { readOnlyHint: true } }),
    new: tool({ annotations: { readOnlyHint: false, destructiveHint: false } }),
  },
  {
    name: 'destructiveHint false → true',
    kind: 'destructive-hint-set',
    old: tool({ annotations: { destructiveHint: false } }),
    new: tool({ annotations: { destructiveHint: true } }),
  },
  {
    name: 'openWorldHint false → true',
    kind: 'open-world-hint-set',
    old: tool({ annotations: { openWorldHint: false } }),
    new: tool({ annotations: { openWorldHint: true } }),
  },
  {
    name: 'idempotentHint true → false',
    kind: 'idempotent-hint-cleared',
    old: tool({ annotations: { idempotentHint: true } }),
    new: tool({ annotations: { idempotentHint: false } }),
  },
  {
    name: 'openWorldHint true → false (safer)',
    kind: 'hint-safer',
    old: tool({ annotations: { openWorldHint: true } }),
    new: tool({ annotations: { openWorldHint: false } }),
  },
  {
    name: 'description changed',
    kind: 'description-changed',
    old: tool(),
    new: tool({ description: 'Current weather for any city.' }),
  },
  {
    name: 'title changed',
    kind: 'title-changed',
    old: tool({ title: 'Weather' }),
    new: tool({ title: 'Weather now' }),
  },
  {
    name: 'annotations.title changed',
    kind: 'title-changed',
    old: tool({ annotations: { title: 'Weather' } }),
    new: tool({ annotations: { title: 'Weather now' } }),
  },
  {
    name: 'icons changed',
    kind: 'tool-metadata-changed',
    old: tool({ icons: [{ src: 'a.png' }] }),
    new: tool({ icons: [{ src: 'b.png' }] }),
  },
];

describe('tool scope', () => {
  it.each(TOOL_ROWS.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    const result = diffTools(row.old, row.new);
    expect(result.changes.map((c) => c.kind)).toEqual([row.kind]);
    const change = result.changes[0]!;
    expect(change.scope).toBe('tool');
    expect(change.verdict).toBe(changeKind(row.kind).verdicts.tool);
    covered.add(`${row.kind}|tool`);
  });

  it('a rename is one renamed tool, not a removal and an addition', () => {
    const result = diffTools(
      [tool(), tool({ name: 'b', description: 'B.' })],
      [tool({ name: 'b', description: 'B.' }), tool({ name: 'weather_now' })],
    );
    expect(result.tools.map((t) => [t.status, t.oldName, t.newName])).toEqual([
      ['unchanged', 'b', 'b'],
      ['renamed', 'get_weather', 'weather_now'],
    ]);
    expect(result.changes[0]).toMatchObject({
      kind: 'tool-renamed',
      verdict: 'breaking',
      oldPointer: '/0/name',
      newPointer: '/1/name',
    });
  });

  it('two look-alikes are not guessed as a rename', () => {
    const result = diffTools([tool()], [tool({ name: 'x' }), tool({ name: 'y' })]);
    expect(result.changes.map((c) => c.kind).sort()).toEqual([
      'tool-added',
      'tool-added',
      'tool-removed',
    ]);
  });

  it('a read-only tool that becomes writable with the destructive default flips both hints', () => {
    const result = diffTools(
      tool({ annotations: { readOnlyHint: true } }),
      tool({ annotations: { readOnlyHint: false } }),
    );
    expect(result.changes.map((c) => [c.kind, c.permission])).toEqual([
      ['read-only-hint-cleared', true],
      ['destructive-hint-set', true],
    ]);
    expect(result.changes[0]!.newPointer).toBe('/annotations/readOnlyHint');
  });

  it('hints in the registry spelling are read too', () => {
    const result = diffTools(
      tool({ annotations: { readOnly: true } }),
      tool({ annotations: { readOnly: true, openWorld: false } }),
    );
    expect(result.changes.map((c) => c.kind)).toEqual(['hint-safer']);
  });

  it('the description change carries a word diff', () => {
    const [change] = diffTools(
      tool(),
      tool({ description: 'Current weather for any city.' }),
    ).changes;
    expect(change!.textDiff).toEqual([
      { op: 'same', text: 'Current weather for ' },
      { op: 'removed', text: 'a ' },
      { op: 'added', text: 'any ' },
      { op: 'same', text: 'city.' },
    ]);
  });
});

describe('outputSchema appearing or disappearing', () => {
  const out = object({ temperature: { type: 'number' } }, ['temperature']);
  it('added: breaking for servers, with a result the new schema refuses', () => {
    const oldTool = tool();
    const newTool = tool({ outputSchema: out });
    const [change] = diffTools(oldTool, newTool).changes;
    expect(change).toMatchObject({
      kind: 'output-schema-added',
      scope: 'output',
      verdict: 'breaking',
      newPointer: '/outputSchema',
    });
    expectWitnessValid(change!, oldTool, newTool);
    covered.add('output-schema-added|output');
  });
  it('removed: breaking for consumers, with a result the old schema refused', () => {
    const oldTool = tool({ outputSchema: out });
    const newTool = tool();
    const [change] = diffTools(oldTool, newTool).changes;
    expect(change).toMatchObject({
      kind: 'output-schema-removed',
      scope: 'output',
      verdict: 'breaking',
      oldPointer: '/outputSchema',
    });
    expectWitnessValid(change!, oldTool, newTool);
    covered.add('output-schema-removed|output');
  });
});

describe('coverage of the kind table', () => {
  it('every kind is tested in every scope it declares a verdict for', () => {
    const missing = CHANGE_KINDS.flatMap((k) =>
      Object.keys(k.verdicts).map((s) => `${k.id}|${s}`),
    ).filter((key) => !covered.has(key));
    expect(missing).toEqual([]);
  });
  it('every kind has a unique kebab-case id, a description and a source', () => {
    const ids = CHANGE_KINDS.map((k) => k.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const k of CHANGE_KINDS) {
      expect(k.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(k.description.length).toBeGreaterThan(20);
      expect(k.source.length).toBeGreaterThan(5);
    }
  });
});

describe('stays quiet', () => {
  it('identical tools, and keys in another order, have no changes', () => {
    const a = tool({
      annotations: { readOnlyHint: true },
      outputSchema: object({ t: { type: 'number' } }),
    });
    expect(diffTools(a, a).changes).toEqual([]);
    const reordered = {
      outputSchema: { required: [], properties: { t: { type: 'number' } }, type: 'object' },
      annotations: { readOnlyHint: true },
      ...tool(),
    };
    expect(diffTools(a, reordered).changes).toEqual([]);
  });
  it('an absent hint equal to its MCP default is no change', () => {
    expect(
      diffTools(tool(), tool({ annotations: { destructiveHint: true, openWorldHint: true } }))
        .changes,
    ).toEqual([]);
  });
  it('required listed in another order is no change', () => {
    const a = tool({
      inputSchema: object({ a: { type: 'string' }, b: { type: 'string' } }, ['a', 'b']),
    });
    const b = tool({
      inputSchema: object({ b: { type: 'string' }, a: { type: 'string' } }, ['b', 'a']),
    });
    expect(diffTools(a, b).changes).toEqual([]);
  });
});
