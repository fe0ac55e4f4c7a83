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
});
