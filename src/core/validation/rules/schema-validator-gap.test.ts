import { describe, expect, it } from 'vitest';
import { analyzeText } from '../analyze';
import { VALIDATOR_GAPS } from './schema-validator-gap';

const gapFindings = (inputSchema: unknown) =>
  analyzeText(JSON.stringify({ name: 't', description: 'd', inputSchema }))
    .diagnostics.filter((d) => d.code === 'schema-validator-gap')
    .map((d) => ({ pointer: d.pointer, message: d.message }));

describe('schema-validator-gap', () => {
  it('each gap names its upstream report', () => {
    for (const gap of VALIDATOR_GAPS) expect(gap.source).toMatch(/ajv-validator\/ajv#\d+/);
  });

  it('warns at a $dynamicRef, naming the Ajv issue', () => {
    const findings = gapFindings({
      type: 'object',
      $dynamicAnchor: 'node',
      properties: { child: { $dynamicRef: '#node' } },
    });
    expect(findings).toEqual([
      {
        pointer: '/inputSchema/properties/child/$dynamicRef',
        message: expect.stringContaining('ajv-validator/ajv#1745'),
      },
    ]);
  });

  it('warns at unevaluatedItems beside contains, and beside a lone if', () => {
    expect(
      gapFindings({
        type: 'object',
        properties: { a: { type: 'array', contains: { const: 1 }, unevaluatedItems: false } },
      }),
    ).toEqual([
      {
        pointer: '/inputSchema/properties/a/unevaluatedItems',
        message: expect.stringContaining('ajv-validator/ajv#1909'),
      },
    ]);
    expect(
      gapFindings({
        type: 'object',
        properties: {
          a: { type: 'array', if: { prefixItems: [{ const: 'a' }] }, unevaluatedItems: false },
        },
      }),
    ).toEqual([
      {
        pointer: '/inputSchema/properties/a/unevaluatedItems',
        message: expect.stringContaining('ajv-validator/ajv#2639'),
      },
    ]);
  });

  it('stays quiet for what Ajv evaluates as specified', () => {
    expect(
      gapFindings({
        type: 'object',
        properties: {
          a: { type: 'array', prefixItems: [{ type: 'string' }], unevaluatedItems: false },
        },
        unevaluatedProperties: false,
      }),
    ).toEqual([]);
    expect(
      gapFindings({
        type: 'object',
        properties: {
          a: {
            type: 'array',
            if: { prefixItems: [{ const: 'a' }] },
            then: { minItems: 1 },
            unevaluatedItems: false,
          },
        },
      }),
    ).toEqual([]);
    // draft-07 has neither keyword; they are unknown keywords there, not gaps.
    expect(
      gapFindings({
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { a: { $dynamicRef: '#x' } },
      }),
    ).toEqual([]);
  });
});
