import { describe, expect, it } from 'vitest';
import {
  ADDED_DEFAULT_KEYWORD,
  ANY_VALUE_DEF,
  DEFAULT_HINT_KEYWORD,
  FALLBACK_KEYWORD,
  LONG_ENUM_KEYWORD,
  NULLABLE_KEYWORD,
  ORIGINAL_TYPE_KEYWORD,
  prepareFormSchema,
} from './form-schema';
import { schemaFacts } from './schema-facts';
import { refChain } from '../hostile/generate';
import { MAX_REF_HOPS, MAX_SELECT_OPTIONS } from '../limits';

describe('prepareFormSchema', () => {
  it('leaves a plain object schema as it is and reports nothing', () => {
    const schema = {
      type: 'object',
      properties: { query: { type: 'string', minLength: 1 } },
      required: ['query'],
      additionalProperties: false,
    };
    const prepared = prepareFormSchema(schema);
    expect(prepared.schema).toEqual(schema);
    expect(prepared.notices).toEqual([]);
    expect(prepared.fallbacks).toEqual([]);
    expect(prepared.dialect).toBe('2020-12');
  });

  it('draws a root without type object as an object, with a visible warning (the tool is not dropped)', () => {
    const prepared = prepareFormSchema({ properties: { a: { type: 'string' } } });
    expect(prepared.schema).toMatchObject({
      type: 'object',
      properties: { a: { type: 'string' } },
    });
    expect(prepared.notices).toEqual([
      expect.objectContaining({
        severity: 'warning',
        pointer: '',
        message: expect.stringMatching(/no "type": "object"/),
      }),
    ]);
  });

  it('warns, for an outputSchema, that a non-object root is allowed but not what MCP structured content is', () => {
    const prepared = prepareFormSchema(
      { type: 'array', items: { type: 'string' } },
      { role: 'output' },
    );
    expect(prepared.notices[0]!.message).toMatch(/MCP structured content is an object/);
    expect(prepared.schema).toMatchObject({ type: 'array' });
  });

  it('turns a type array into a union with each type’s own keywords', () => {
    const prepared = prepareFormSchema({
      type: 'object',
      properties: {
        flag: {
          type: ['boolean', 'string'],
          description: 'on/off or a mode',
          enum: [true, false, 'auto'],
          minLength: 2,
        },
      },
    });
    const flag = (prepared.schema!.properties as Record<string, Record<string, unknown>>).flag!;
    expect(flag.type).toBeUndefined();
    expect(flag[ORIGINAL_TYPE_KEYWORD]).toEqual(['boolean', 'string']);
    expect(flag.description).toBe('on/off or a mode');
    expect(flag.anyOf).toEqual([
      { type: 'boolean', title: 'boolean', enum: [true, false] },
      { type: 'string', title: 'string', minLength: 2, enum: ['auto'] },
    ]);
    expect(schemaFacts(flag).type).toBe('boolean | string');
  });

  it('starts new entries of a union-valued map with the first variant’s value, not an object', () => {
    const prepared = prepareFormSchema({
      type: 'object',
      properties: {
        props: { type: 'object', additionalProperties: { $ref: '#/$defs/Value' } },
        flags: {
          type: 'object',
          additionalProperties: { anyOf: [{ type: 'boolean' }, { type: 'string' }] },
        },
      },
      $defs: { Value: { anyOf: [{ type: 'string' }, { type: 'number' }] } },
    });
    const p = prepared.schema!.properties as Record<
      string,
      Record<string, Record<string, unknown>>
    >;
    expect(p.props!.additionalProperties).toMatchObject({ $ref: '#/$defs/Value', default: '' });
    expect(p.flags!.additionalProperties).toMatchObject({ default: false });
  });

  it('starts new integer map entries at 0 without showing that as the schema’s default', () => {
    const prepared = prepareFormSchema({
      type: 'object',
      properties: {
        counts: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } },
      },
    });
    const entry = (prepared.schema!.properties as Record<string, Record<string, unknown>>).counts!
      .additionalProperties;
    expect(entry).toMatchObject({ type: 'integer', default: 0 });
    expect(schemaFacts(entry)).toEqual({ type: 'integer', constraints: ['minimum: 0'] });
  });

  it('draws a nullable type array as its one type, with null as a state of the field rather than a variant', () => {
    const prepared = prepareFormSchema({
      type: 'object',
      properties: {
        note: { type: ['string', 'null'], maxLength: 5 },
        mode: { type: ['string', 'integer', 'null'] },
      },
    });
    const p = prepared.schema!.properties as Record<string, Record<string, unknown>>;
    expect(p.note).toEqual({
      type: 'string',
      maxLength: 5,
      [ORIGINAL_TYPE_KEYWORD]: ['string', 'null'],
      [NULLABLE_KEYWORD]: true,
    });
    expect(p.mode!.anyOf).toEqual([
      { type: 'string', title: 'string' },
      { type: 'integer', title: 'integer' },
    ]);
    expect(p.mode![NULLABLE_KEYWORD]).toBe(true);
    expect(schemaFacts(p.note).type).toBe('string | null');
  });

  it('starts a nullable union anyOf [T, null] on T, keeping the field’s own title and description', () => {
    const prepared = prepareFormSchema({
      type: 'object',
      properties: {
        limit: {
          anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }],
          default: null,
          title: 'Limit',
        },
        when: {
          oneOf: [{ type: 'null' }, { $ref: '#/$defs/Range' }],
          description: 'optional range',
        },
        three: { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'null' }] },
        twoNulls: { anyOf: [{ type: 'null' }, { const: null }] },
      },
      $defs: { Range: { type: 'object', properties: { from: { type: 'string' } } } },
    });
    const p = prepared.schema!.properties as Record<string, Record<string, unknown>>;
    expect(p.limit).toEqual({
      type: 'integer',
      minimum: 1,
      title: 'Limit',
      [DEFAULT_HINT_KEYWORD]: null,
      [NULLABLE_KEYWORD]: true,
    });
    expect(p.when).toEqual({
      $ref: '#/$defs/Range',
      description: 'optional range',
      [NULLABLE_KEYWORD]: true,
    });
    expect(p.three).toEqual({
      anyOf: [
        { type: 'string', title: 'string' },
        { type: 'number', title: 'number' },
      ],
      [NULLABLE_KEYWORD]: true,
    });
    // Two variants that are both null are left alone: nothing to start on but null.
    expect((p.twoNulls!.anyOf as unknown[]).length).toBe(2);
  });

  it('moves every default into a hint, so the renderer never writes one into the value', () => {
    const prepared = prepareFormSchema({
      type: 'object',
      properties: {
        output: { type: 'string', enum: ['json', 'yaml'], default: 'yaml' },
        on: { type: 'boolean', default: true },
        tags: { type: 'array', items: { type: 'string', default: 'x' } },
      },
      required: ['on'],
    });
    const p = prepared.schema!.properties as Record<string, Record<string, unknown>>;
    expect(p.output).toEqual({
      type: 'string',
      enum: ['json', 'yaml'],
      [DEFAULT_HINT_KEYWORD]: 'yaml',
    });
    expect(p.on).toEqual({ type: 'boolean', [DEFAULT_HINT_KEYWORD]: true });
    // A new list item starts from the item schema's own default.
    expect(p.tags!.items).toEqual({
      type: 'string',
      [DEFAULT_HINT_KEYWORD]: 'x',
      default: 'x',
      [ADDED_DEFAULT_KEYWORD]: true,
    });
    expect(schemaFacts(p.output).constraints).toContain('default: "yaml"');
    expect(JSON.stringify(prepared.schema)).not.toContain('"default":"yaml"');
  });

  it('edits an empty anyOf as JSON with the reason instead of handing the renderer a schema it refuses', () => {
    const prepared = prepareFormSchema({
      type: 'object',
      properties: { x: { anyOf: [] }, y: { type: 'string' } },
    });
    expect(prepared.fallbacks).toEqual([
      { pointer: '/properties/x', reason: '"anyOf" lists no schemas, so no value can match it.' },
    ]);
    expect(JSON.stringify(prepared.schema)).not.toContain('"anyOf":[]');
  });

  it('names the variants of a discriminated union by their const', () => {
    const prepared = prepareFormSchema({
      type: 'object',
      properties: {
        shape: {
          oneOf: [
            {
              type: 'object',
              properties: { kind: { const: 'circle' }, r: { type: 'number' } },
              required: ['kind'],
            },
            {
              type: 'object',
              properties: { kind: { enum: ['square'] }, side: { type: 'number' } },
              required: ['kind'],
            },
          ],
        },
      },
    });
    const shape = (prepared.schema!.properties as Record<string, { oneOf: { title: string }[] }>)
      .shape!;
    expect(shape.oneOf.map((v) => v.title)).toEqual(['circle', 'square']);
  });

  it('gives free-form objects and untyped values an any-value union, and arrays without items the same', () => {
    const prepared = prepareFormSchema({
      type: 'object',
      properties: {
        meta: { type: 'object' },
        labels: { type: 'object', additionalProperties: { type: 'string' } },
        data: {},
        list: { type: 'array' },
        closed: { type: 'object', additionalProperties: false },
      },
    });
    const p = prepared.schema!.properties as Record<string, Record<string, unknown>>;
    expect(p.meta!.additionalProperties).toEqual({
      $ref: `#/$defs/${ANY_VALUE_DEF}`,
      default: '',
      [ADDED_DEFAULT_KEYWORD]: true,
    });
    expect(p.labels!.additionalProperties).toEqual({ type: 'string' });
    expect(p.data).toEqual({ $ref: `#/$defs/${ANY_VALUE_DEF}` });
    // A new list item starts as a value (an empty string), never as an empty slot sent as null.
    expect(p.list!.items).toEqual({
      $ref: `#/$defs/${ANY_VALUE_DEF}`,
      default: '',
      [ADDED_DEFAULT_KEYWORD]: true,
    });
    expect(p.closed!.additionalProperties).toBe(false);
    expect((prepared.schema!.$defs as Record<string, unknown>)[ANY_VALUE_DEF]).toBeDefined();
    expect(prepared.fallbacks).toEqual([]);
  });

  it('titles union variants so the picker names them', () => {
    const prepared = prepareFormSchema({
      type: 'object',
      properties: {
        query: {
          oneOf: [
            { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
            { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
          ],
        },
        id: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
        ref: { anyOf: [{ $ref: '#/$defs/Address' }, { type: 'null' }] },
      },
      $defs: { Address: { type: 'object', properties: { city: { type: 'string' } } } },
    });
    const p = prepared.schema!.properties as Record<
      string,
      { oneOf?: { title: string }[]; anyOf?: { title: string }[] }
    >;
    expect(p.query!.oneOf!.map((v) => v.title)).toEqual(['object (text)', 'object (id)']);
    expect(p.id!.anyOf!.map((v) => v.title)).toEqual(['string', 'integer']);
    // [Address, null] is no picker: the field draws Address, and null is one of its states.
    expect(p.ref).toEqual({ $ref: '#/$defs/Address', [NULLABLE_KEYWORD]: true });
    expect(prepared.fallbacks).toEqual([]);
  });

  it('accepts local and recursive refs, and falls back to JSON for external, anchor and dangling refs', () => {
    const prepared = prepareFormSchema({
      type: 'object',
      properties: {
        tree: { $ref: '#/$defs/Node' },
        remote: { $ref: 'https://example.com/schema.json' },
        anchor: { $ref: '#node' },
        missing: { $ref: '#/$defs/Nope', description: 'kept' },
      },
      $defs: {
        Node: {
          type: 'object',
          properties: { children: { type: 'array', items: { $ref: '#/$defs/Node' } } },
        },
      },
    });
    expect(prepared.fallbacks.map((f) => f.pointer)).toEqual([
      '/properties/remote',
      '/properties/anchor',
      '/properties/missing',
    ]);
    expect(prepared.fallbacks[0]!.reason).toMatch(/never fetches/);
    expect(prepared.fallbacks[2]!.reason).toBe(
      'The $ref "#/$defs/Nope" points to nothing in this schema.',
    );
    const p = prepared.schema!.properties as Record<string, Record<string, unknown>>;
    expect(p.tree).toEqual({ $ref: '#/$defs/Node' });
    expect(p.missing).toEqual({
      [FALLBACK_KEYWORD]: prepared.fallbacks[2]!.reason,
      description: 'kept',
    });
  });

  it('reports keywords it checks but cannot draw, and strips $schema for the renderer while keeping the dialect', () => {
    const prepared = prepareFormSchema({
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: { a: { type: 'string', not: { const: 'x' } } },
      if: { required: ['a'] },
      then: { required: ['b'] },
    });
    expect(prepared.dialect).toBe('draft-07');
    expect(prepared.schema!.$schema).toBeUndefined();
    expect(prepared.notices.map((n) => [n.severity, n.pointer])).toEqual([
      ['info', '/if'],
      ['info', '/properties/a/not'],
    ]);
  });

  it('keeps tuples for drawing in the dialect’s spelling, and falls back only for a malformed one', () => {
    const modern = prepareFormSchema({
      type: 'object',
      properties: { point: { prefixItems: [{ type: 'number' }, true], items: false } },
    });
    expect(modern.fallbacks).toEqual([]);
    expect(modern.schema!.properties).toEqual({
      // A tuple without a type still holds an array; `true` at a position takes any value.
      point: {
        type: 'array',
        prefixItems: [{ type: 'number' }, { $ref: `#/$defs/${ANY_VALUE_DEF}` }],
        items: false,
      },
    });

    const draft7 = prepareFormSchema({
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: {
        args: {
          type: 'array',
          items: [{ type: 'string' }],
          additionalItems: { type: 'string' },
          prefixItems: [{ type: 'number' }],
        },
      },
    });
    expect(draft7.fallbacks).toEqual([]);
    // "prefixItems" means nothing in draft-07 and is not drawn.
    expect(draft7.schema!.properties).toEqual({
      args: { type: 'array', items: [{ type: 'string' }], additionalItems: { type: 'string' } },
    });

    const mixed = prepareFormSchema({
      type: 'object',
      properties: {
        p: { type: 'array', items: [{ type: 'string' }] },
        e: { type: 'array', prefixItems: [] },
      },
    });
    expect(mixed.fallbacks).toEqual([
      {
        pointer: '/properties/p',
        reason:
          'In JSON Schema 2020-12 "items" takes one schema; fixed positions belong in "prefixItems".',
      },
      { pointer: '/properties/e', reason: '"prefixItems" must list one schema per position.' },
    ]);
  });

  it('follows a chain of bare $refs up to MAX_REF_HOPS resolutions, and refuses a longer one where it starts', () => {
    // refChain(n): x → d0 → d1 → … → dn, where only dn is more than a $ref; x takes n + 1 resolutions.
    expect(prepareFormSchema(refChain(MAX_REF_HOPS - 1)).fallbacks).toEqual([]);
    expect(prepareFormSchema(refChain(MAX_REF_HOPS)).fallbacks).toEqual([
      {
        pointer: '/properties/x',
        reason: `The $ref "#/$defs/d0" starts a chain of more than ${MAX_REF_HOPS} references.`,
      },
    ]);
    // In a 10 000-link chain, d(i) refers to d(i+1), which takes 10 000 - i resolutions: x and
    // d0 … d9935 refer too far, d9936 … d9999 do not. Each link is walked once, not 64 times.
    const long = prepareFormSchema(refChain(10_000));
    expect(long.fallbacks).toHaveLength(1 + 10_000 - MAX_REF_HOPS);
    expect(long.fallbacks.some((f) => f.pointer === `/$defs/d${10_000 - MAX_REF_HOPS}`)).toBe(
      false,
    );
    expect(long.fallbacks.some((f) => f.pointer === `/$defs/d${10_000 - MAX_REF_HOPS - 1}`)).toBe(
      true,
    );
    // A cycle never ends, and a link to nothing is named.
    const cycle = prepareFormSchema({
      type: 'object',
      properties: { a: { $ref: '#/$defs/p' } },
      $defs: { p: { $ref: '#/$defs/q' }, q: { $ref: '#/$defs/p' } },
    });
    expect(cycle.fallbacks[0]).toEqual({
      pointer: '/properties/a',
      reason: `The $ref "#/$defs/p" starts a chain of more than ${MAX_REF_HOPS} references.`,
    });
    const dangling = prepareFormSchema({
      type: 'object',
      properties: { a: { $ref: '#/$defs/p' } },
      $defs: { p: { $ref: '#/$defs/gone' } },
    });
    expect(dangling.fallbacks[0]).toEqual({
      pointer: '/properties/a',
      reason: 'The $ref "#/$defs/gone" points to nothing in this schema.',
    });
  });

  it('says there is no form for a missing or non-object inputSchema', () => {
    expect(prepareFormSchema(undefined)).toMatchObject({
      schema: undefined,
      notices: [{ message: 'This tool has no inputSchema, so there is no form to show.' }],
    });
    expect(prepareFormSchema('object').schema).toBeUndefined();
  });
});

