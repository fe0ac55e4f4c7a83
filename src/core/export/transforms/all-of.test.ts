/**
 * allOf merging, row by row: exact merges (JSON Schema 2020-12 Core §10.2.1.1: a value must match
 * every branch) and the refusals where one schema cannot say the same thing.
 */
import { describe, expect, it } from 'vitest';
import type { JsonSchemaObject } from '../../model/types';
import { mergeAllOf } from './all-of';

const defs: Record<string, JsonSchemaObject> = { '#/$defs/Name': { properties: { name: {} } } };
const resolve = (branch: JsonSchemaObject) => defs[String(branch.$ref)];

describe('mergeAllOf', () => {
  const merges: [string, JsonSchemaObject, JsonSchemaObject, string[]][] = [
    [
      'properties and required lists are unioned',
      {
        type: 'object',
        allOf: [
          { properties: { a: { type: 'string' } }, required: ['a'] },
          { properties: { b: { type: 'number' } }, required: ['b', 'a'] },
        ],
      },
      {
        type: 'object',
        properties: { a: { type: 'string' }, b: { type: 'number' } },
        required: ['a', 'b'],
      },
      [],
    ],
    [
      'types are intersected (integer is a number)',
      { type: ['number', 'string'], allOf: [{ type: 'integer' }] },
      { type: 'integer' },
      [],
    ],
    [
      'a $ref branch is resolved',
      { allOf: [{ $ref: '#/$defs/Name' }] },
      { properties: { name: {} } },
      [],
    ],
    ['a true branch adds nothing', { minLength: 1, allOf: [true] }, { minLength: 1 }, []],
    [
      'two descriptions: the first is kept, with a note',
      { description: 'a', allOf: [{ description: 'b' }] },
      { description: 'a' },
      ["kept the first description and dropped another branch's"],
    ],
    [
      'nested allOf is flattened',
      { allOf: [{ allOf: [{ minimum: 1 }] }, { maximum: 2 }] },
      { minimum: 1, maximum: 2 },
      [],
    ],
  ];
  it.each(merges)('%s', (_, schema, expected, notes) => {
    const result = mergeAllOf(schema, resolve);
    expect(result).toEqual({ ok: true, schema: expected, notes });
  });

  const refusals: [string, JsonSchemaObject, RegExp][] = [
    ['a false branch', { allOf: [false] }, /false, so nothing is valid/],
    ['an unresolvable $ref', { allOf: [{ $ref: '#/$defs/Missing' }] }, /could not be resolved/],
    [
      'a closed branch beside one that adds properties',
      {
        allOf: [{ properties: { a: {} }, additionalProperties: false }, { properties: { b: {} } }],
      },
      /limits extra properties/,
    ],
    [
      'one property defined two ways',
      {
        allOf: [
          { properties: { a: { type: 'string' } } },
          { properties: { a: { type: 'number' } } },
        ],
      },
      /property "a" differently/,
    ],
    ['disjoint types', { type: 'string', allOf: [{ type: 'number' }] }, /different types/],
    [
      'one assertion set two ways',
      { maxLength: 3, allOf: [{ maxLength: 4 }] },
      /"maxLength" differently/,
    ],
  ];
  it.each(refusals)('refuses %s', (_, schema, reason) => {
    const result = mergeAllOf(schema, resolve);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  it('returns a schema without allOf as it is', () => {
    const schema = { type: 'string' };
    expect(mergeAllOf(schema, resolve)).toEqual({ ok: true, schema, notes: [] });
  });
});
