/**
 * Keywords a target is believed to accept without first-party documentation are kept and listed
 * (info, flagged). Rows follow the feature matrix: OpenAI's $ref/$defs support is unverified,
 * pattern has no OpenAI caveat.
 */
import { describe, expect, it } from 'vitest';
import type { JsonSchemaObject } from '../../model/types';
import { matrixColumn } from '../registry';
import { ChangeLog } from './changes';
import { flagUnverified } from './unverified';

describe('flagUnverified', () => {
  const schema: JsonSchemaObject = {
    type: 'object',
    properties: { a: { $ref: '#/$defs/A' }, b: { type: 'string', pattern: '^b' } },
    $defs: { A: { type: 'string' } },
  };
  const rows: [string, ReadonlySet<string> | undefined, string[]][] = [
    ['every unverified keyword, nested ones too', undefined, ['/s/properties/a/$ref', '/s/$defs']],
    ['except those the caller lists itself', new Set(['$ref']), ['/s/$defs']],
  ];
  it.each(rows)('%s', (_, skip, pointers) => {
    const log = new ChangeLog(0, 't');
    flagUnverified(schema, '/s', matrixColumn('openai'), log, 'OpenAI', skip);
    expect(log.changes.map((c) => c.pointer)).toEqual(pointers);
    for (const change of log.changes) {
      expect(change).toMatchObject({
        code: 'unverified-keyword',
        kind: 'flagged',
        severity: 'info',
      });
    }
  });

  it('flags the subschemas of a tool exported again as it did the first time', () => {
    // Each export hands in a fresh copy of the root over the same subschemas.
    const plain: JsonSchemaObject = { type: 'string' };
    const deep: JsonSchemaObject = {
      type: 'object',
      properties: { x: { type: 'object', properties: { y: { not: { type: 'null' } } } } },
    };
    const input: JsonSchemaObject = {
      type: 'object',
      properties: { deep, plain, list: { type: 'array', items: [plain, { allOf: [plain] }] } },
    };
    const flags = (skip?: ReadonlySet<string>, label = 'OpenAI') => {
      const log = new ChangeLog(0, 't');
      flagUnverified({ ...input }, '/s', matrixColumn('openai'), log, label, skip);
      return log.changes.map((c) => `${c.pointer}: ${c.message}`);
    };
    const first = flags();
    expect(first).toEqual([
      '/s/properties/deep/properties/x/properties/y/not: not is kept; OpenAI is believed to accept not, but that is unverified.',
      '/s/properties/list/items/1/allOf: allOf is kept; OpenAI is believed to accept allOf, but that is unverified.',
    ]);
    expect(flags()).toEqual(first);
    expect(flags(new Set(['not']))).toEqual([first[1]]);
    expect(flags()).toEqual(first);
    expect(flags(undefined, 'Acme')).toEqual(first.map((f) => f.replace('OpenAI', 'Acme')));
  });
});
