/**
 * OpenAI's strict subset, keyword by keyword (docs/providers.md#openai: every object closed with
 * additionalProperties: false and every property required, optional ones made nullable; a format
 * outside the supported list removed; keywords outside the subset removed or refused). Non-strict
 * only needs items on every array (#openai-array-items).
 */
import { describe, expect, it } from 'vitest';
import type { JsonSchemaObject } from '../../model/types';
import { matrixColumn } from '../registry';
import { ChangeLog } from './changes';
import { makeNullable, openAiLoose, openAiStrict } from './openai-schema';

type Change = [code: string, kind: string, pointer: string];
const changes = (log: ChangeLog): Change[] => log.changes.map((c) => [c.code, c.kind, c.pointer]);
const root = (property: unknown): JsonSchemaObject => ({
  type: 'object',
  properties: { p: property },
  required: ['p'],
  additionalProperties: false,
});

describe('makeNullable', () => {
  const rows: [string, unknown, unknown, boolean][] = [
    [
      'a typed schema gets null in its type',
      { type: 'string' },
      { type: ['string', 'null'] },
      false,
    ],
    [
      'a typed enum gets null among its values too',
      { type: 'string', enum: ['a'] },
      { type: ['string', 'null'], enum: ['a', null] },
      false,
    ],
    [
      'a type that allows null already',
      { type: ['integer', 'null'] },
      { type: ['integer', 'null'] },
      true,
    ],
    [
      'an anyOf gets a null branch',
      { anyOf: [{ type: 'string' }] },
      { anyOf: [{ type: 'string' }, { type: 'null' }] },
      false,
    ],
    ['an untyped enum gets null', { enum: ['a'] }, { enum: ['a', null] }, false],
    [
      'a $ref is wrapped, its description kept outside',
      { $ref: '#/$defs/A', description: 'd' },
      { description: 'd', anyOf: [{ $ref: '#/$defs/A' }, { type: 'null' }] },
      false,
    ],
    ['true accepts null already', true, { anyOf: [true, { type: 'null' }] }, true],
  ];
  it.each(rows)('%s', (_, schema, expected, already) => {
    expect(makeNullable(schema)).toEqual({ schema: expected, already });
  });
});

describe('openAiStrict, per keyword', () => {
  const rows: [string, JsonSchemaObject, JsonSchemaObject, Change[]][] = [
    [
      'a supported format is kept',
      root({ type: 'string', format: 'email' }),
      root({ type: 'string', format: 'email' }),
      [],
    ],
    [
      'an unsupported format is removed',
      root({ type: 'string', format: 'uri' }),
      root({ type: 'string' }),
      [['strict-format-stripped', 'stripped', '/s/properties/p/format']],
    ],
    [
      'pattern is kept',
      root({ type: 'string', pattern: '^a' }),
      root({ type: 'string', pattern: '^a' }),
      [],
    ],
    [
      'minLength is kept, its support flagged as unverified',
      root({ type: 'string', minLength: 1 }),
      root({ type: 'string', minLength: 1 }),
      [['strict-unverified', 'flagged', '/s/properties/p/minLength']],
    ],
    [
      'uniqueItems is refused',
      root({ type: 'array', items: { type: 'string' }, uniqueItems: true }),
      root({ type: 'array', items: { type: 'string' } }),
      [['strict-keyword-rejected', 'rejected', '/s/properties/p/uniqueItems']],
    ],
    [
      'oneOf becomes anyOf',
      root({ oneOf: [{ type: 'string' }, { type: 'integer' }] }),
      root({ anyOf: [{ type: 'string' }, { type: 'integer' }] }),
      [['strict-oneof-anyof', 'converted', '/s/properties/p/oneOf']],
    ],
    [
      'an optional property is made required and nullable',
      { type: 'object', properties: { p: { type: 'string' } }, additionalProperties: false },
      {
        type: 'object',
        properties: { p: { type: ['string', 'null'] } },
        additionalProperties: false,
        required: ['p'],
      },
      [['strict-optional-nullable', 'converted', '/s/properties/p']],
    ],
    [
      'an open object is closed',
      { type: 'object', properties: { p: { type: 'string' } }, required: ['p'] },
      root({ type: 'string' }),
      [['strict-additional-false', 'added', '/s']],
    ],
    [
      'an untyped value is refused',
      root({ description: 'anything' }),
      root({ description: 'anything' }),
      [['strict-untyped', 'rejected', '/s/properties/p']],
    ],
    [
      'an array without items is refused',
      root({ type: 'array' }),
      root({ type: 'array' }),
      [['strict-array-items', 'rejected', '/s/properties/p']],
    ],
  ];
  it.each(rows)('%s', (_, schema, expected, expectedChanges) => {
    const log = new ChangeLog(0, 't');
    const before = JSON.stringify(schema);
    expect(openAiStrict(schema, '/s', log, matrixColumn('openai-strict'))).toEqual(expected);
    expect(JSON.stringify(schema)).toBe(before);
    expect(changes(log)).toEqual(expectedChanges);
  });
});

describe('openAiLoose', () => {
  const rows: [string, JsonSchemaObject, JsonSchemaObject, Change[]][] = [
    [
      'an array without items gets items: {}',
      { type: 'object', properties: { a: { type: 'array' } } },
      { type: 'object', properties: { a: { type: 'array', items: {} } } },
      [['openai-array-items-added', 'added', '/s/properties/a']],
    ],
    [
      'a tuple under anyOf keeps its prefixItems',
      { anyOf: [{ type: 'array', prefixItems: [{}] }] },
      { anyOf: [{ type: 'array', prefixItems: [{}] }] },
      [],
    ],
  ];
  it.each(rows)('%s', (_, schema, expected, expectedChanges) => {
    const log = new ChangeLog(0, 't');
    expect(openAiLoose(schema, '/s', log)).toEqual(expected);
    expect(changes(log)).toEqual(expectedChanges);
  });

  it('returns the schema itself when nothing changes', () => {
    const schema = { type: 'object', properties: { a: { type: 'string' } } };
    expect(openAiLoose(schema, '/s', new ChangeLog(0, 't'))).toBe(schema);
  });
});
