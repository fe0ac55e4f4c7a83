/** The walkers: every subschema once, with its pointer, in the order each caller relies on. */
import { describe, expect, it } from 'vitest';
import { directSubschemas, objectSubschemas, someSubschema, walkSchemas } from './walk';

const schema = {
  type: 'object',
  properties: { 'a/b': { type: 'string' }, list: { items: [{ const: 1 }, true] } },
  $defs: { D: { not: { type: 'null' } } },
  dependencies: { x: ['y'], z: { required: ['w'] } },
  enum: [{ type: 'not a schema' }],
};

describe('walkSchemas', () => {
  it('visits object subschemas in document order, members named', () => {
    const seen: [string, string | undefined, string | undefined][] = [];
    walkSchemas(schema, '/inputSchema', 'draft-07', ({ pointer, via, memberName }) =>
      seen.push([pointer, via, memberName]),
    );
    expect(seen).toEqual([
      ['/inputSchema', undefined, undefined],
      ['/inputSchema/properties/a~1b', 'properties', 'a/b'],
      ['/inputSchema/properties/list', 'properties', 'list'],
      ['/inputSchema/properties/list/items/0', 'items', undefined],
      ['/inputSchema/$defs/D', '$defs', 'D'],
      ['/inputSchema/$defs/D/not', 'not', undefined],
      ['/inputSchema/dependencies/z', 'dependencies', 'z'],
    ]);
  });

  it('does not read dependencies as a keyword in 2020-12', () => {
    const pointers: string[] = [];
    walkSchemas(schema, '', '2020-12', ({ pointer }) => pointers.push(pointer));
    expect(pointers).not.toContain('/dependencies/z');
  });
});

describe('directSubschemas', () => {
  it('lists one level, booleans included, in the catalogue order, with setters', () => {
    const copy = structuredClone(schema);
    const list = copy.properties.list as Record<string, unknown>;
    const subs = directSubschemas(list, '/l');
    expect(subs.map((s) => s.pointer)).toEqual(['/l/items/0', '/l/items/1']);
    subs[1]!.set({});
    expect(list.items).toEqual([{ const: 1 }, {}]);
    expect(directSubschemas(copy, '').map((s) => s.pointer)).toEqual([
      '/properties/a~1b',
      '/properties/list',
      '/$defs/D',
      '/dependencies/z',
    ]);
  });

  it('someSubschema agrees with directSubschemas', () => {
    expect(someSubschema(schema, (s) => s === true)).toBe(false);
    expect(someSubschema(schema.properties.list, (s) => s === true)).toBe(true);
  });

  it('someSubschema reads each shape only where it holds schemas', () => {
    const isMarked = (s: unknown) => typeof s === 'object' && s !== null && 'marked' in s;
    // A member of a map keyword, a list item, one subschema, and draft-07 dependencies' schemas.
    expect(someSubschema({ properties: { a: { marked: 1 } } }, isMarked)).toBe(true);
    expect(someSubschema({ anyOf: [{}, { marked: 1 }] }, isMarked)).toBe(true);
    expect(someSubschema({ not: { marked: 1 } }, isMarked)).toBe(true);
    expect(someSubschema({ items: { marked: 1 } }, isMarked)).toBe(true);
    expect(someSubschema({ dependencies: { a: ['b'], c: { marked: 1 } } }, isMarked)).toBe(true);
    // Malformed shapes and data keywords are not schemas: a list keyword given an object, a map
    // given an array, one-subschema keywords given a list, values of enum and const.
    expect(someSubschema({ anyOf: { a: { marked: 1 } } }, isMarked)).toBe(false);
    expect(someSubschema({ properties: [{ marked: 1 }] }, isMarked)).toBe(false);
    expect(someSubschema({ not: [{ marked: 1 }] }, isMarked)).toBe(false);
    expect(someSubschema({ enum: [{ marked: 1 }], const: { marked: 1 } }, isMarked)).toBe(false);
  });
});

describe('objectSubschemas', () => {
  it('gives the subschemas walkSchemas visits one level down, in either dialect', () => {
    const schema = {
      type: 'object',
      properties: { a: { type: 'string' }, b: true },
      items: [{ type: 'number' }, { type: 'boolean' }],
      allOf: [{ minProperties: 1 }],
      not: { required: ['c'] },
      dependencies: { a: ['b'], b: { required: ['a'] } },
      enum: [{ type: 'data, not a schema' }],
    };
    // draft-07: properties.a, both tuple items, allOf's one, not, dependencies.b; 2020-12 reads
    // `dependencies` as data (the catalogue walks an `items` list in both).
    for (const [dialect, count] of [
      ['draft-07', 6],
      ['2020-12', 5],
    ] as const) {
      const oneDown: unknown[] = [];
      walkSchemas(schema, '', dialect, (visit) => {
        if (visit.depth === 1) oneDown.push(visit.schema);
      });
      expect(new Set(objectSubschemas(schema, dialect))).toEqual(new Set(oneDown));
      expect(oneDown).toHaveLength(count);
    }
  });
});
