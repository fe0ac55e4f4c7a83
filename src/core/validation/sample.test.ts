import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compiledSchemaCount } from './ajv';
import { checkSample, issueFieldPointer } from './sample';

const searchDatabase = JSON.parse(
  readFileSync(
    new URL('../__fixtures__/seeds/search_database.spark.json', import.meta.url),
    'utf8',
  ),
).input_schema;

describe('checkSample', () => {
  it("accepts a sample that fits Spark's search_database schema", () => {
    expect(checkSample(searchDatabase, { query: 'user data', limit: 10 })).toEqual({
      valid: true,
      issues: [],
    });
  });

  it('places each problem in the sample', () => {
    const result = checkSample(searchDatabase, {
      limit: 101,
      sort_by: 'size',
      extra: 1,
      filters: { min_score: 2 },
    });
    expect(result.valid).toBe(false);
    expect(result.issues.map((i) => [i.pointer, i.keyword])).toEqual(
      expect.arrayContaining([
        ['', 'required'],
        ['/extra', 'additionalProperties'],
        ['/limit', 'maximum'],
        ['/sort_by', 'enum'],
        ['/filters/min_score', 'maximum'],
      ]),
    );
    expect(result.issues.find((i) => i.keyword === 'required')?.message).toBe(
      'The required property "query" is missing.',
    );
    expect(result.issues.find((i) => i.keyword === 'enum')?.message).toBe(
      'Must be one of: "relevance", "date", "name".',
    );
  });

  it('names at most 20 allowed values of a long enum, and counts them', () => {
    const values = Array.from({ length: 100_000 }, (_, i) => `v${i}`);
    const [issue] = checkSample({ enum: values }, 'x').issues;
    const first20 = values.slice(0, 20).map((v) => `"${v}"`);
    expect(issue?.message).toBe(
      `Must be one of the 100,000 allowed values: ${first20.join(', ')}, …`,
    );
    expect(checkSample({ enum: values.slice(0, 20) }, 'x').issues[0]?.message).toBe(
      `Must be one of: ${first20.join(', ')}.`,
    );
  });

  it('validates any root type, including boolean schemas', () => {
    expect(checkSample({ type: 'string' }, 'x').valid).toBe(true);
    expect(checkSample(false, 'x').valid).toBe(false);
    expect(checkSample(true, { anything: 1 }).valid).toBe(true);
  });

  it('treats format as an annotation unless asked to enforce it (docs/tool-record.md#format-is-an-annotation)', () => {
    const schema = { type: 'string', format: 'email' };
    expect(checkSample(schema, 'not an email').valid).toBe(true);
    expect(checkSample(schema, 'not an email', { enforceFormats: true }).valid).toBe(false);
    expect(checkSample(schema, 'a@example.com', { enforceFormats: true }).valid).toBe(true);
  });

  it('chooses the dialect from $schema', () => {
    const draft7 = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      items: [{ type: 'string' }],
      additionalItems: false,
    };
    expect(checkSample(draft7, ['a']).valid).toBe(true);
    expect(checkSample(draft7, ['a', 'b']).valid).toBe(false);
    const draft2020 = { prefixItems: [{ type: 'string' }], items: false };
    expect(checkSample(draft2020, ['a', 'b']).valid).toBe(false);
  });

  it('refuses an unsupported dialect by name', () => {
    const result = checkSample({ $schema: 'http://json-schema.org/draft-04/schema#' }, 1);
    expect(result.schemaError).toMatch(/2020-12.*draft-07/);
  });

  it('never fetches an external reference', () => {
    const result = checkSample({ $ref: 'https://example.com/schema.json' }, 1);
    expect(result.schemaError).toMatch(/never fetches/);
  });

  it('follows local references in $defs and definitions', () => {
    const schema = {
      type: 'object',
      properties: { a: { $ref: '#/$defs/a' } },
      $defs: { a: { type: 'integer' } },
    };
    expect(checkSample(schema, { a: 1 }).valid).toBe(true);
    expect(checkSample(schema, { a: 'x' }).issues[0]!.pointer).toBe('/a');
  });

  it('compiles identical schema content once', () => {
    const schema = () => ({
      type: 'object',
      properties: { unique_for_cache_test: { type: 'string' } },
    });
    checkSample(schema(), {});
    const before = compiledSchemaCount();
    checkSample(schema(), { unique_for_cache_test: 'x' });
    checkSample(schema(), {});
    expect(compiledSchemaCount()).toBe(before);
    checkSample({ ...schema(), required: ['unique_for_cache_test'] }, {});
    expect(compiledSchemaCount()).toBe(before + 1);
  });

  it('compiles a new edit of a schema with the same $id', () => {
    expect(checkSample({ $id: 'https://example.com/t', type: 'string' }, 'x').valid).toBe(true);
    expect(checkSample({ $id: 'https://example.com/t', type: 'number' }, 'x').valid).toBe(false);
  });

  it('does not see inherited properties such as toString as present', () => {
    const schema = { type: 'object', required: ['toString', 'constructor'] };
    expect(checkSample(schema, {}).valid).toBe(false);
  });

  it('stops a self-referential schema that never ends', () => {
    const result = checkSample({ $ref: '#' }, 1);
    expect(result.valid).toBe(false);
    expect(result.schemaError).toMatch(/recursed/);
  });
});

describe('checkSample: a schema refused once is refused every time', () => {
  it('the same invalid schema object, asked twice, gets the same schemaError (Ajv kept it unchecked after the first refusal)', () => {
    const schema = { type: 'object', properties: { minLength: [[1]] }, required: ['a'] };
    const first = checkSample(schema, {});
    expect(first.schemaError).toMatch(/schema is invalid/);
    expect(checkSample(schema, {})).toEqual(first);
  });
});

describe('issueFieldPointer', () => {
  it('places a missing required property under its own field, other issues where they point', () => {
    const schema = {
      type: 'object',
      properties: {
        a: { type: 'object', properties: { b: { type: 'string' } }, required: ['b/c'] },
      },
      required: ['city'],
    };
    const issues = checkSample(schema, { a: {} }).issues;
    expect(issues.map(issueFieldPointer).sort()).toEqual(['/a/b~1c', '/city']);
    expect(issueFieldPointer({ pointer: '/n', message: 'Must be <= 3.', keyword: 'maximum' })).toBe(
      '/n',
    );
  });
});
