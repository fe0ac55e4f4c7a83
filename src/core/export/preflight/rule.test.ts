/** The preflight's schema walk: every subschema the keyword catalogue names, and nothing else. */
import { describe, expect, it } from 'vitest';
import type { ExportedSchema } from './rule';
import { booleanSubschemas, booleanSubschemasIn, nodesOf, schemaNodes } from './rule';

describe('schemaNodes', () => {
  it('visits object subschemas of every shape, draft-07 dependencies included, and not data', () => {
    const schema = {
      properties: { a: { type: 'string' } },
      anyOf: [{ minLength: 1 }],
      items: [{ type: 'integer' }],
      not: { type: 'null' },
      dependencies: { a: ['b'], c: { required: ['d'] } },
      enum: [{ type: 'not a schema' }],
      const: { properties: {} },
    };
    expect(schemaNodes(schema, '/inputSchema').map((n) => n.pointer)).toEqual([
      '/inputSchema',
      '/inputSchema/properties/a',
      '/inputSchema/anyOf/0',
      '/inputSchema/items/0',
      '/inputSchema/not',
      '/inputSchema/dependencies/c',
    ]);
  });

  it('skips malformed shapes: a list keyword given an object, a map keyword given an array', () => {
    const schema = { anyOf: { x: { type: 'string' } }, properties: [{ type: 'string' }] };
    expect(schemaNodes(schema, '').map((n) => n.pointer)).toEqual(['']);
  });
});

describe('booleanSubschemas', () => {
  it('finds true and false where a schema is expected, but not additionalProperties', () => {
    const schema = {
      properties: { a: true },
      items: false,
      allOf: [true],
      additionalProperties: false,
      dependencies: { b: false, c: ['d'] },
    };
    expect(booleanSubschemas(schema, '').map((b) => [b.pointer, b.value])).toEqual([
      ['/properties/a', true],
      ['/items', false],
      ['/allOf/0', true],
      ['/dependencies/b', false],
    ]);
  });
});

describe('nodesOf', () => {
  const schema = {
    type: 'object',
    properties: { a: { type: 'array', items: { type: 'string' } }, b: { anyOf: [{}, true] } },
  };
  const exported = (value: unknown, pointer = '/0/inputSchema'): ExportedSchema => ({
    source: '/inputSchema',
    pointer,
    path: 'tools.0.inputSchema',
    value,
  });

  it('lists the nodes schemaNodes lists, with the same pointers and paths', () => {
    const expected = schemaNodes(schema, '/0/inputSchema');
    const nodes = nodesOf(exported(schema));
    expect(nodes.map((n) => [n.pointer, n.path, n.node])).toEqual(
      expected.map((n) => [n.pointer, n.path, n.node]),
    );
  });

  it('walks a schema once while the preflight reads its tool, and again once it has moved on', () => {
    // An output schema: new on every export, never walked by the rewrites.
    const first = exported({ type: 'object', properties: { a: { type: 'string' } } });
    const walk = nodesOf(first);
    expect(nodesOf(first)).toBe(walk);
    // The rules read one tool at a time; after many other schemas the walk has been let go.
    for (let i = 0; i < 20; i++) nodesOf(exported({ type: 'string' }, `/${i}/inputSchema`));
    const again = nodesOf(first);
    expect(again).not.toBe(walk);
    expect(again.map((n) => n.pointer)).toEqual(walk.map((n) => n.pointer));
  });

  it('keeps the walk of an input schema that the export wrote unchanged, for the next export', () => {
    const input = { type: 'object', properties: { a: {} } };
    schemaNodes(input, '/inputSchema'); // as the MCP export's rewrites walk it
    const walk = nodesOf(exported(input, '/tools/0/inputSchema'));
    for (let i = 0; i < 20; i++) nodesOf(exported({ type: 'string' }, `/${i}/inputSchema`));
    expect(nodesOf(exported(input, '/tools/0/inputSchema'))).toBe(walk);
    expect(walk.map((n) => n.pointer)).toEqual([
      '/tools/0/inputSchema',
      '/tools/0/inputSchema/properties/a',
    ]);
  });

  it('is empty for a schema that is not an object', () => {
    expect(nodesOf(exported(true))).toEqual([]);
  });
});

describe('booleanSubschemasIn', () => {
  it('finds what booleanSubschemas finds, from a walk already made', () => {
    const schema = { properties: { a: true, b: { items: false } }, anyOf: [true, {}] };
    expect(booleanSubschemasIn(schemaNodes(schema, '/x'))).toEqual(booleanSubschemas(schema, '/x'));
  });
});
