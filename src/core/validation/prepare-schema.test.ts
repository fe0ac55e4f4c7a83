import { describe, expect, it } from 'vitest';
import { explainCompileOverflow } from './compile-overflow';
import { prepareForAjv } from './prepare-schema';
import { checkSample } from './sample';

const check = (schema: unknown, sample: unknown) =>
  checkSample(schema, sample, { dialect: '2020-12' });

describe('schemas Ajv departs from, put right before compiling', () => {
  it('leaves an ordinary schema as it is (same object, no copy)', () => {
    const schema = {
      type: 'object',
      properties: { a: { $ref: '#/$defs/a' } },
      $defs: { a: { type: 'string' } },
    };
    expect(prepareForAjv(schema, '2020-12', JSON.stringify(schema)).schema).toBe(schema);
  });

  it('an empty enum compiles and accepts nothing, reported as "enum" where it is written', () => {
    const schema = { type: 'object', properties: { a: { enum: [] } } };
    expect(check(schema, {})).toEqual({ valid: true, issues: [] });
    for (const value of [null, 0, 'x', [], {}]) {
      const result = check(schema, { a: value });
      expect(result.schemaError).toBeUndefined();
      expect(result.issues).toEqual([
        {
          pointer: '/a',
          keyword: 'enum',
          schemaPointer: '/properties/a/enum',
          message: 'No value is allowed here: the "enum" is empty.',
        },
      ]);
    }
  });

  it('an embedded resource with its own $id and $ref is a local resource, not "too deeply nested"', () => {
    const urn = {
      $ref: 'urn:uuid:0b3c7d2e-1111-4222-8333-444455556666',
      $defs: {
        foo: {
          $id: 'urn:uuid:0b3c7d2e-1111-4222-8333-444455556666',
          $defs: { bar: { type: 'string' } },
          $ref: '#/$defs/bar',
        },
      },
    };
    expect(check(urn, 'x')).toEqual({ valid: true, issues: [] });
    expect(check(urn, 1).issues).toEqual([expect.objectContaining({ keyword: 'type' })]);
    const relative = {
      $id: 'https://example.com/root.json',
      properties: {
        foo: { $id: 'inner.json', $defs: { s: { type: 'string' } }, $ref: '#/$defs/s' },
      },
    };
    expect(check(relative, { foo: 'x' }).valid).toBe(true);
    expect(check(relative, { foo: 1 }).issues.map((i) => i.pointer)).toEqual(['/foo']);
  });

  it('a lone "if" beside unevaluatedProperties lends its evaluated properties, as 2020-12 says', () => {
    const schema = {
      if: { properties: { kind: { const: 'a' } }, required: ['kind'] },
      else: { properties: { other: true } },
      unevaluatedProperties: false,
    };
    expect(check(schema, { kind: 'a' }).valid).toBe(true);
    expect(check(schema, { kind: 'b' }).valid).toBe(false); // the if failed: "kind" is unevaluated
    expect(check(schema, { other: 1 }).valid).toBe(true);
    expect(check(schema, { kind: 'a', other: 1 }).valid).toBe(false); // the else did not apply
  });

  it('draft-07 ignores keywords beside $ref, but keeps what another $ref points into', () => {
    const options = { dialect: 'draft-07' as const };
    const schema = {
      definitions: { s: { type: 'string' } },
      properties: { a: { $ref: '#/definitions/s', maxLength: 1 } },
    };
    expect(checkSample(schema, { a: 'long' }, options).valid).toBe(true);
    expect(checkSample(schema, { a: 1 }, options).valid).toBe(false);
    const pointedInto = { $ref: '#/properties/a', properties: { a: { type: 'integer' } } };
    expect(checkSample(pointedInto, 1, options).valid).toBe(true);
    expect(checkSample(pointedInto, 'x', options).valid).toBe(false);
  });
});

describe('a true message when compiling runs out of stack', () => {
  it('names a loop of bare $refs', () => {
    const schema = {
      properties: { a: { $ref: '#/$defs/a' } },
      $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } },
    };
    expect(explainCompileOverflow(schema, '2020-12')).toBe(
      'The schema is self-referential: the $refs #/$defs/a → #/$defs/b → #/$defs/a loop without validating anything in between, so no validator can compile it.',
    );
    expect(check(schema, {}).schemaError).toBe(explainCompileOverflow(schema, '2020-12'));
  });

  it('names a long chain, and $refs nested too deep', () => {
    const defs: Record<string, unknown> = {};
    for (let i = 0; i < 100; i++) defs[`d${i}`] = { $ref: `#/$defs/d${i + 1}` };
    expect(explainCompileOverflow({ $ref: '#/$defs/d0', $defs: defs }, '2020-12')).toMatch(
      /a chain of more than 64 \$refs in a row/,
    );
    const nested: Record<string, unknown> = {};
    for (let i = 0; i < 200; i++)
      nested[`d${i}`] = { properties: { next: { $ref: `#/$defs/d${i + 1}` } } };
    expect(explainCompileOverflow({ $ref: '#/$defs/d0', $defs: nested }, '2020-12')).toMatch(
      /more than 128 levels deep/,
    );
  });

  it('says it is the validator\'s limit when the schema has neither, and never calls a recursive tree "too deep"', () => {
    const tree = {
      $defs: { node: { properties: { children: { items: { $ref: '#/$defs/node' } } } } },
      $ref: '#/$defs/node',
    };
    expect(explainCompileOverflow(tree, '2020-12')).toMatch(
      /^The validator \(Ajv\) ran out of stack/,
    );
  });
});
