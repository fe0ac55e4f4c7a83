import { transformJSONSchema } from '@anthropic-ai/sdk/lib/transform-json-schema';
import { describe, expect, it } from 'vitest';
import type { Tool } from '../model/types';
import type { ExportChange } from './adapter';
import { exportTools, importAuto } from './registry';

const codes = (changes: ExportChange[]) => changes.map((c) => `${c.code} ${c.pointer}`);

const search: Tool = {
  name: 'search',
  description: 'Search records.',
  inputSchema: {
    type: 'object',
    properties: {
      query: { type: 'string', minLength: 1, pattern: '^\\S' },
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      since: { type: 'string', format: 'date' },
      mode: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
      tags: { type: 'array', items: { type: 'string' }, minItems: 2 },
    },
    required: ['query'],
  },
};

describe('Anthropic', () => {
  it('writes {name, description, input_schema}; non-strict keeps the schema as written', () => {
    const result = exportTools([search], 'anthropic');
    expect(result.output).toEqual([
      { name: 'search', description: 'Search records.', input_schema: search.inputSchema },
    ]);
    expect(result.changes).toEqual([]);
  });

  it('strict mode produces exactly what the Anthropic SDK transform produces, and lists each moved keyword as widening', () => {
    const result = exportTools([search], 'anthropic', { strict: true });
    const entry = (result.output as { input_schema: unknown; strict: boolean }[])[0]!;
    expect(entry.strict).toBe(true);
    expect(entry.input_schema).toEqual(transformJSONSchema(structuredClone(search.inputSchema)));
    const moved = result.changes.filter((c) => c.code === 'strict-moved-to-description');
    expect(moved.map((c) => c.pointer)).toEqual([
      '/inputSchema/properties/query/minLength',
      '/inputSchema/properties/query/pattern',
      '/inputSchema/properties/limit/minimum',
      '/inputSchema/properties/limit/maximum',
      '/inputSchema/properties/limit/default',
      '/inputSchema/properties/tags/minItems',
    ]);
    expect(moved.filter((c) => c.widening).length).toBe(5); // default is an annotation
    expect(result.changes.find((c) => c.code === 'strict-oneof-anyof')).toMatchObject({
      widening: true,
    });
  });

  it("merges a top-level union of objects (widening), refuses one it cannot merge in Anthropic's words, and merges a top-level allOf of plain objects", () => {
    const union: Tool = {
      name: 'u',
      inputSchema: {
        type: 'object',
        properties: { a: { type: 'string' }, b: { type: 'string' } },
        oneOf: [{ required: ['a'] }, { required: ['b'] }],
      },
    };
    const clash: Tool = {
      name: 'v',
      inputSchema: {
        anyOf: [
          { type: 'object', properties: { a: { type: 'string' } } },
          { type: 'object', properties: { a: { type: 'number' } } },
        ],
      },
    };
    const allOf: Tool = {
      name: 'm',
      inputSchema: {
        type: 'object',
        allOf: [
          { properties: { a: { type: 'string' } } },
          { properties: { b: { type: 'string' } }, required: ['b'] },
        ],
      },
    };
    const result = exportTools([union, clash, allOf], 'anthropic');
    expect(result.refused.map((r) => r.name)).toEqual(['v']);
    expect(codes(result.refused[0]!.reasons)).toEqual(['root-union /inputSchema/anyOf']);
    expect(result.refused[0]!.reasons[0]!.message).toMatch(
      /declare the property "a" differently.*Move the alternatives into a property/,
    );
    expect(result.refused[0]!.reasons[0]!.providerReply?.text).toBe(
      'tools.1.custom.input_schema: input_schema does not support oneOf, allOf, or anyOf at the top level',
    );
    expect(result.output).toEqual([
      {
        name: 'u',
        input_schema: {
          type: 'object',
          properties: { a: { type: 'string' }, b: { type: 'string' } },
        },
      },
      {
        name: 'm',
        input_schema: {
          type: 'object',
          properties: { a: { type: 'string' }, b: { type: 'string' } },
          required: ['b'],
        },
      },
    ]);
    const merged = result.changes.find((c) => c.code === 'root-union-merged');
    expect(merged).toMatchObject({
      pointer: '/inputSchema/oneOf',
      widening: true,
      severity: 'warning',
    });
    expect(merged!.message).toMatch(/"a", "b" are no longer required/);
    expect(codes(result.changes)).toContain('root-allof-merged /inputSchema/allOf');
  });

  it('refuses a recursive schema in strict mode only', () => {
    const tree: Tool = {
      name: 'tree',
      inputSchema: {
        type: 'object',
        properties: { node: { $ref: '#/$defs/n' } },
        $defs: {
          n: {
            type: 'object',
            properties: { kids: { type: 'array', items: { $ref: '#/$defs/n' } } },
          },
        },
      },
    };
    expect(exportTools([tree], 'anthropic').refused).toEqual([]);
    expect(codes(exportTools([tree], 'anthropic', { strict: true }).refused[0]!.reasons)).toEqual([
      'strict-recursive-ref /inputSchema/$defs/n/properties/kids/items/$ref',
    ]);
  });

  it('import keeps Anthropic-only fields in _meta and skips server tools', () => {
    const result = importAuto({
      tools: [
        { name: 'a', input_schema: { type: 'object' }, cache_control: { type: 'ephemeral' } },
        { type: 'web_search_20250305', name: 'web_search' },
      ],
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.target).toBe('anthropic');
    expect(result.tools).toEqual([
      {
        name: 'a',
        inputSchema: { type: 'object' },
        _meta: { 'dev.toolschema/anthropic': { cache_control: { type: 'ephemeral' } } },
      },
    ]);
    expect(result.changes.map((c) => c.code)).toContain('import-skipped-tool');
  });
});

describe('Bedrock', () => {
  it('wraps in {tools:[{toolSpec:{name, description, inputSchema:{json}}}]} and omits a blank description', () => {
    const result = exportTools(
      [search, { name: 'x', description: '  ', inputSchema: { type: 'object' } }],
      'bedrock',
    );
    expect(result.output).toEqual({
      tools: [
        {
          toolSpec: {
            name: 'search',
            description: 'Search records.',
            inputSchema: { json: search.inputSchema },
          },
        },
        { toolSpec: { name: 'x', inputSchema: { json: { type: 'object' } } } },
      ],
    });
    expect(codes(result.changes)).toEqual(['bedrock-empty-description /description']);
  });

  it('refuses a root that is not an object', () => {
    const result = exportTools(
      [{ name: 'x', inputSchema: { type: 'string' } as never }],
      'bedrock',
    );
    expect(result.refused[0]!.reasons[0]!.code).toBe('root-not-object');
  });

  it('imports a Converse request, skipping cache points', () => {
    const result = importAuto({
      toolConfig: {
        tools: [
          { toolSpec: { name: 'a', inputSchema: { json: { type: 'object' } } } },
          { cachePoint: { type: 'default' } },
        ],
      },
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.target).toBe('bedrock');
    expect(result.tools).toEqual([{ name: 'a', inputSchema: { type: 'object' } }]);
  });
});

describe('Gemini', () => {
  it('converts to the Schema subset, each step a change (Gemini Schema type, https://ai.google.dev/api/caching#Schema)', () => {
    const tool: Tool = {
      name: 'book',
      description: 'Book a room.',
      inputSchema: {
        type: 'object',
        properties: {
          room: { $ref: '#/$defs/room' },
          nights: { type: ['integer', 'null'], minimum: 1, exclusiveMaximum: 30 },
          kind: { const: 'hotel' },
          floor: { enum: [1, 2, 3] },
          note: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'null' }] },
        },
        required: ['room'],
        additionalProperties: false,
        $defs: { room: { type: 'string', examples: ['101'] } },
      },
    };
    const result = exportTools([tool], 'gemini');
    expect(result.refused).toEqual([]);
    // Checked by hand against Gemini's Schema reference (https://ai.google.dev/api/caching#Schema): upper-case types, nullable, string enums with
    // format "enum" for numbers, int64 fields as strings, example singular, no $ref/const/additionalProperties.
    expect(result.output).toEqual({
      functionDeclarations: [
        {
          name: 'book',
          description: 'Book a room.',
          parameters: {
            type: 'OBJECT',
            properties: {
              room: { type: 'STRING', example: '101' },
              nights: { type: 'INTEGER', nullable: true, minimum: 1 },
              kind: { type: 'STRING', enum: ['hotel'] },
              floor: { type: 'INTEGER', format: 'enum', enum: ['1', '2', '3'] },
              note: { type: 'STRING', nullable: true, maxLength: '200' },
            },
            required: ['room'],
          },
        },
      ],
    });
    expect(codes(result.changes)).toEqual([
      'gemini-defs-stripped /inputSchema/$defs',
      'gemini-ref-inlined /inputSchema/properties/room/$ref',
      'gemini-examples-example /inputSchema/$defs/room/examples',
      'gemini-type-array /inputSchema/properties/nights/type',
      'gemini-keyword-stripped /inputSchema/properties/nights/exclusiveMaximum',
      'gemini-const-enum /inputSchema/properties/kind/const',
      'gemini-type-added /inputSchema/properties/kind/const',
      'gemini-type-added /inputSchema/properties/floor/enum',
      'gemini-enum-stringified /inputSchema/properties/floor/enum',
      'gemini-null-branch /inputSchema/properties/note/anyOf',
      'gemini-union-folded /inputSchema/properties/note/anyOf',
      'gemini-int64-string /inputSchema/properties/note/anyOf/0/maxLength',
      'gemini-keyword-stripped /inputSchema/additionalProperties',
    ]);
    expect(result.changes.filter((c) => c.widening).map((c) => c.pointer)).toEqual([
      '/inputSchema/properties/nights/exclusiveMaximum',
      '/inputSchema/additionalProperties',
    ]);
  });

  it('a recursive $ref refuses the tool with a pointer to the JSON Schema option, which keeps it', () => {
    const tree: Tool = {
      name: 'tree',
      inputSchema: {
        type: 'object',
        properties: { node: { $ref: '#/$defs/n' } },
        $defs: {
          n: {
            type: 'object',
            properties: { kids: { type: 'array', items: { $ref: '#/$defs/n' } } },
          },
        },
      },
    };
    const schemaMode = exportTools([tree], 'gemini');
    expect(schemaMode.refused[0]!.reasons[0]).toMatchObject({
      code: 'gemini-ref-recursive',
      pointer: '/inputSchema/$defs/n/properties/kids/items/$ref',
    });
    expect(schemaMode.refused[0]!.reasons[0]!.message).toMatch(/parametersJsonSchema/);
    const jsonMode = exportTools([tree], 'gemini', { geminiJsonSchema: true });
    expect(jsonMode.refused).toEqual([]);
    expect(
      (jsonMode.output as { functionDeclarations: { parametersJsonSchema: unknown }[] })
        .functionDeclarations[0]!.parametersJsonSchema,
    ).toEqual(tree.inputSchema);
  });

  it('omits parameters for a tool without any', () => {
    const result = exportTools([{ name: 'ping', inputSchema: { type: 'object' } }], 'gemini');
    expect(result.output).toEqual({ functionDeclarations: [{ name: 'ping' }] });
  });

  it('refuses a mixed-type enum (no Gemini form)', () => {
    const result = exportTools(
      [{ name: 'x', inputSchema: { type: 'object', properties: { v: { enum: ['a', 1] } } } }],
      'gemini',
    );
    expect(result.refused[0]!.reasons[0]!.code).toBe('gemini-enum-mixed');
  });

  it('imports Schema back to JSON Schema (§5.6), in any wrapper, snake_case included', () => {
    const declaration = {
      name: 'f',
      parameters: {
        type: 'OBJECT',
        properties: {
          n: { type: 'INTEGER', format: 'enum', enum: ['1', '2'], nullable: true },
          s: { type: 'STRING', maxLength: '5', example: 'hi' },
        },
        required: ['n'],
      },
      behavior: 'BLOCKING',
    };
    for (const json of [
      { functionDeclarations: [declaration] },
      { function_declarations: [declaration] },
      { tools: [{ functionDeclarations: [declaration] }] },
      declaration,
    ]) {
      const result = importAuto(json);
      if (!result.ok) throw new Error(result.message);
      expect(result.target).toBe('gemini');
      expect(result.tools).toEqual([
        {
          name: 'f',
          inputSchema: {
            type: 'object',
            properties: {
              n: { type: ['integer', 'null'], enum: [1, 2, null] },
              s: { type: 'string', maxLength: 5, examples: ['hi'] },
            },
            required: ['n'],
          },
          _meta: { 'dev.toolschema/gemini': { behavior: 'BLOCKING' } },
        },
      ]);
    }
  });
});

