/** The preflight's schema walk: every subschema the keyword catalogue names, and nothing else. */
import { describe, expect, it } from 'vitest';
import { booleanSubschemas, schemaNodes } from './rule';

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
