import { describe, expect, it } from 'vitest';
import { generateCaseReport, generateCases, readCases, runCase, runCases } from './test-cases';

// The search_database tool of the Spark "Complete Example".
const SEARCH_DATABASE = {
  type: 'object',
  properties: {
    query: { type: 'string', minLength: 1, maxLength: 500 },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    sort_by: { type: 'string', enum: ['relevance', 'date', 'name'], default: 'relevance' },
    include_archived: { type: 'boolean', default: false },
    filters: {
      type: 'object',
      properties: {
        category: { type: 'string' },
        min_score: { type: 'number', minimum: 0, maximum: 1 },
      },
      additionalProperties: false,
    },
  },
  required: ['query'],
  additionalProperties: false,
};

describe('generateCases', () => {
  const cases = generateCases(SEARCH_DATABASE);
  const byName = new Map(cases.map((c) => [c.name, c]));

  it('proposes a valid minimal case and a valid full one built from defaults', () => {
    expect(byName.get('valid: required arguments only')).toMatchObject({
      input: { query: 'a' },
      expect: 'valid',
      kind: 'valid-minimal',
    });
    expect(byName.get('valid: every argument (examples and defaults first)')).toMatchObject({
      input: {
        query: 'a',
        limit: 10,
        sort_by: 'relevance',
        include_archived: false,
        filters: { category: 'a', min_score: 0 },
      },
      expect: 'valid',
    });
  });

  it('proposes boundary cases at the edges and invalid ones just past them, each with the pointer that must fail', () => {
    expect(byName.get('boundary: query at maxLength 500')!.input).toEqual({
      query: 'a'.repeat(500),
    });
    expect(byName.get('invalid: query longer than maxLength 500')).toMatchObject({
      input: { query: 'a'.repeat(501) },
      expect: 'invalid',
      pointer: '/query',
    });
    expect(byName.get('invalid: query shorter than minLength 1')).toMatchObject({
      input: { query: '' },
      pointer: '/query',
    });
    expect(byName.get('boundary: limit at minimum 1')!.input).toEqual({ query: 'a', limit: 1 });
    expect(byName.get('invalid: limit below minimum 1')).toMatchObject({
      input: { query: 'a', limit: 0 },
      pointer: '/limit',
    });
    expect(byName.get('invalid: limit above maximum 100')).toMatchObject({
      input: { query: 'a', limit: 101 },
      pointer: '/limit',
    });
    expect(byName.get('boundary: sort_by = last enum value')!.input).toEqual({
      query: 'a',
      sort_by: 'name',
    });
    expect(byName.get('invalid: sort_by not one of its enum')).toMatchObject({
      pointer: '/sort_by',
    });
    expect(byName.get('invalid: include_archived of the wrong type')).toMatchObject({
      input: { query: 'a', include_archived: 'true' },
      pointer: '/include_archived',
    });
    expect(byName.get('invalid: required query missing')).toMatchObject({ input: {}, pointer: '' });
    // "query at minLength 1" is the minimal case itself: not proposed twice.
    expect(byName.has('boundary: query at minLength 1')).toBe(false);
  });

  it('offers only cases whose verdict the schema confirms', () => {
    expect(runCases(SEARCH_DATABASE, cases).filter((r) => !r.passed)).toEqual([]);
    // A pattern the generator cannot satisfy: no "valid" case claims a value that fails it.
    const patterned = generateCases({
      type: 'object',
      properties: { code: { type: 'string', pattern: '^[A-Z]{3}-\\d{4}$' } },
      required: ['code'],
    });
    expect(patterned.filter((c) => c.expect === 'valid')).toEqual([]);
    expect(patterned.map((c) => c.name)).toContain('invalid: required code missing');
  });

  it('uses examples first, follows $ref, and picks the non-null branch of a nullable union', () => {
    const cases = generateCases({
      type: 'object',
      properties: {
        when: { $ref: '#/$defs/When' },
        page: { anyOf: [{ type: 'null' }, { type: 'integer', minimum: 3 }] },
      },
      required: ['when', 'page'],
      $defs: { When: { type: 'string', format: 'date', examples: ['2025-06-01'] } },
    });
    expect(cases[0]).toMatchObject({ input: { when: '2024-01-31', page: 3 }, expect: 'valid' });
    expect(cases[1]).toMatchObject({
      input: { when: '2025-06-01', page: 3 },
      expect: 'valid',
      kind: 'valid-full',
    });
  });
});

describe('runCase', () => {
  it('passes a case that gets its verdict, and names the case and pointer when it does not', () => {
    expect(
      runCase(SEARCH_DATABASE, { name: 'ok', input: { query: 'x' }, expect: 'valid' }).passed,
    ).toBe(true);
    const wrongPlace = runCase(SEARCH_DATABASE, {
      name: 'limit too high',
      input: { query: 'x', limit: 500 },
      expect: 'invalid',
      pointer: '/query',
    });
    expect(wrongPlace).toMatchObject({
      passed: false,
      verdict: 'invalid',
      reason: 'expected a problem at /query, but the problems are at /limit',
    });
    const nowValid = runCase(SEARCH_DATABASE, {
      name: 'n',
      input: { query: 'x', limit: 50 },
      expect: 'invalid',
      pointer: '/limit',
    });
    expect(nowValid).toMatchObject({
      passed: false,
      verdict: 'valid',
      reason: 'expected invalid at /limit, but it is valid',
    });
    const nowInvalid = runCase(SEARCH_DATABASE, {
      name: 'n',
      input: { query: 'x', extra: 1 },
      expect: 'valid',
    });
    expect(nowInvalid.reason).toBe(
      'expected valid, but /extra: The property "extra" is not allowed here.',
    );
  });
});

