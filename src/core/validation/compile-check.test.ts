import { beforeEach, describe, expect, it } from 'vitest';
import { clearValidatorCache, compiledSchemaCount } from './ajv';
import { checkCompiles, clearCompileChecks } from './compile-check';

const schema = (title: unknown, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: { city: { type: 'string', title, description: 'The city.', ...extra } },
});
const check = (value: object) => checkCompiles(value, 'draft-07', {}, JSON.stringify(value));

beforeEach(() => {
  clearValidatorCache();
  clearCompileChecks();
});

describe('checkCompiles', () => {
  it('compiles a schema once across changes of its words', () => {
    const before = compiledSchemaCount();
    for (const title of ['City', 'City n', 'City name', 'Town']) check(schema(title));
    expect(compiledSchemaCount() - before).toBe(1);
  });

  it('compiles again when anything else changes, or after the checks are cleared', () => {
    const before = compiledSchemaCount();
    check(schema('City'));
    check(schema('City', { minLength: 1 }));
    clearCompileChecks();
    clearValidatorCache();
    check(schema('City'));
    expect(compiledSchemaCount() - before).toBe(3);
  });

  it('throws for a schema that does not compile, every time, even beside one that does', () => {
    check(schema('City'));
    // A title that is no string is refused by the meta-schema: it is not a word.
    expect(() => check(schema(5))).toThrow(/title/);
    expect(() => check(schema(5))).toThrow(/title/);
    expect(() => check(schema('City', { minLength: -1 }))).toThrow(/minLength/);
  });
});