describe('long enums', () => {
  const props = (p: unknown): unknown => {
    const root = prepareFormSchema({ properties: { p } }).schema as { properties: { p: unknown } };
    return root.properties.p;
  };

  it('keeps an enum of MAX_SELECT_OPTIONS values as a drop-down', () => {
    const values = Array.from({ length: MAX_SELECT_OPTIONS }, (_, i) => `v${i}`);
    expect(props({ type: 'string', enum: values })).toEqual({ type: 'string', enum: values });
  });

  it('moves a longer enum to a hint and types the field by its values', () => {
    const strings = Array.from({ length: MAX_SELECT_OPTIONS + 1 }, (_, i) => `v${i}`);
    expect(props({ enum: strings, description: 'd' })).toEqual({
      description: 'd',
      type: 'string',
      [LONG_ENUM_KEYWORD]: strings,
    });
    const integers = strings.map((_, i) => i);
    expect(props({ enum: integers })).toEqual({ type: 'integer', [LONG_ENUM_KEYWORD]: integers });
    const numbers = [...integers, 0.5];
    expect(props({ enum: numbers })).toEqual({ type: 'number', [LONG_ENUM_KEYWORD]: numbers });
    expect(schemaFacts(props({ enum: strings })).constraints).toEqual([
      `enum: ${JSON.stringify(strings).slice(0, 119)}…`,
    ]);
  });

  it('leaves an enum of mixed types, or of objects, to the drop-down', () => {
    const mixed = [...Array.from({ length: MAX_SELECT_OPTIONS }, (_, i) => `v${i}`), 1];
    expect(props({ enum: mixed })).toEqual({ enum: mixed });
  });
});

