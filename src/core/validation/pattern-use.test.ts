import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smallJson } from '../__fixtures__/json-arbitrary';
import { EXAMPLE_TEMPLATE } from '../templates/example';
import { frozenValueMayUsePatterns, textMayUsePatterns, valueMayUsePatterns } from './pattern-use';

describe('textMayUsePatterns', () => {
  it('finds either keyword as a key, with any spacing', () => {
    expect(textMayUsePatterns('{"type": "string", "pattern": "^a"}')).toBe(true);
    expect(textMayUsePatterns('{"patternProperties" :{"^x": {}}}')).toBe(true);
    expect(textMayUsePatterns('{\n  "pattern"\n  :\n  "x"}')).toBe(true);
  });

  it('takes any \\u escape for a keyword, since one could spell it', () => {
    expect(textMayUsePatterns('{"pat\\u0074ern": "^a"}')).toBe(true);
  });

  it('leaves out property names and words that only contain the keyword', () => {
    expect(
      textMayUsePatterns('{"file_pattern": {"type": "string"}, "description": "a pattern"}'),
    ).toBe(false);
    expect(textMayUsePatterns('{"patterns": [], "x_patternProperties": 1}')).toBe(false);
  });

  it('has nothing to load for the first-visit example (its "file_pattern" is a property)', () => {
    expect(EXAMPLE_TEMPLATE.text).toContain('file_pattern');
    expect(textMayUsePatterns(EXAMPLE_TEMPLATE.text)).toBe(false);
  });

  it('never misses a keyword the parsed value has', () => {
    const key = fc.constantFrom('pattern', 'patternProperties', 'type', 'items', 'é', 'x');
    const json = smallJson(key, [null, 1, 'pattern', true]);
    fc.assert(
      fc.property(
        json,
        fc.constantFrom(undefined, 2, '\t'),
        fc.boolean(),
        (value, space, ascii) => {
          let text = JSON.stringify(value, null, space);
          // Some writers escape every character beyond ASCII.
          if (ascii)
            text = text.replace(
              /[^\x20-\x7e\n\t]/g,
              (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
            );
          if (valueMayUsePatterns(value)) expect(textMayUsePatterns(text)).toBe(true);
        },
      ),
    );
  });
});

describe('valueMayUsePatterns', () => {
  it('finds either keyword at any depth, in objects and arrays', () => {
    expect(valueMayUsePatterns({ anyOf: [{ items: { pattern: '^a' } }] })).toBe(true);
    expect(valueMayUsePatterns({ $defs: { a: { patternProperties: {} } } })).toBe(true);
    expect(valueMayUsePatterns({ type: 'object', properties: { file_pattern: {} } })).toBe(false);
    expect(valueMayUsePatterns(['pattern', null, 3])).toBe(false);
  });

  it('walks a schema deeper than the call stack', () => {
    let deep: unknown = { pattern: 'x' };
    for (let i = 0; i < 100_000; i++) deep = { items: deep };
    expect(valueMayUsePatterns(deep)).toBe(true);
  });
});

describe('frozenValueMayUsePatterns', () => {
  it('finds either keyword at any depth, in objects and arrays', () => {
    expect(frozenValueMayUsePatterns({ anyOf: [{ items: { pattern: '^a' } }] })).toBe(true);
    expect(frozenValueMayUsePatterns({ $defs: { a: { patternProperties: {} } } })).toBe(true);
    expect(frozenValueMayUsePatterns({ type: 'object', properties: { file_pattern: {} } })).toBe(
      false,
    );
    expect(frozenValueMayUsePatterns(['pattern', null, 3])).toBe(false);
    expect(frozenValueMayUsePatterns('pattern')).toBe(false);
  });

  it('finds a keyword added beside pattern-free subtrees it has already walked', () => {
    const shared = { type: 'string', title: 'A' };
    const before = { type: 'object', properties: { a: shared, b: { type: 'string' } } };
    expect(frozenValueMayUsePatterns(before)).toBe(false);
    // A new root on the path to the edit, the unchanged member kept (as shareStructure does).
    const after = {
      type: 'object',
      properties: { a: shared, b: { type: 'string', pattern: 'x' } },
    };
    expect(frozenValueMayUsePatterns(after)).toBe(true);
    // A subtree shared twice in one value is walked once and answered the same both times.
    expect(frozenValueMayUsePatterns({ anyOf: [shared, shared, { not: shared }] })).toBe(false);
  });

  it('answers as valueMayUsePatterns for a value with a cycle', () => {
    const node: Record<string, unknown> = { type: 'object' };
    node.items = { anyOf: [node, { type: 'string' }] };
    node.then = { pattern: 'x' };
    expect(frozenValueMayUsePatterns(node)).toBe(true);
    const free: Record<string, unknown> = { type: 'object' };
    free.items = { anyOf: [free] };
    expect(frozenValueMayUsePatterns(free)).toBe(false);
  });

  it('agrees with valueMayUsePatterns on any value', () => {
    const key = fc.constantFrom('pattern', 'patternProperties', 'type', 'items', 'x');
    const json = smallJson(key, [null, 1, 'pattern', true]);
    fc.assert(
      fc.property(json, (value) => {
        expect(frozenValueMayUsePatterns(value)).toBe(valueMayUsePatterns(value));
      }),
    );
  });

  it('walks a schema deeper than the call stack', () => {
    let deep: unknown = { pattern: 'x' };
    for (let i = 0; i < 100_000; i++) deep = { items: deep };
    expect(frozenValueMayUsePatterns(deep)).toBe(true);
  });
});
