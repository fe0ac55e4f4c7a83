/**
 * Older-draft forms rewritten to 2020-12 (Anthropic validates tool schemas against 2020-12:
 * docs/providers.md#anthropic-draft-2020-12). Each rewrite keeps the meaning: draft-07 tuple items
 * are 2020-12 prefixItems (additionalItems then items), a boolean exclusive bound is the number
 * form, and dependencies splits into dependentRequired and dependentSchemas.
 */
import { describe, expect, it } from 'vitest';
import type { JsonSchemaObject } from '../../model/types';
import { ChangeLog } from './changes';
import { toDraft2020 } from './draft-2020';

describe('toDraft2020', () => {
  const rows: [string, JsonSchemaObject, JsonSchemaObject, [string, string, string][]][] = [
    [
      'tuple items and additionalItems',
      { type: 'array', items: [{ type: 'string' }], additionalItems: false },
      { type: 'array', prefixItems: [{ type: 'string' }], items: false },
      [['draft2020-prefix-items', 'converted', '/s/items']],
    ],
    [
      'exclusiveMinimum: true with minimum',
      { minimum: 1, exclusiveMinimum: true },
      { exclusiveMinimum: 1 },
      [['draft2020-exclusive-bound', 'converted', '/s/exclusiveMinimum']],
    ],
    [
      'exclusiveMaximum: false is removed',
      { maximum: 5, exclusiveMaximum: false },
      { maximum: 5 },
      [['draft2020-exclusive-bound', 'stripped', '/s/exclusiveMaximum']],
    ],
    [
      'dependencies splits by kind',
      { dependencies: { a: ['b'], c: { required: ['d'] } } },
      { dependentRequired: { a: ['b'] }, dependentSchemas: { c: { required: ['d'] } } },
      [['draft2020-dependencies', 'converted', '/s/dependencies']],
    ],
    [
      'a nested old form is found',
      { properties: { p: { items: [{}] } } },
      { properties: { p: { prefixItems: [{}] } } },
      [['draft2020-prefix-items', 'converted', '/s/properties/p/items']],
    ],
  ];
  it.each(rows)('%s', (_, schema, expected, changes) => {
    const log = new ChangeLog(0, 't');
    const before = JSON.stringify(schema);
    expect(toDraft2020(schema, '/s', log, 'Claude')).toEqual(expected);
    expect(JSON.stringify(schema)).toBe(before); // the input is never changed
    expect(log.changes.map((c) => [c.code, c.kind, c.pointer])).toEqual(changes);
  });

  it('returns a 2020-12 schema itself, with no change', () => {
    const schema = { type: 'array', prefixItems: [{}], exclusiveMinimum: 0 };
    const log = new ChangeLog(0, 't');
    expect(toDraft2020(schema, '/s', log, 'Claude')).toBe(schema);
    expect(log.changes).toEqual([]);
  });
});

describe('toDraft2020 on schemas that share subschemas with earlier exports', () => {
  it('finds an older form beside subschemas it has already found modern', () => {
    const shared = { type: 'object', properties: { a: { type: 'string' } } };
    const first = new ChangeLog(0, 't');
    expect(toDraft2020({ properties: { x: shared } }, '/s', first, 'Test')).toEqual({
      properties: { x: shared },
    });
    // A fresh root (as exporters hand in) around the same subschema, with an old form of its own.
    const log = new ChangeLog(0, 't');
    const root = { properties: { x: shared }, minimum: 1, exclusiveMinimum: true };
    expect(toDraft2020(root, '/s', log, 'Test')).toEqual({
      properties: { x: shared },
      exclusiveMinimum: 1,
    });
    expect(log.changes.map((c) => c.pointer)).toEqual(['/s/exclusiveMinimum']);
  });

  it('rewrites an old subschema on every export, not only the first', () => {
    const old = { type: 'array', items: [{ type: 'string' }] };
    for (let round = 0; round < 2; round++) {
      const log = new ChangeLog(0, 't');
      const out = toDraft2020({ properties: { list: old } }, '/s', log, 'Test');
      expect(out).toEqual({
        properties: { list: { type: 'array', prefixItems: [{ type: 'string' }] } },
      });
      expect(log.changes.map((c) => c.pointer)).toEqual(['/s/properties/list/items']);
    }
  });
});