describe('MCP', () => {
  const full: Tool = {
    name: 'weather.current',
    title: 'Weather',
    icons: [{ src: 'https://example.com/i.png' }],
    inputSchema: { type: 'object' },
    outputSchema: { type: 'array', items: { type: 'number' } } as never,
    execution: { taskSupport: 'optional' },
    namespace: 'weather',
    'x-custom': 1,
  };

  it('keeps unknown fields, drops extensions unless asked, and follows the revision', () => {
    const newest = exportTools([full], 'mcp');
    expect(newest.output).toEqual([
      {
        name: 'weather.current',
        title: 'Weather',
        icons: full.icons,
        inputSchema: { type: 'object' },
        outputSchema: full.outputSchema,
        execution: full.execution,
        'x-custom': 1,
      },
    ]);
    expect(codes(newest.changes)).toEqual([
      'mcp-execution-not-core /execution',
      'field-dropped /namespace',
    ]);
    expect(exportTools([full], 'mcp', { keepExtensions: true }).output).toEqual([{ ...full }]);

    const old = exportTools([full], 'mcp', { mcpRevision: '2025-06-18' });
    // 2025-06-18 requires an object outputSchema root and has neither icons nor execution.
    expect(codes(old.refused[0]!.reasons)).toEqual(['mcp-output-not-object /outputSchema']);
    const oldOk = exportTools([{ ...full, outputSchema: { type: 'object' } }], 'mcp', {
      mcpRevision: '2025-06-18',
    });
    expect(codes(oldOk.changes)).toEqual([
      'mcp-revision-dropped /icons',
      'mcp-revision-dropped /execution',
      'field-dropped /namespace',
    ]);
  });

  it('tools/list for 2026-07-28 carries ttlMs, cacheScope and resultType; older revisions only tools', () => {
    const tool: Tool = { name: 'a', inputSchema: { type: 'object' } };
    expect(exportTools([tool], 'mcp-list', { ttlMs: 60000, cacheScope: 'public' }).output).toEqual({
      resultType: 'complete',
      tools: [tool],
      ttlMs: 60000,
      cacheScope: 'public',
    });
    expect(exportTools([tool], 'mcp-list', { mcpRevision: '2025-11-25' }).output).toEqual({
      tools: [tool],
    });
  });
});

