import { describe, expect, it } from 'vitest';
import type { Tool } from '../../model/types';
import type { ExportOptions, TargetId } from '../adapter';
import { scanMcpHeaders } from '../../mcp/x-mcp-header';
import { PREFLIGHT_RULES, preflightExport } from './index';

/**
 * One case per rule: an export output with the shape the provider refuses (the rule fires, at the
 * place given) and the same output written the way the provider takes it (the rule is quiet).
 * The outputs are written by hand in each target's request shape, not produced by the exporters.
 */
interface Case {
  target: TargetId;
  options?: ExportOptions;
  bad: unknown;
  good: unknown;
  /** Export pointer of the first finding, and the reply it carries. */
  at: string;
  reply?: string;
  tools?: number;
}

const chat = (name: string, parameters: unknown, strict = false) => ({
  type: 'function',
  function: { name, parameters, strict },
});
const claude = (name: string, input_schema: unknown, strict = false) =>
  strict ? { name, input_schema, strict: true } : { name, input_schema };
const spec = (name: string, json: unknown, description?: string) => ({
  toolSpec: { name, ...(description !== undefined ? { description } : {}), inputSchema: { json } },
});
const gemini = (parameters: unknown, name = 'f') => ({
  functionDeclarations: [{ name, parameters }],
});
const closed = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});
const many = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

