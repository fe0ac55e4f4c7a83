import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { withFlatUnions } from './flat-unions';
import { checkSample } from './sample';

const branch = (i: number) => ({
  type: 'object',
  properties: { k: { const: i }, v: { type: 'string' } },
  required: ['k'],
});

describe('flat oneOf / anyOf', () => {
  it('a root oneOf of 2 000 branches compiles and validates (Ajv nested each branch in the one before: the generated function overflowed the stack)', () => {
    const schema = { type: 'object', oneOf: Array.from({ length: 2000 }, (_, i) => branch(i)) };
    expect(checkSample(schema, { k: 1999 })).toEqual({ valid: true, issues: [] });
    const none = checkSample(schema, { k: 5000 });
    expect(none.schemaError).toBeUndefined();
    expect(none.valid).toBe(false);
  });

  /** Verdicts and errors equal Ajv's own code on unions of every outcome. */
  const SCHEMAS: Record<string, unknown>[] = [
    { oneOf: [{ type: 'string' }, { type: 'number' }, { minLength: 2 }] },
    { oneOf: [true, { type: 'string' }, { const: 'a' }] },
    { anyOf: [{ type: 'string', maxLength: 1 }, { type: 'number' }, { const: 'abc' }] },
    {
      type: 'object',
      oneOf: [
        { properties: { a: { type: 'string' } }, required: ['a'] },
        { properties: { b: { type: 'string' } }, required: ['b'] },
      ],
      unevaluatedProperties: false,
    },
    {
      type: 'object',
      anyOf: [{ properties: { a: { type: 'string' } } }, { properties: { b: { type: 'string' } } }],
      unevaluatedProperties: false,
    },
  ];
  const SAMPLES: unknown[] = [
    'a',
    'ab',
    'abc',
    1,
    null,
    {},
    { a: 'x' },
    { b: 'y' },
    { a: 'x', b: 'y' },
    { a: 'x', c: 1 },
  ];

  it('gives the verdicts and errors of Ajv’s nested code', () => {
    const stock = new Ajv2020({ allErrors: true, strict: false });
    const flat = new Ajv2020({ allErrors: true, strict: false });
    withFlatUnions(flat);
    for (const schema of SCHEMAS) {
      const expected = stock.compile(schema);
      const actual = flat.compile(schema);
      for (const sample of SAMPLES) {
        const label = `${JSON.stringify(schema)} on ${JSON.stringify(sample)}`;
        expect(actual(sample), label).toBe(expected(sample));
        expect(actual.errors, label).toEqual(expected.errors);
      }
    }
  });
});
