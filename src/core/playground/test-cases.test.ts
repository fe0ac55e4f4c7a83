import { describe, expect, it } from 'vitest';
import { generateCases, readCases, runCase, runCases } from './test-cases';

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
