import { describe, expect, it } from 'vitest';
import { checkSample } from '../validation/sample';
import { MAX_WITNESS_SEARCHES } from '../limits';
import { diffTools } from './diff-tools';
import { renderDiffText } from './report';

describe('witnesses in a diff with several changes', () => {
  it('each witness is refused for its own change, not for another one', () => {
    const before = {
      name: 't',
      inputSchema: {
        type: 'object',
        properties: { city: { type: 'string' }, n: { type: 'number' } },
        additionalProperties: false,
      },
    };
    const after = {
      name: 't',
      inputSchema: {
        type: 'object',
        properties: {
          city: { type: 'string', minLength: 2 },
          n: { type: 'integer' },
          day: { type: 'string' },
        },
        required: ['day'],
        additionalProperties: false,
      },
    };
    const changes = diffTools(before, after).changes;
    expect(changes.map((c) => c.kind)).toEqual([
      'bound-tightened',
      'number-to-integer',
      'property-added-required',
    ]);
    expect(changes.map((c) => c.witness?.refusal)).toEqual([
      '/city: Must NOT have fewer than 2 characters.',
      '/n: Must be of type integer.',
      '(root): The required property "day" is missing.',
    ]);
    for (const change of changes) {
      expect(checkSample(before.inputSchema, change.witness!.value).valid).toBe(true);
      expect(checkSample(after.inputSchema, change.witness!.value).valid).toBe(false);
    }
  });

  it('a witness below a $ref is built through the reference', () => {
    const schema = (max: number) => ({
      type: 'object',
      properties: { to: { $ref: '#/$defs/A' } },
      required: ['to'],
      $defs: {
        A: {
          type: 'object',
          properties: { zip: { type: 'string', maxLength: max } },
          required: ['zip'],
        },
      },
    });
    const [change] = diffTools(
      { name: 't', inputSchema: schema(10) },
      { name: 't', inputSchema: schema(5) },
    ).changes;
    // The old bound itself: 10 characters fit maxLength 10, not 5.
    expect(change!.witness!.value).toEqual({ to: { zip: 'a'.repeat(10) } });
  });
});

describe('formats and dialects', () => {
  it('draft-07 tuples (items as an array) compare position by position', () => {
    const schema = (second: string) => ({
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: { p: { type: 'array', items: [{ type: 'string' }, { type: second }] } },
    });
    const changes = diffTools(
      { name: 't', inputSchema: schema('number') },
      { name: 't', inputSchema: schema('integer') },
    ).changes;
    expect(changes.map((c) => [c.kind, c.instancePointer, c.newPointer])).toEqual([
      ['number-to-integer', '/p/1', '/inputSchema/properties/p/items/1/type'],
    ]);
    expect(changes[0]!.witness!.value).toEqual({ p: ['a', 1.5] });
  });

  it('Spark ToolSpecs point at input_schema', () => {
    const spark = (enumValues: string[]) => ({
      name: 't',
      description: 'd',
      input_schema: { type: 'object', properties: { u: { enum: enumValues } } },
    });
    const [change] = diffTools(spark(['a', 'b']), spark(['a'])).changes;
    expect(change).toMatchObject({
      kind: 'enum-value-removed',
      oldPointer: '/input_schema/properties/u/enum/1',
      newPointer: '/input_schema/properties/u/enum',
    });
  });

  it('a tools/list result points into its tools array', () => {
    const list = (type: string) => ({
      tools: [
        { name: 'a', inputSchema: { type: 'object' } },
        { name: 'b', inputSchema: { type: 'object', properties: { x: { type } } } },
      ],
    });
    const [change] = diffTools(list('string'), list('boolean')).changes;
    expect(change).toMatchObject({
      kind: 'type-changed',
      tool: 'b',
      oldPointer: '/tools/1/inputSchema/properties/x/type',
    });
  });
});

describe('hostile input', () => {
  it('__proto__ and constructor as property names are compared as own keys, nothing is polluted', () => {
    const before = JSON.parse(
      '{"name": "t", "inputSchema": {"type": "object", "properties": {"__proto__": {"type": "string"}, "constructor": {"type": "string"}}}}',
    ) as unknown;
    const after = JSON.parse(
      '{"name": "t", "inputSchema": {"type": "object", "properties": {"constructor": {"type": "integer"}}}}',
    ) as unknown;
    const changes = diffTools(before, after).changes;
    expect(changes.map((c) => [c.kind, c.instancePointer])).toEqual([
      ['property-removed', '/__proto__'],
      ['type-changed', '/constructor'],
    ]);
    expect(({} as Record<string, unknown>).type).toBeUndefined();
  });

  it('an unresolvable $ref is compared by its text, never fetched', () => {
    const tool = (ref: string) => ({
      name: 't',
      inputSchema: { type: 'object', properties: { a: { $ref: ref } } },
    });
    const changes = diffTools(
      tool('https://example.com/a.json'),
      tool('https://example.com/b.json'),
    ).changes;
    expect(changes.map((c) => [c.kind, c.verdict])).toEqual([['keyword-changed', 'needs-review']]);
  });

  it('a self-referencing chain of $refs ends', () => {
    const tool = (extra: number) => ({
      name: 't',
      inputSchema: {
        type: 'object',
        properties: { a: { $ref: '#/$defs/x' } },
        $defs: { x: { $ref: '#/$defs/y' }, y: { $ref: '#/$defs/x' } },
        maxProperties: extra,
      },
    });
    expect(diffTools(tool(1), tool(2)).changes.map((c) => c.kind)).toEqual(['bound-relaxed']);
  });
});

describe('limits', () => {
  it(`searches at most ${MAX_WITNESS_SEARCHES} witnesses per diff and says how many it left out`, () => {
    // Equal schemas in every tool, so Ajv compiles two of them, not hundreds.
    const tools = (values: string[]) =>
      Array.from({ length: MAX_WITNESS_SEARCHES + 3 }, (_, i) => ({
        name: `t${i}`,
        inputSchema: { type: 'object', properties: { u: { enum: values } } },
      }));
    const result = diffTools(tools(['a', 'b']), tools(['a']));
    expect(result.summary.breaking).toBe(MAX_WITNESS_SEARCHES + 3);
    expect(result.changes.filter((c) => c.witness).length).toBe(MAX_WITNESS_SEARCHES);
    expect(result.witnessesSkipped).toBe(3);
    expect(renderDiffText(result, { old: 'a', new: 'b' })).toContain(
      `3 more changes were not searched for a witness (at most ${MAX_WITNESS_SEARCHES} searches per diff).`,
    );
  });
});
