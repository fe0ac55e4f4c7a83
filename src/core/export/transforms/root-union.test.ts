/**
 * A root anyOf/oneOf of objects merged into one object (Anthropic and Bedrock refuse composition at
 * the top: docs/providers.md#anthropic-root-composition, #bedrock-root-object). Every property is
 * kept; only names every alternative requires stay required, the rest are listed as loosened.
 */
import { describe, expect, it } from 'vitest';
import type { JsonSchemaObject } from '../../model/types';
import { mergeRootUnion } from './root-union';

const defs: Record<string, unknown> = {
  '#/$defs/B': { properties: { b: { type: 'number' } }, required: ['b'] },
};
const resolve = (ref: string) => defs[ref];

describe('mergeRootUnion', () => {
  const merges: [string, JsonSchemaObject, 'anyOf' | 'oneOf', JsonSchemaObject, string[]][] = [
    [
      'alternatives with different required names',
      {
        anyOf: [
          { type: 'object', properties: { a: { type: 'string' } }, required: ['a', 'id'] },
          { type: 'object', properties: { b: { type: 'number' } }, required: ['b', 'id'] },
        ],
      },
      'anyOf',
      {
        type: 'object',
        properties: { a: { type: 'string' }, b: { type: 'number' } },
        required: ['id'],
      },
      ['a', 'b'],
    ],
    [
      'a bare $ref alternative is resolved; nothing stays required',
      { oneOf: [{ properties: { a: {} } }, { $ref: '#/$defs/B' }] },
      'oneOf',
      { type: 'object', properties: { a: {}, b: { type: 'number' } } },
      ['b'],
    ],
    [
      'closed alternatives give a closed object',
      {
        anyOf: [
          { properties: { a: {} }, additionalProperties: false },
          { properties: { b: {} }, additionalProperties: false },
        ],
      },
      'anyOf',
      { type: 'object', properties: { a: {}, b: {} }, additionalProperties: false },
      [],
    ],
    [
      "the root's own required names stay required",
      { required: ['x'], properties: { x: {} }, anyOf: [{ properties: { a: {} } }] },
      'anyOf',
      { type: 'object', required: ['x'], properties: { x: {}, a: {} } },
      [],
    ],
  ];
  it.each(merges)('%s', (_, schema, key, expected, loosened) => {
    expect(mergeRootUnion(schema, key, resolve)).toEqual({ ok: true, schema: expected, loosened });
  });

  const refusals: [string, JsonSchemaObject, 'anyOf' | 'oneOf', RegExp][] = [
    ['an empty list', { anyOf: [] }, 'anyOf', /not a list of alternatives/],
    ['a root typed other than object', { type: 'array', anyOf: [{}] }, 'anyOf', /typed "array"/],
    ['both anyOf and oneOf', { anyOf: [{}], oneOf: [{}] }, 'anyOf', /both anyOf and oneOf/],
    ['a non-object alternative', { anyOf: [{ type: 'string' }] }, 'anyOf', /is not an object/],
    [
      'an alternative using another keyword',
      { anyOf: [{ minProperties: 1 }] },
      'anyOf',
      /uses minProperties/,
    ],
    [
      'one property declared two ways',
      { anyOf: [{ properties: { a: { type: 'string' } } }, { properties: { a: {} } }] },
      'anyOf',
      /property "a" differently/,
    ],
  ];
  it.each(refusals)('refuses %s', (_, schema, key, reason) => {
    const result = mergeRootUnion(schema, key, resolve);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});