describe('Spark and ToolHive', () => {
  it('Spark requires a description and a properties map', () => {
    const result = exportTools(
      [
        { name: 'a', inputSchema: { type: 'object' } },
        { name: 'b', description: 'B', inputSchema: { type: 'object', required: [] } },
      ],
      'spark',
    );
    expect(codes(result.refused[0]!.reasons)).toEqual(['spark-description-required /description']);
    expect(result.output).toEqual([
      {
        name: 'b',
        description: 'B',
        input_schema: { type: 'object', properties: {}, required: [] },
      },
    ]);
  });

  it('ToolHive writes tools + tool_definitions with RFC-0015 annotation names, and reads them back', () => {
    const tool: Tool = {
      name: 'get_weather',
      title: 'Weather',
      inputSchema: { type: 'object' },
      annotations: { readOnlyHint: true, destructiveHint: false },
    };
    const result = exportTools([tool], 'toolhive', { registryKey: 'ghcr.io/acme/weather:1' });
    expect(result.output).toEqual({
      meta: {
        publisher_provided: {
          'io.github.stacklok': {
            'ghcr.io/acme/weather:1': {
              tools: ['get_weather'],
              tool_definitions: [
                {
                  name: 'get_weather',
                  title: 'Weather',
                  inputSchema: { type: 'object' },
                  annotations: { readOnly: true, destructive: false },
                },
              ],
            },
          },
        },
      },
    });
    const back = importAuto(result.output);
    if (!back.ok) throw new Error(back.message);
    expect(back.target).toBe('toolhive');
    expect(back.tools).toEqual([tool]);
  });
});

