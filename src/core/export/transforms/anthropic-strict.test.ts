/**
 * Anthropic (and Bedrock) strict tool use, keyword by keyword (docs/providers.md#anthropic-strict-constraint):
 * keywords outside the subset leave the schema and are written into the description as
 * `{keyword: value}` text, as the Anthropic SDK's transformJSONSchema does; objects are closed;
 * oneOf becomes anyOf; a recursive $ref is refused.
 */
import { describe, expect, it } from 'vitest';
import type { JsonSchemaObject } from '../../model/types';
import { matrixColumn } from '../registry';
import { anthropicStrict } from './anthropic-strict';
import { ChangeLog } from './changes';

type Change = [code: string, kind: string, pointer: string];
const changes = (log: ChangeLog): Change[] => log.changes.map((c) => [c.code, c.kind, c.pointer]);
const root = (property: unknown): JsonSchemaObject => ({
  type: 'object',
  properties: { p: property },
  required: ['p'],
  additionalProperties: false,
});

describe('anthropicStrict, per keyword', () => {
  const rows: [string, JsonSchemaObject, JsonSchemaObject, Change[]][] = [
    [
      'type and description are kept',
      root({ type: 'string', description: 'd' }),
      root({ type: 'string', description: 'd' }),
      [],
    ],
    [
      'minLength moves into the description',
      root({ type: 'string', description: 'A name.', minLength: 2 }),
      root({ type: 'string', description: 'A name.\n\n{minLength: 2}' }),
      [['strict-moved-to-description', 'moved', '/s/properties/p/minLength']],
    ],
    [
      'maximum and multipleOf move together',
      root({ type: 'integer', maximum: 5, multipleOf: 2 }),
      root({ type: 'integer', description: '{maximum: 5, multipleOf: 2}' }),
      [
        ['strict-moved-to-description', 'moved', '/s/properties/p/maximum'],
        ['strict-moved-to-description', 'moved', '/s/properties/p/multipleOf'],
      ],
    ],
    [
      'minItems 0 or 1 stays; more moves',
      root({ type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 3 }),
      root({ type: 'array', items: { type: 'string' }, minItems: 1, description: '{maxItems: 3}' }),
      [['strict-moved-to-description', 'moved', '/s/properties/p/maxItems']],
    ],
    [
      'oneOf becomes anyOf',
      root({ oneOf: [{ type: 'string' }, { type: 'integer' }] }),
      root({ anyOf: [{ type: 'string' }, { type: 'integer' }] }),
      [['strict-oneof-anyof', 'converted', '/s/properties/p/oneOf']],
    ],
    [
      'an open object is closed',
      { type: 'object', properties: { p: { type: 'string' } }, required: ['p'] },
      root({ type: 'string' }),
      [['strict-additional-false', 'added', '/s']],
    ],
  ];
  it.each(rows)('%s', (_, schema, expected, expectedChanges) => {
    const log = new ChangeLog(0, 't');
    expect(
      anthropicStrict(schema, '/s', log, matrixColumn('anthropic-strict'), 'Anthropic'),
    ).toEqual(expected);
    expect(changes(log)).toEqual(expectedChanges);
  });

  it('refuses a recursive $ref', () => {
    const schema = {
      ...root({ $ref: '#/$defs/N' }),
      $defs: { N: { type: 'object', properties: { next: { $ref: '#/$defs/N' } } } },
    };
    const recursive = new ChangeLog(0, 't');
    anthropicStrict(schema, '/s', recursive, matrixColumn('anthropic-strict'), 'Anthropic');
    expect(recursive.rejections.map((c) => [c.code, c.pointer])).toEqual([
      ['strict-recursive-ref', '/s/$defs/N/properties/next/$ref'],
    ]);
  });
});
