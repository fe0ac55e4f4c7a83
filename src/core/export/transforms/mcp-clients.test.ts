/**
 * What MCP clients refuse, fixed without changing the meaning: VS Code and Copilot want items on
 * every array (docs/providers.md#mcp-array-items), Claude Code a schema object instead of a bare
 * true/false (#mcp-output-boolean-subschema) and 2020-12 as the dialect (#mcp-output-dialect).
 */
import { describe, expect, it } from 'vitest';
import type { JsonSchemaObject } from '../../model/types';
import { ChangeLog } from './changes';
import { addMissingItems, applyDialectPolicy, spellBooleanSubschemas } from './mcp-clients';

const codes = (log: ChangeLog) => log.changes.map((c) => [c.code, c.kind, c.pointer]);

describe('addMissingItems', () => {
  const rows: [string, JsonSchemaObject, JsonSchemaObject, [string, string, string][]][] = [
    [
      'an array without items gets items: {}',
      { properties: { tags: { type: 'array' } } },
      { properties: { tags: { type: 'array', items: {} } } },
      [['mcp-array-items-added', 'added', '/inputSchema/properties/tags']],
    ],
    [
      'an array with prefixItems is left alone',
      { type: 'array', prefixItems: [{}] },
      { type: 'array', prefixItems: [{}] },
      [],
    ],
    [
      'an array with items is left alone',
      { type: 'array', items: { type: 'string' } },
      { type: 'array', items: { type: 'string' } },
      [],
    ],
  ];
  it.each(rows)('%s', (_, schema, expected, changes) => {
    const log = new ChangeLog(0, 't');
    expect(addMissingItems(schema, '/inputSchema', log)).toEqual(expected);
    expect(codes(log)).toEqual(changes);
  });
});

describe('spellBooleanSubschemas', () => {
  const rows: [string, JsonSchemaObject, JsonSchemaObject, [string, string, string][]][] = [
    [
      'true becomes {} and false becomes {"not": {}}',
      { properties: { any: true, none: false } },
      { properties: { any: {}, none: { not: {} } } },
      [
        ['mcp-boolean-subschema', 'converted', '/outputSchema/properties/any'],
        ['mcp-boolean-subschema', 'converted', '/outputSchema/properties/none'],
      ],
    ],
    ['objects are left alone', { properties: { a: {} } }, { properties: { a: {} } }, []],
  ];
  it.each(rows)('%s', (_, schema, expected, changes) => {
    const log = new ChangeLog(0, 't');
    expect(spellBooleanSubschemas(schema, '/outputSchema', log)).toEqual(expected);
    expect(codes(log)).toEqual(changes);
  });
});

describe('applyDialectPolicy', () => {
  const draft07 = 'http://json-schema.org/draft-07/schema#';
  const rows: [
    string,
    'keep' | 'strip' | 'rewrite',
    JsonSchemaObject,
    JsonSchemaObject,
    [string, string, string][],
  ][] = [
    [
      'keep: kept and flagged',
      'keep',
      { $schema: draft07, type: 'object' },
      { $schema: draft07, type: 'object' },
      [['mcp-schema-dialect-kept', 'flagged', '/outputSchema/$schema']],
    ],
    [
      'strip: removed, the old forms rewritten first',
      'strip',
      { $schema: draft07, type: 'array', items: [{}] },
      { type: 'array', prefixItems: [{}] },
      [
        ['draft2020-prefix-items', 'converted', '/outputSchema/items'],
        ['mcp-schema-dialect-stripped', 'stripped', '/outputSchema/$schema'],
      ],
    ],
    [
      'rewrite: declared as 2020-12',
      'rewrite',
      { $schema: draft07, type: 'object' },
      { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' },
      [['mcp-schema-dialect-rewritten', 'converted', '/outputSchema/$schema']],
    ],
    [
      '2020-12 already: nothing to do',
      'strip',
      { $schema: 'https://json-schema.org/draft/2020-12/schema' },
      { $schema: 'https://json-schema.org/draft/2020-12/schema' },
      [],
    ],
  ];
  it.each(rows)('%s', (_, policy, schema, expected, changes) => {
    const log = new ChangeLog(0, 't');
    expect(applyDialectPolicy(schema, '/outputSchema', log, policy, 'Claude')).toEqual(expected);
    expect(codes(log)).toEqual(changes);
  });
});