describe('importAuto', () => {
  it('says which formats were tried and why each did not fit', () => {
    const result = importAuto({ hello: 'world' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.tried.map((t) => t.target)).toEqual([
      'toolhive',
      'mcp-list',
      'mcp',
      'openai-chat',
      'openai-responses',
      'bedrock',
      'gemini',
      'anthropic',
      'spark',
    ]);
    expect(result.message).toMatch(
      /^This JSON is not a tool format the studio knows\. Tried:\n- ToolHive registry entry \(toolhive\): /,
    );
    expect(result.message).toContain('- MCP tools (mcp): a tool needs a string "name"');
    expect(result.message).toContain(
      '- Anthropic Messages (anthropic): a tool needs a string "name"',
    );
  });

  it('tells a Spark spec (metadata/examples) from an Anthropic tool', () => {
    const spark = importAuto({
      name: 'a',
      description: 'A',
      input_schema: { type: 'object' },
      metadata: { v: 1 },
    });
    expect(spark.ok && spark.target).toBe('spark');
    if (spark.ok)
      expect(spark.tools).toEqual([
        { name: 'a', description: 'A', inputSchema: { type: 'object' }, metadata: { v: 1 } },
      ]);
  });

  it('with --from, reports only that format', () => {
    const result = importAuto([{ name: 'a', inputSchema: { type: 'object' } }], {
      from: 'bedrock',
    });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.message).toBe(
        'This JSON is not in the Bedrock Converse format: item 0: a Bedrock tool entry holds a "toolSpec" object',
      );
  });
});

