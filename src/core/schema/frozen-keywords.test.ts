import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smallJson } from '../__fixtures__/json-arbitrary';
import { frozenSchemaHasKeyword } from './frozen-keywords';
import { walkSchemas } from './walk';

const UNIONS = ['oneOf', 'anyOf'] as const;

/** The plain answer: walkSchemas over every subschema, nothing remembered. */
function walked(schema: unknown, dialect: '2020-12' | 'draft-07', keywords: readonly string[]) {
  let found = false;
  walkSchemas(schema, '', dialect, ({ schema: node }) => {
    if (keywords.some((k) => Object.hasOwn(node, k))) found = true;
  });
  return found;
}

describe('frozenSchemaHasKeyword', () => {
  it('finds a keyword in any subschema, and not in data or property names', () => {
    const nested = (inner: object) => ({ type: 'object', properties: { a: { items: inner } } });
    expect(frozenSchemaHasKeyword(nested({ oneOf: [{}] }), '2020-12', UNIONS)).toBe(true);
    expect(frozenSchemaHasKeyword({ $defs: { u: { anyOf: [] } } }, '2020-12', UNIONS)).toBe(true);
    expect(frozenSchemaHasKeyword({ allOf: [{ not: { anyOf: [] } }] }, '2020-12', UNIONS)).toBe(
      true,
    );
    // A property named "oneOf", an enum value, a default: not subschemas.
    const data = {
      type: 'object',
      properties: { oneOf: { type: 'string', enum: [{ oneOf: 1 }], default: { anyOf: [] } } },
    };
    expect(frozenSchemaHasKeyword(data, '2020-12', UNIONS)).toBe(false);
  });

  it('enters draft-07 dependencies only in draft-07', () => {
    const schema = { dependencies: { a: { anyOf: [] }, b: ['c'] } };
    expect(frozenSchemaHasKeyword(schema, 'draft-07', UNIONS)).toBe(true);
    expect(frozenSchemaHasKeyword(schema, '2020-12', UNIONS)).toBe(false);
  });

  it('finds a keyword added beside subtrees it has already walked, and answers per keyword list', () => {
    const shared = { type: 'string', title: 'A' };
    const before = { type: 'object', properties: { a: shared, b: { type: 'string' } } };
    expect(frozenSchemaHasKeyword(before, '2020-12', UNIONS)).toBe(false);
    // A new root on the path to the edit, the unchanged member kept (as shareStructure does).
    const after = { type: 'object', properties: { a: shared, b: { anyOf: [] } } };
    expect(frozenSchemaHasKeyword(after, '2020-12', UNIONS)).toBe(true);
    // What was free of unions is not taken as free of another keyword.
    expect(frozenSchemaHasKeyword(before, '2020-12', ['title'])).toBe(true);
    expect(
      frozenSchemaHasKeyword({ anyOf: [shared, shared, { not: shared }] }, '2020-12', ['if']),
    ).toBe(false);
  });

  it('answers a schema with a cycle', () => {
    const node: Record<string, unknown> = { type: 'object' };
    node.items = { allOf: [node, { type: 'string' }] };
    expect(frozenSchemaHasKeyword(node, '2020-12', UNIONS)).toBe(false);
    const other: Record<string, unknown> = { type: 'object', then: { oneOf: [] } };
    other.items = { allOf: [other] };
    expect(frozenSchemaHasKeyword(other, '2020-12', UNIONS)).toBe(true);
  });

  it('agrees with a plain walk on any value', () => {
    const key = fc.constantFrom(
      'anyOf',
      'oneOf',
      'items',
      'properties',
      'not',
      'dependencies',
      'x',
    );
    const json = smallJson(key, [null, 1, 'anyOf', true]);
    fc.assert(
      fc.property(
        json,
        fc.constantFrom('2020-12' as const, 'draft-07' as const),
        (value, dialect) => {
          expect(frozenSchemaHasKeyword(value, dialect, UNIONS)).toBe(
            walked(value, dialect, UNIONS),
          );
        },
      ),
    );
  });

  it('walks a schema deeper than the call stack', () => {
    let deep: unknown = { anyOf: [] };
    for (let i = 0; i < 100_000; i++) deep = { items: deep };
    expect(frozenSchemaHasKeyword(deep, '2020-12', UNIONS)).toBe(true);
  });
});