describe('readCases', () => {
  it('reads an array or {cases}, and says which entries are unusable', () => {
    expect(readCases({ cases: [{ name: 'a', input: {}, expect: 'valid' }] }).cases).toEqual([
      { name: 'a', input: {}, expect: 'valid' },
    ]);
    expect(
      readCases([
        { input: {}, expect: 'maybe' },
        { expect: 'valid' },
        { input: 1, expect: 'invalid', pointer: 'limit' },
      ]).problems,
    ).toEqual([
      'cases[0]: "expect" must be "valid" or "invalid" (or, for a call to a server, "success" or "tool-error").',
      'cases[1] has no "input".',
      'cases[2]: "pointer" must be a JSON Pointer such as "/limit" or "".',
    ]);
    expect(readCases('x').problems).toHaveLength(1);
  });
});

/** What `1e309` in a file becomes once parsed. */
const PARSED_1E309 = JSON.parse('1e309') as number;

describe('generateCaseReport: lengths and counts a stranger wrote are reasoned about, never built', () => {
  const tool = (a: Record<string, unknown>) => ({
    type: 'object',
    properties: { a, b: { type: 'integer', minimum: 0 } },
    required: ['a'],
  });
  const names = (cases: { name: string }[]) => cases.map((c) => c.name);

  it('minItems 1e9: the valid cases cannot be materialised; the invalid ones get their verdict from the count', () => {
    const report = generateCaseReport(tool({ type: 'array', minItems: 1e9 }));
    expect(report.skipped.map((s) => s.name)).toEqual([
      'valid: required arguments only',
      'valid: every argument (examples and defaults first)',
      'boundary: a at minItems 1000000000',
    ]);
    expect(report.skipped[0]!.reason).toMatch(
      /^cannot be materialised: "a": it needs an array of 1000000000 items, more than the generator builds \(at most 1000 per value/,
    );
    const shorter = report.cases.find(
      (c) => c.name === 'invalid: a shorter than minItems 1000000000',
    );
    expect(shorter).toMatchObject({ input: { a: [] }, expect: 'invalid', pointer: '/a' });
    expect(names(report.cases)).toContain('invalid: required a missing');
    expect(names(report.cases)).toContain('invalid: a of the wrong type');
  });

  it('minItems 1e309 (Infinity once parsed) and minLength 1e15 are refused the same way', () => {
    const infinite = generateCaseReport(tool({ type: 'array', minItems: PARSED_1E309 }));
    expect(infinite.skipped[0]!.reason).toContain('an array of Infinity items');
    expect(infinite.cases.find((c) => c.name.startsWith('invalid: a shorter than'))?.input).toEqual(
      { a: [] },
    );
    const long = generateCaseReport(tool({ type: 'string', minLength: 1e15 }));
    expect(long.skipped[0]!.reason).toContain('a string of 1000000000000000 characters');
    expect(
      long.cases.find((c) => c.name === 'invalid: a shorter than minLength 1000000000000000'),
    ).toMatchObject({ input: { a: '' }, pointer: '/a' });
  });

  it('a modest minItems is still built and its boundary cases offered', () => {
    const report = generateCaseReport(
      tool({ type: 'array', items: { type: 'integer' }, minItems: 3, maxItems: 5 }),
    );
    expect(report.skipped).toEqual([]);
    const byName = new Map(report.cases.map((c) => [c.name, c.input]));
    expect(byName.get('valid: required arguments only')).toEqual({ a: [1, 1, 1] });
    expect(byName.get('invalid: a shorter than minItems 3')).toEqual({ a: [1, 1] });
    expect(byName.get('invalid: a longer than maxItems 5')).toEqual({ a: [1, 1, 1, 1, 1, 1] });
  });

  it('nested arrays whose counts multiply past the budget are refused, not built', () => {
    const report = generateCaseReport(
      tool({
        type: 'array',
        minItems: 1000,
        items: { type: 'array', minItems: 1000, items: { type: 'string', minLength: 1000 } },
      }),
    );
    expect(report.skipped[0]!.reason).toMatch(/cannot be materialised/);
  });

  it('a count that is not a count (maxLength -1, minLength 1e309 on a string, 2.5) makes no internal error: the schema error is reported', () => {
    for (const a of [
      { type: 'string', maxLength: -1 },
      { type: 'string', minLength: 2.5 },
    ]) {
      const report = generateCaseReport(tool(a));
      expect(report.cases).toEqual([]);
      expect(report.schemaError, JSON.stringify(a)).toMatch(/must be/);
    }
    expect(() =>
      generateCaseReport(tool({ type: 'string', minLength: PARSED_1E309 })),
    ).not.toThrow();
  });

  it('$ref "#foo" (an anchor that is not there) and a missing definition are reported, not thrown', () => {
    const anchor = generateCaseReport(tool({ $ref: '#foo' }));
    expect(anchor.schemaError).toMatch(/#foo/);
    const missing = generateCaseReport(tool({ $ref: '#/$defs/missing' }));
    expect(missing.cases).toEqual([]);
    expect(missing.schemaError).toMatch(/missing/);
  });

  it('an anchor the validator resolves but the generator does not follow: the valid case is skipped with the reason', () => {
    const report = generateCaseReport({
      type: 'object',
      properties: { a: { $ref: '#word' } },
      required: ['a'],
      $defs: { word: { $anchor: 'word', type: 'string' } },
    });
    expect(report.schemaError).toBeUndefined();
    expect(report.skipped[0]).toMatchObject({ name: 'valid: required arguments only' });
    expect(report.skipped[0]!.reason).toContain('"$ref" "#word"');
    expect(names(report.cases)).toContain('invalid: required a missing');
  });
});