describe('draft-07 forms for 2020-12 targets', () => {
  it('Anthropic and Bedrock get prefixItems, numeric exclusive bounds and dependentRequired, each listed', () => {
    const tool: Tool = {
      name: 'old',
      inputSchema: {
        type: 'object',
        properties: {
          point: {
            type: 'array',
            items: [{ type: 'number' }, { type: 'number' }],
            additionalItems: false,
          },
          age: { type: 'integer', minimum: 0, exclusiveMinimum: true },
        },
        dependencies: { card: ['billing'] },
      },
    };
    for (const target of ['anthropic', 'bedrock'] as const) {
      const result = exportTools([tool], target);
      const schema =
        target === 'anthropic'
          ? (result.output as { input_schema: unknown }[])[0]!.input_schema
          : (result.output as { tools: { toolSpec: { inputSchema: { json: unknown } } }[] })
              .tools[0]!.toolSpec.inputSchema.json;
      expect(schema).toEqual({
        type: 'object',
        properties: {
          point: {
            type: 'array',
            prefixItems: [{ type: 'number' }, { type: 'number' }],
            items: false,
          },
          age: { type: 'integer', exclusiveMinimum: 0 },
        },
        dependentRequired: { card: ['billing'] },
      });
      expect(codes(result.changes)).toEqual([
        'draft2020-dependencies /inputSchema/dependencies',
        'draft2020-prefix-items /inputSchema/properties/point/items',
        'draft2020-exclusive-bound /inputSchema/properties/age/exclusiveMinimum',
      ]);
    }
    // The tool itself is untouched.
    expect((tool.inputSchema.properties as { age: unknown }).age).toEqual({
      type: 'integer',
      minimum: 0,
      exclusiveMinimum: true,
    });
  });
});

describe('hostile schemas get a refusal, not a crash', () => {
  function chain(n: number): Tool {
    const defs: Record<string, unknown> = {};
    for (let i = 0; i < n; i++)
      defs[`d${i}`] = { type: 'object', properties: { n: { $ref: `#/$defs/d${i + 1}` } } };
    defs[`d${n}`] = { type: 'string' };
    return {
      name: 'chain',
      inputSchema: { type: 'object', properties: { x: { $ref: '#/$defs/d0' } }, $defs: defs },
    };
  }

  it('Gemini refuses a $ref chain too deep to inline and points at the JSON Schema option', () => {
    const result = exportTools([chain(3000)], 'gemini');
    expect(result.refused[0]!.reasons[0]).toMatchObject({
      code: 'gemini-ref-too-deep',
      pointer: '/inputSchema/$defs/d127/properties/n/$ref',
    });
    expect(result.refused[0]!.reasons[0]!.message).toMatch(/Gemini JSON Schema option/);
  });

  it('a long chain that never loops back is not called recursive', () => {
    expect(exportTools([chain(3000)], 'anthropic', { strict: true }).refused).toEqual([]);
  });
});

describe('options', () => {
  it('an option the target does not read is listed as ignored, not silently dropped', () => {
    const result = exportTools([{ name: 'a', inputSchema: { type: 'object' } }], 'gemini', {
      strict: true,
      geminiJsonSchema: true,
    });
    expect(result.changes.filter((c) => c.code === 'option-ignored').map((c) => c.message)).toEqual(
      ['The strict option does not apply to Google Gemini; it was ignored.'],
    );
  });
});