const CASES: Record<string, Case> = {
  'openai-name-pattern': {
    target: 'openai-chat',
    bad: [chat('Google Search', { type: 'object' })],
    good: [chat('google_search', { type: 'object' })],
    at: '/0/function/name',
    reply: "'Google Search' does not match '^[a-zA-Z0-9_-]{1,64}$' - 'functions.0.name'",
  },
  'openai-array-items': {
    target: 'openai-responses',
    bad: [
      {
        type: 'function',
        name: 'f',
        parameters: { type: 'object', properties: { ids: { type: 'array' } } },
        strict: false,
      },
    ],
    good: [
      {
        type: 'function',
        name: 'f',
        parameters: { type: 'object', properties: { ids: { type: 'array', items: {} } } },
        strict: false,
      },
    ],
    at: '/0/parameters/properties/ids',
    reply:
      "Invalid schema for function 'f': In context=('properties', 'ids'), array schema missing items.",
  },
  'openai-strict-additional-properties': {
    target: 'openai-chat',
    options: { strict: true },
    bad: [
      chat(
        'f',
        {
          type: 'object',
          properties: {
            p: { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
          },
          required: ['p'],
          additionalProperties: false,
        },
        true,
      ),
    ],
    good: [chat('f', closed({ p: closed({ a: { type: 'string' } }) }), true)],
    at: '/0/function/parameters/properties/p',
    reply:
      "Invalid schema for function 'f': In context=('properties', 'p'), 'additionalProperties' is required to be supplied and to be false.",
  },
  'openai-strict-required-every-key': {
    target: 'openai-chat',
    options: { strict: true },
    bad: [
      chat(
        'f',
        {
          type: 'object',
          properties: { a: { type: 'string' }, b: { type: 'string' } },
          required: ['a'],
          additionalProperties: false,
        },
        true,
      ),
    ],
    good: [chat('f', closed({ a: { type: 'string' }, b: { type: ['string', 'null'] } }), true)],
    at: '/0/function/parameters/properties/b',
    reply:
      "Invalid schema for function 'f': In context=(), 'required' is required to be supplied and to be an array including every key in properties. Missing 'b'.",
  },
  'openai-strict-object-properties': {
    target: 'openai-chat',
    options: { strict: true },
    bad: [chat('ping', { type: 'object', additionalProperties: false }, true)],
    good: [chat('ping', closed({}), true)],
    at: '/0/function/parameters',
    reply: "Invalid schema for function 'ping': In context=(), object schema missing properties.",
  },
  'openai-strict-format': {
    target: 'openai-chat',
    options: { strict: true },
    bad: [chat('f', closed({ url: { type: 'string', format: 'uri' } }), true)],
    good: [chat('f', closed({ url: { type: 'string', format: 'date-time' } }), true)],
    at: '/0/function/parameters/properties/url/format',
    reply:
      "Invalid schema for function 'f': In context=('properties', 'url'), 'uri' is not a valid format.",
  },
  'openai-strict-keyword': {
    target: 'openai-chat',
    options: { strict: true },
    bad: [
      chat(
        'f',
        closed({
          m: {
            type: 'object',
            properties: {},
            required: [],
            additionalProperties: false,
            propertyNames: { pattern: '^x' },
          },
        }),
        true,
      ),
    ],
    good: [chat('f', closed({ m: closed({}) }), true)],
    at: '/0/function/parameters/properties/m/propertyNames',
    reply:
      "Invalid schema for function 'f': In context=('properties', 'm'), 'propertyNames' is not permitted.",
  },
  'openai-too-many-tools': {
    target: 'openai-chat',
    bad: many(129, (i) => chat(`t${i}`, { type: 'object' })),
    good: many(128, (i) => chat(`t${i}`, { type: 'object' })),
    tools: 129,
    at: '/128',
  },
  'openai-strict-request-size': {
    target: 'openai-chat',
    options: { strict: true },
    // 3 tools of 2 000 properties each: 6 000 in one request, over the 5 000 documented.
    bad: many(3, (i) =>
      chat(
        `t${i}`,
        closed(Object.fromEntries(many(2000, (j) => [`p${j}`, { type: 'string' }]))),
        true,
      ),
    ),
    good: many(2, (i) =>
      chat(
        `t${i}`,
        closed(Object.fromEntries(many(2000, (j) => [`p${j}`, { type: 'string' }]))),
        true,
      ),
    ),
    tools: 3,
    at: '/2',
  },
  'anthropic-root-composition': {
    target: 'anthropic',
    bad: [
      claude('a', { type: 'object' }),
      claude('f', { type: 'object', anyOf: [{ required: ['x'] }, { required: ['y'] }] }),
    ],
    good: [
      claude('a', { type: 'object' }),
      claude('f', { type: 'object', properties: { x: { type: 'string' } } }),
    ],
    tools: 2,
    at: '/1/input_schema/anyOf',
    reply:
      'tools.1.custom.input_schema: input_schema does not support oneOf, allOf, or anyOf at the top level',
  },
  'anthropic-draft-2020-12': {
    target: 'anthropic',
    bad: [claude('f', { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' })],
    good: [
      claude('f', { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' }),
    ],
    at: '/0/input_schema/$schema',
    reply:
      'tools.0.custom.input_schema: JSON schema is invalid. It must match JSON Schema draft 2020-12 (https://json-schema.org/draft/2020-12).',
  },
  'anthropic-required-list': {
    target: 'anthropic',
    bad: [claude('f', { type: 'object', properties: {}, required: null })],
    good: [claude('f', { type: 'object', properties: {}, required: [] })],
    at: '/0/input_schema/required',
    reply: 'tools.0.custom.input_schema.required: Input should be a valid list',
  },
  'anthropic-name-pattern': {
    target: 'anthropic',
    bad: [claude('server/tool', { type: 'object' })],
    good: [claude('server_tool', { type: 'object' })],
    at: '/0/name',
    reply: "tools.0.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,128}$'",
  },
  'anthropic-unique-names': {
    target: 'anthropic',
    bad: [claude('f', { type: 'object' }), claude('f', { type: 'object' })],
    good: [claude('f', { type: 'object' }), claude('g', { type: 'object' })],
    tools: 2,
    at: '/1/name',
    reply: 'tools: Tool names must be unique.',
  },
  'anthropic-strict-constraint': {
    target: 'bedrock',
    options: { strict: true },
    bad: {
      tools: [
        spec('f', closed({ tags: { type: 'array', items: { type: 'string' }, maxItems: 5 } })),
      ],
    },
    good: {
      tools: [
        spec('f', closed({ tags: { type: 'array', items: { type: 'string' }, minItems: 1 } })),
      ],
    },
    at: '/tools/0/toolSpec/inputSchema/json/properties/tags/maxItems',
    reply: "tools.0.custom: For 'array' type, property 'maxItems' is not supported",
  },
  'anthropic-strict-too-complex': {
    target: 'anthropic',
    options: { strict: true },
    bad: many(21, (i) => claude(`t${i}`, closed({}), true)),
    good: many(20, (i) => claude(`t${i}`, closed({}), true)),
    tools: 21,
    at: '/20',
    reply:
      'Schema is too complex for compilation. Try reducing the number of tools or simplifying tool schemas.',
  },
  'bedrock-root-object': {
    target: 'bedrock',
    bad: { tools: [spec('f', { anyOf: [{ type: 'object' }] })] },
    good: { tools: [spec('f', { type: 'object' })] },
    at: '/tools/0/toolSpec/inputSchema/json/type',
    reply:
      'Validation error: The value at toolConfig.tools.0.toolSpec.inputSchema.json.type must be one of the following: object.',
  },
  'bedrock-name-pattern': {
    target: 'bedrock',
    bad: { tools: [spec('Complete Session', { type: 'object' })] },
    good: { tools: [spec('Complete_Session', { type: 'object' })] },
    at: '/tools/0/toolSpec/name',
    reply:
      "Value 'Complete Session' at 'toolConfig.tools.0.member.toolSpec.name' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_-]+",
  },
  'bedrock-empty-description': {
    target: 'bedrock',
    bad: { tools: [spec('f', { type: 'object' }, '')] },
    good: { tools: [spec('f', { type: 'object' })] },
    at: '/tools/0/toolSpec/description',
  },
  'gemini-empty-properties': {
    target: 'gemini',
    bad: gemini({ type: 'OBJECT', properties: { metadata: { type: 'OBJECT', properties: {} } } }),
    good: gemini({ type: 'OBJECT', properties: { metadata: { type: 'OBJECT' } } }),
    at: '/functionDeclarations/0/parameters/properties/metadata/properties',
    reply:
      'GenerateContentRequest.tools[0].function_declarations[0].parameters.properties[metadata].properties: should be non-empty for OBJECT type',
  },
  'gemini-properties-not-object': {
    target: 'gemini',
    bad: gemini({
      type: 'OBJECT',
      properties: { tags: { type: 'OBJECT', items: { type: 'STRING' } } },
    }),
    good: gemini({
      type: 'OBJECT',
      properties: { tags: { type: 'ARRAY', items: { type: 'STRING' } } },
    }),
    at: '/functionDeclarations/0/parameters/properties/tags/items',
    reply:
      'GenerateContentRequest.tools[0].function_declarations[0].parameters.properties[tags].items: only allowed for ARRAY type',
  },
  'gemini-unknown-field': {
    target: 'gemini',
    bad: gemini({
      type: 'OBJECT',
      properties: { a: { type: 'STRING' } },
      additionalProperties: false,
    }),
    good: gemini({ type: 'OBJECT', properties: { a: { type: 'STRING' } } }),
    at: '/functionDeclarations/0/parameters/additionalProperties',
    reply:
      'Invalid JSON payload received. Unknown name "additionalProperties" at \'tools[0].function_declarations[0].parameters\': Cannot find field.',
  },
  'gemini-type-list': {
    target: 'gemini',
    bad: gemini({ type: 'OBJECT', properties: { a: { type: ['STRING', 'NULL'] } } }),
    good: gemini({ type: 'OBJECT', properties: { a: { type: 'STRING', nullable: true } } }),
    at: '/functionDeclarations/0/parameters/properties/a/type',
  },
  'gemini-enum-not-string': {
    target: 'gemini',
    bad: gemini({ type: 'OBJECT', properties: { n: { type: 'INTEGER', enum: [0, 1] } } }),
    good: gemini({
      type: 'OBJECT',
      properties: { n: { type: 'INTEGER', format: 'enum', enum: ['0', '1'] } },
    }),
    at: '/functionDeclarations/0/parameters/properties/n/enum/0',
    reply:
      "Invalid value at 'tools[0].function_declarations[0].parameters.properties[n].enum[0]' (TYPE_STRING), 0",
  },
  'gemini-enum-without-type': {
    target: 'gemini',
    bad: gemini({ type: 'OBJECT', properties: { s: { enum: ['a', 'b'] } } }),
    good: gemini({ type: 'OBJECT', properties: { s: { type: 'STRING', enum: ['a', 'b'] } } }),
    at: '/functionDeclarations/0/parameters/properties/s/enum',
  },
  'gemini-required-undeclared': {
    target: 'gemini',
    bad: gemini({
      type: 'OBJECT',
      properties: { a: { type: 'STRING' } },
      required: ['a', 'resourceGroup'],
    }),
    good: gemini({ type: 'OBJECT', properties: { a: { type: 'STRING' } }, required: ['a'] }),
    at: '/functionDeclarations/0/parameters/required/1',
  },
  'gemini-function-name': {
    target: 'gemini',
    bad: gemini({ type: 'OBJECT', properties: { a: { type: 'STRING' } } }, '1st tool'),
    good: gemini({ type: 'OBJECT', properties: { a: { type: 'STRING' } } }, 'server.first_tool'),
    at: '/functionDeclarations/0/name',
  },
  'gemini-json-ref-siblings': {
    target: 'gemini',
    options: { geminiJsonSchema: true },
    bad: {
      functionDeclarations: [
        {
          name: 'f',
          parametersJsonSchema: {
            type: 'object',
            properties: { q: { $ref: '#/$defs/Q', type: 'object' } },
            $defs: { Q: { type: 'object' } },
          },
        },
      ],
    },
    good: {
      functionDeclarations: [
        {
          name: 'f',
          parametersJsonSchema: {
            type: 'object',
            properties: { q: { $ref: '#/$defs/Q', description: 'the question' } },
            $defs: { Q: { type: 'object' } },
          },
        },
      ],
    },
    at: '/functionDeclarations/0/parametersJsonSchema/properties/q/$ref',
    reply:
      "$ref 'Q' was set alongside unsupported fields. If a schema node has $ref set, then only description and default can be set alongside it",
  },
  'mcp-array-items': {
    target: 'mcp',
    bad: [{ name: 'f', inputSchema: { type: 'object', properties: { ids: { type: 'array' } } } }],
    good: [
      {
        name: 'f',
        inputSchema: { type: 'object', properties: { ids: { type: 'array', items: {} } } },
      },
    ],
    at: '/0/inputSchema/properties/ids',
    reply: 'Failed to validate tool f: Error: tool parameters array type must have items.',
  },
  'mcp-header-dropped': {
    target: 'mcp',
    bad: [
      {
        name: 'f',
        inputSchema: { type: 'object', properties: { n: { type: 'number', 'x-mcp-header': 'N' } } },
      },
    ],
    good: [
      {
        name: 'f',
        inputSchema: {
          type: 'object',
          properties: { n: { type: 'integer', 'x-mcp-header': 'N' } },
        },
      },
    ],
    at: '/0/inputSchema/properties/n/x-mcp-header',
    reply:
      'MCP clients (2026-07-28): this tool would be dropped. f is left out of tools/list without an error: its x-mcp-header at /0/inputSchema/properties/n/x-mcp-header is invalid (type).',
  },
  'mcp-output-dialect': {
    target: 'mcp-list',
    bad: {
      tools: [
        {
          name: 'search',
          inputSchema: { type: 'object' },
          outputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' },
        },
      ],
    },
    good: {
      tools: [
        {
          name: 'search',
          inputSchema: { type: 'object' },
          outputSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' },
        },
      ],
    },
    at: '/tools/0/outputSchema/$schema',
    reply:
      'Tool \'search\' has an invalid outputSchema: JSON Schema declares an unsupported dialect ("$schema": "http://json-schema.org/draft-07/schema#"). The default validator supports JSON Schema 2020-12 only; pass a pre-configured Ajv instance to AjvJs',
  },
  'mcp-root-object': {
    target: 'mcp',
    bad: [{ name: 'f', inputSchema: { properties: { a: { type: 'string' } } } }],
    good: [{ name: 'f', inputSchema: { type: 'object', properties: { a: { type: 'string' } } } }],
    at: '/0/inputSchema/type',
    reply: 'Invalid literal value, expected "object"',
  },
  'mcp-output-boolean-subschema': {
    target: 'mcp',
    bad: [
      { name: 'f', inputSchema: { type: 'object' } },
      {
        name: 'g',
        inputSchema: { type: 'object' },
        outputSchema: { type: 'object', properties: { data: true } },
      },
    ],
    good: [
      { name: 'f', inputSchema: { type: 'object' } },
      {
        name: 'g',
        inputSchema: { type: 'object' },
        outputSchema: { type: 'object', properties: { data: {} } },
      },
    ],
    tools: 2,
    at: '/1/outputSchema/properties/data',
    reply:
      '[{"code":"custom","path":["tools",1,"outputSchema","properties","data"],"message":"Invalid input"}]',
  },
};

function run(c: Case, output: unknown, rule: string) {
  const tools: Tool[] = Array.from({ length: c.tools ?? 1 }, (_, i) => ({
    name: `source${i}`,
    inputSchema: { type: 'object' },
  }));
  return preflightExport({ target: c.target, output, refused: [] }, tools, c.options).filter(
    (f) => f.rule === rule,
  );
}

describe('provider preflight rules', () => {
  it('every rule has a case', () => {
    expect(PREFLIGHT_RULES.map((r) => r.id).filter((id) => !CASES[id])).toEqual([]);
  });

  for (const [id, c] of Object.entries(CASES)) {
    it(`${id} fires on the refused shape and stays quiet on the accepted one`, () => {
      const rule = PREFLIGHT_RULES.find((r) => r.id === id);
      expect(rule, id).toBeDefined();
      expect(rule!.targets).toContain(c.target);
      const found = run(c, c.bad, id);
      expect(found.length).toBeGreaterThan(0);
      expect(found[0]!.exportPointer).toBe(c.at);
      if (c.reply !== undefined) expect(found[0]!.reply).toBe(c.reply);
      expect(run(c, c.good, id)).toEqual([]);
    });
  }

  it('maps a finding back to the source tool: the exported place, or the nearest place that exists there', () => {
    const tool: Tool = {
      name: 'deploy',
      inputSchema: {
        type: 'object',
        properties: { tags: { type: 'object', items: { type: 'string' } } },
      },
    };
    const output = gemini(
      { type: 'OBJECT', properties: { tags: { type: 'OBJECT', items: { type: 'STRING' } } } },
      'deploy',
    );
    const [finding] = preflightExport({ target: 'gemini', output, refused: [] }, [tool]);
    expect(finding).toMatchObject({
      rule: 'gemini-properties-not-object',
      toolIndex: 0,
      toolName: 'deploy',
      pointer: '/inputSchema/properties/tags/items',
    });
    const inlined = gemini(
      {
        type: 'OBJECT',
        properties: {
          q: { type: 'OBJECT', properties: { x: { type: 'OBJECT', properties: {} } } },
        },
      },
      'deploy',
    );
    const source: Tool = {
      name: 'deploy',
      inputSchema: { type: 'object', properties: { q: { $ref: '#/$defs/Q' } }, $defs: { Q: {} } },
    };
    expect(
      preflightExport({ target: 'gemini', output: inlined, refused: [] }, [source])[0]!.pointer,
    ).toBe('/inputSchema/properties/q');
  });

  it('skips refused tools when tying exported entries to source indexes', () => {
    const tools: Tool[] = [
      { name: 'refused', inputSchema: {} },
      { name: 'a b', inputSchema: { type: 'object' } },
    ];
    const [finding] = preflightExport(
      {
        target: 'openai-chat',
        output: [chat('a b', { type: 'object' })],
        refused: [{ toolIndex: 0, name: 'refused', reasons: [] }],
      },
      tools,
    );
    expect(finding).toMatchObject({ toolIndex: 1, toolName: 'a b', pointer: '/name' });
  });

  it('names the tools to split off when a strict request is too complex for Anthropic', () => {
    const found = run(
      CASES['anthropic-strict-too-complex']!,
      CASES['anthropic-strict-too-complex']!.bad,
      'anthropic-strict-too-complex',
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.advice).toBe(
      'This request has 21 strict tools, 0 optional and 0 union-typed parameters; split off "t20" into requests of their own, or send them without strict.',
    );
    // 25 optional parameters in 2 tools: the second tool goes over 24.
    const optional = (n: number) => ({
      type: 'object',
      properties: Object.fromEntries(many(n, (j) => [`o${j}`, { type: 'string' }])),
      additionalProperties: false,
    });
    const params = run(
      { ...CASES['anthropic-strict-too-complex']!, tools: 2 },
      [claude('a', optional(20), true), claude('b', optional(5), true)],
      'anthropic-strict-too-complex',
    );
    expect(params.map((f) => f.toolName)).toEqual(['source1']);
    expect(params[0]!.advice).toMatch(/25 optional/);
  });
});

describe('mcp-header-dropped', () => {
  const header = (name: string) => ({ type: 'string', 'x-mcp-header': name });
  // A header in every place the scan enters, one place deep below each, and none elsewhere.
  const places: Record<string, unknown> = {
    items: { items: header('A') },
    contains: { contains: header('A') },
    additionalProperties: { additionalProperties: header('A') },
    unevaluatedProperties: { unevaluatedProperties: header('A') },
    unevaluatedItems: { unevaluatedItems: header('A') },
    propertyNames: { propertyNames: header('A') },
    not: { not: header('A') },
    if: { if: header('A') },
    then: { then: header('A') },
    else: { else: header('A') },
    prefixItems: { prefixItems: [header('A')] },
    oneOf: { oneOf: [header('A')] },
    anyOf: { anyOf: [header('A')] },
    allOf: { allOf: [header('A')] },
    patternProperties: { patternProperties: { x: header('A') } },
    dependentSchemas: { dependentSchemas: { x: header('A') } },
    $defs: { $defs: { x: header('A') } },
    definitions: { definitions: { x: header('A') } },
    properties: { type: 'object', properties: { x: { type: 'number', 'x-mcp-header': 'N' } } },
  };

  it.each(Object.entries(places))('finds a header under %s, as the scan does', (_, node) => {
    const inputSchema = { type: 'object', properties: { fine: header('Fine'), p: node } };
    const tools: Tool[] = [
      { name: 'plain', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } },
      { name: 'f', inputSchema },
    ];
    const found = preflightExport({ target: 'mcp', output: tools, refused: [] }, tools).filter(
      (f) => f.rule === 'mcp-header-dropped',
    );
    expect(found.map((f) => [f.toolName, f.exportPointer])).toEqual(
      scanMcpHeaders(inputSchema, '/1/inputSchema').violations.map((v) => ['f', v.pointer]),
    );
    expect(found).toHaveLength(1);
  });
});