describe('schemaFacts', () => {
  it('states type and constraints in the schema’s own words', () => {
    // Spark's search_database "limit".
    expect(
      schemaFacts({
        type: 'integer',
        description: 'Maximum number of results to return',
        minimum: 1,
        maximum: 100,
        default: 10,
      }),
    ).toEqual({
      type: 'integer',
      constraints: ['minimum: 1', 'maximum: 100', 'default: 10'],
    });
    expect(
      schemaFacts({ type: 'string', enum: ['relevance', 'date', 'name'], default: 'relevance' })
        .constraints,
    ).toEqual(['enum: ["relevance","date","name"]', 'default: "relevance"']);
    expect(
      schemaFacts({ type: 'array', items: { type: 'string' }, minItems: 1, uniqueItems: true }),
    ).toEqual({
      type: 'array of string',
      constraints: ['minItems: 1', 'uniqueItems: true'],
    });
    // A tuple names its positions; one without a type at a position shows an ellipsis there.
    expect(
      schemaFacts({
        type: 'array',
        prefixItems: [{ type: 'number' }, { type: 'number' }],
        items: false,
      }).type,
    ).toBe('[number, number]');
    expect(schemaFacts({ type: 'array', items: [{ type: 'string' }, {}] }).type).toBe(
      '[string, …]',
    );
  });

  it('cuts a long value at 120 characters, nested values included', () => {
    const values = Array.from({ length: 100_000 }, (_, i) => `value_${i}`);
    const [fact] = schemaFacts({ enum: values }).constraints;
    const whole = `enum: ${JSON.stringify(values)}`;
    expect(fact).toBe(`enum: ${JSON.stringify(values).slice(0, 119)}…`);
    expect(whole.startsWith(fact!.slice(0, -1))).toBe(true);
    const nested = { const: { a: [values.slice(0, 30)], b: 1 } };
    expect(schemaFacts(nested).constraints[0]).toBe(
      `const: ${JSON.stringify(nested.const).slice(0, 119)}…`,
    );
    expect(schemaFacts({ const: { a: [1, 'x'], b: null } }).constraints).toEqual([
      'const: {"a":[1,"x"],"b":null}',
    ]);
  });
});
