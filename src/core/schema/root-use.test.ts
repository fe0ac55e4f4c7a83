import { describe, expect, it } from 'vitest';
import { readsRootOnlyThroughDefinitions } from './root-use';

describe('readsRootOnlyThroughDefinitions', () => {
  it('is true for a schema without references, and for non-objects', () => {
    expect(readsRootOnlyThroughDefinitions({ type: 'string', title: 'A' })).toBe(true);
    expect(readsRootOnlyThroughDefinitions(true)).toBe(true);
  });

  it('is true when every reference goes into $defs or definitions', () => {
    const schema = {
      type: 'object',
      properties: { a: { $ref: '#/$defs/A' }, b: { items: { $ref: '#/definitions/B' } } },
    };
    expect(readsRootOnlyThroughDefinitions(schema)).toBe(true);
  });

  it('is false for a reference to the root, to a property, to an anchor or outside', () => {
    for (const ref of ['#', '#/properties/a', '#A', 'other.json#/$defs/A', '#/$defsX/A'])
      expect(readsRootOnlyThroughDefinitions({ items: { $ref: ref } }), ref).toBe(false);
    expect(readsRootOnlyThroughDefinitions({ $dynamicRef: '#meta' })).toBe(false);
    expect(readsRootOnlyThroughDefinitions({ $recursiveRef: '#' })).toBe(false);
  });

  it('is false when the schema declares its own base URI or anchor', () => {
    expect(
      readsRootOnlyThroughDefinitions({ $id: 'https://x.test/a', items: { $ref: '#/$defs/A' } }),
    ).toBe(false);
    expect(readsRootOnlyThroughDefinitions({ anyOf: [{ $anchor: 'A' }] })).toBe(false);
  });

  it('finds references under draft-07 dependencies and 2020-12 keywords alike', () => {
    expect(readsRootOnlyThroughDefinitions({ dependencies: { a: { $ref: '#' } } })).toBe(false);
    expect(readsRootOnlyThroughDefinitions({ prefixItems: [{ $ref: '#/properties/x' }] })).toBe(
      false,
    );
  });

  it('does not read enum or example values as schemas', () => {
    expect(
      readsRootOnlyThroughDefinitions({ enum: [{ $ref: '#' }], examples: [{ $ref: '#' }] }),
    ).toBe(true);
  });
});
