import { applyEdits } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../analyze';
import { RULES } from './index';
import { hasNestedRepetition } from './pattern-backtracking';
import { trustAndQualityCases } from './trust-quality.cases';
import { mcpRevisionCases } from './mcp-revision.cases';
import type { McpRevision } from '../../mcp/revisions';

const tool = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify(
    {
      name: 'get_weather',
      description: 'Get current weather for a location',
      inputSchema: {
        type: 'object',
        properties: { location: { type: 'string', description: 'City name' } },
        required: ['location'],
      },
      ...overrides,
    },
    null,
    2,
  );

const withSchema = (inputSchema: unknown) => tool({ inputSchema });

interface Case {
  code: string;
  failing: string;
  /** Pointer the finding must be placed at. */
  pointer: string;
  passing: string;
  /** The MCP revision both texts are checked under (the default when absent). */
  revision?: McpRevision;
}

const registry = (tools: unknown, definitions: unknown[]) =>
  JSON.stringify({
    meta: {
      publisher_provided: {
        'io.github.stacklok': { img: { tools, tool_definitions: definitions } },
      },
    },
  });
const registryTool = {
  name: 'get_weather',
  description: 'Get weather',
  inputSchema: { type: 'object', additionalProperties: false },
};

/** A tool taking one user parameter spelt `param`. */
const userTool = (name: string, param: string) =>
  tool({
    name,
    description: `${name.replace('_', ' ')} by account`,
    inputSchema: { type: 'object', properties: { [param]: { type: 'string' } } },
  });
/** `count` small tools with distinct names and descriptions. */
const numberedTools = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    name: `tool_${i}`,
    description: `Step ${i} of the pipeline.`,
    inputSchema: { type: 'object', additionalProperties: false },
  }));

const cases: Case[] = [
  { code: 'name-missing', failing: tool({ name: undefined }), pointer: '/name', passing: tool() },
  {
    code: 'name-invalid-chars',
    failing: tool({ name: 'get weather!' }),
    pointer: '/name',
    passing: tool({ name: 'fs.get-weather_2' }),
  },
  {
    code: 'name-length',
    failing: tool({ name: 'a'.repeat(129) }),
    pointer: '/name',
    passing: tool({ name: 'a'.repeat(128) }),
  },
  {
    code: 'name-edge-punctuation',
    failing: tool({ name: '.hidden' }),
    pointer: '/name',
    passing: tool({ name: 'hidden' }),
  },
  {
    code: 'name-target-incompatible',
    failing: tool({ name: 'filesystem.search_code' }),
    pointer: '/name',
    passing: tool({ name: 'search_code' }),
  },
  {
    code: 'id-invalid',
    failing: tool({ namespace: 'a:b' }),
    pointer: '/namespace',
    passing: tool({ namespace: 'filesystem' }),
  },
  {
    code: 'version-invalid',
    failing: tool({ version: '1.2' }),
    pointer: '/version',
    passing: tool({ version: 'v1.2.3' }),
  },
  {
    code: 'tags-not-normalized',
    failing: tool({ tags: ['Web Search', 'web-search'] }),
    pointer: '/tags',
    passing: tool({ tags: ['web-search', 'io'] }),
  },
  {
    code: 'tags-limits',
    failing: tool({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }),
    pointer: '/tags',
    passing: tool({ tags: Array.from({ length: 20 }, (_, i) => `t${i}`) }),
  },
  {
    code: 'description-missing',
    failing: tool({ description: '  ' }),
    pointer: '/description',
    passing: tool(),
  },
  {
    code: 'input-schema-missing',
    failing: tool({ inputSchema: undefined }),
    pointer: '/name',
    passing: tool(),
  },
  {
    code: 'input-schema-root-type',
    failing: withSchema({ type: 'string' }),
    pointer: '/inputSchema/type',
    passing: tool(),
  },
  {
    code: 'schema-dialect-unsupported',
    failing: withSchema({ $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' }),
    pointer: '/inputSchema/$schema',
    passing: withSchema({
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      additionalProperties: false,
    }),
  },
  {
    code: 'schema-invalid',
    failing: withSchema({ type: 'object', properties: { a: { type: 'strin', description: 'x' } } }),
    pointer: '/inputSchema/properties/a/type',
    passing: tool(),
  },
  {
    code: 'schema-external-ref',
    failing: withSchema({
      type: 'object',
      properties: { a: { $ref: 'https://example.com/a.json' } },
    }),
    pointer: '/inputSchema/properties/a/$ref',
    passing: withSchema({
      type: 'object',
      properties: { a: { $ref: '#/$defs/a' } },
      $defs: { a: { type: 'string' } },
    }),
  },
  {
    code: 'schema-unknown-keyword',
    failing: withSchema({
      type: 'object',
      properties: { a: { type: 'string', maxLenght: 3, description: 'x' } },
    }),
    pointer: '/inputSchema/properties/a/maxLenght',
    passing: withSchema({
      type: 'object',
      properties: { a: { type: 'string', maxLength: 3, description: 'x', 'x-ui': 1 } },
    }),
  },
  {
    code: 'required-not-in-properties',
    failing: withSchema({
      type: 'object',
      properties: { param1: { type: 'string', description: 'x' } },
      required: ['param1', 'param2'],
    }),
    pointer: '/inputSchema/required/1',
    passing: tool(),
  },
  {
    code: 'required-duplicate',
    failing: withSchema({
      type: 'object',
      properties: { a: { type: 'string', description: 'x' } },
      required: ['a', 'a'],
    }),
    pointer: '/inputSchema/required/1',
    passing: tool(),
  },
  {
    code: 'parameter-description-missing',
    failing: withSchema({ type: 'object', properties: { a: { type: 'string' } } }),
    pointer: '/inputSchema/properties/a',
    passing: tool(),
  },
  {
    code: 'default-invalid',
    failing: withSchema({
      type: 'object',
      properties: {
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 0, description: 'x' },
      },
    }),
    pointer: '/inputSchema/properties/limit/default',
    passing: withSchema({
      type: 'object',
      properties: {
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 10, description: 'x' },
      },
    }),
  },
  {
    code: 'array-items-missing',
    failing: withSchema({
      type: 'object',
      properties: { tags: { type: 'array', description: 'x' } },
    }),
    pointer: '/inputSchema/properties/tags/type',
    passing: withSchema({
      type: 'object',
      properties: { tags: { type: 'array', items: { type: 'string' }, description: 'x' } },
    }),
  },
  {
    code: 'range-impossible',
    failing: withSchema({
      type: 'object',
      properties: { limit: { type: 'integer', minimum: 50, maximum: 1, description: 'x' } },
    }),
    pointer: '/inputSchema/properties/limit/minimum',
    passing: withSchema({
      type: 'object',
      properties: { limit: { type: 'integer', minimum: 1, maximum: 50, description: 'x' } },
    }),
  },
  {
    code: 'pattern-backtracking',
    failing: withSchema({
      type: 'object',
      properties: { a: { type: 'string', pattern: '^(a+)+$', description: 'x' } },
    }),
    pointer: '/inputSchema/properties/a/pattern',
    passing: withSchema({
      type: 'object',
      properties: { a: { type: 'string', pattern: '^(a+b)?[a-z]+$', description: 'x' } },
    }),
  },
  {
    code: 'pattern-not-linear',
    failing: withSchema({
      type: 'object',
      properties: { a: { type: 'string', pattern: '^(?!admin$)[a-z]+$', description: 'x' } },
    }),
    pointer: '/inputSchema/properties/a/pattern',
    passing: withSchema({
      type: 'object',
      properties: { a: { type: 'string', pattern: '^(a+)+$|^[a-z]+\\s?$', description: 'x' } },
    }),
  },
  {
    code: 'schema-validator-gap',
    failing: withSchema({
      type: 'object',
      properties: {
        list: {
          type: 'array',
          contains: { type: 'string' },
          unevaluatedItems: false,
          description: 'x',
        },
      },
    }),
    pointer: '/inputSchema/properties/list/unevaluatedItems',
    passing: withSchema({
      type: 'object',
      properties: {
        list: {
          type: 'array',
          prefixItems: [{ type: 'string' }],
          unevaluatedItems: false,
          description: 'x',
        },
      },
    }),
  },
  {
    code: 'no-parameters-schema',
    failing: withSchema({ type: 'object' }),
    pointer: '/inputSchema',
    passing: withSchema({ type: 'object', additionalProperties: false }),
  },
  {
    code: 'output-schema-root-type',
    failing: tool({ outputSchema: { type: 'array', items: { type: 'string' } } }),
    pointer: '/outputSchema',
    passing: tool({ outputSchema: { type: 'object' } }),
  },
  {
    code: 'annotation-not-boolean',
    failing: tool({ annotations: { readOnlyHint: 'yes' } }),
    pointer: '/annotations/readOnlyHint',
    passing: tool({ annotations: { readOnlyHint: true } }),
  },
  {
    code: 'hints-contradictory',
    failing: tool({ annotations: { readOnlyHint: true, destructiveHint: true } }),
    pointer: '/annotations/destructiveHint',
    passing: tool({ annotations: { readOnlyHint: true, destructiveHint: false } }),
  },
  {
    code: 'tool-name-duplicate',
    failing: `[${tool()}, ${tool()}]`,
    pointer: '/1/name',
    passing: `[${tool()}, ${tool({ name: 'other' })}]`,
  },
  {
    code: 'registry-tools-mismatch',
    failing: registry(['get_weather', 'search_location'], [registryTool]),
    pointer: '/meta/publisher_provided/io.github.stacklok/img/tools',
    passing: registry(['get_weather'], [registryTool]),
  },
  {
    code: 'tool-name-case-collision',
    failing: `[${tool()}, ${tool({ name: 'Get_Weather', description: 'Show a five-day forecast' })}]`,
    pointer: '/1/name',
    passing: `[${tool()}, ${tool({ name: 'get_forecast', description: 'Show a five-day forecast' })}]`,
  },
  {
    code: 'tool-name-target-collision',
    failing: `[${tool({ name: 'weather.get' })}, ${tool({ name: 'weather_get', description: 'Show a five-day forecast' })}]`,
    pointer: '/1/name',
    passing: `[${tool({ name: 'weather.get' })}, ${tool({ name: 'weather_forecast', description: 'Show a five-day forecast' })}]`,
  },
  {
    code: 'tool-description-near-duplicate',
    failing: `[${tool()}, ${tool({ name: 'get_forecast', description: 'Get the current weather for a location.' })}]`,
    pointer: '/1/description',
    passing: `[${tool()}, ${tool({ name: 'get_forecast', description: 'Show a five-day forecast' })}]`,
  },
  {
    code: 'parameter-name-inconsistent',
    failing: `[${userTool('get_user', 'userId')}, ${userTool('delete_user', 'user_id')}]`,
    pointer: '/1/inputSchema/properties/user_id',
    passing: `[${userTool('get_user', 'userId')}, ${userTool('delete_user', 'userId')}]`,
  },
  {
    code: 'tool-count-target-limit',
    failing: JSON.stringify(numberedTools(129)),
    pointer: '/128/name',
    passing: JSON.stringify(numberedTools(128)),
  },
  ...trustAndQualityCases,
  ...mcpRevisionCases,
];

describe('every rule has a failing and a passing case', () => {
  it('covers every rule in the table', () => {
    expect(new Set(cases.map((c) => c.code))).toEqual(new Set(RULES.map((r) => r.code)));
  });

  it.each(cases)('$code', ({ code, failing, passing, pointer, revision }) => {
    const options = revision ? { mcpRevision: revision } : {};
    const found = analyzeText(failing, options).diagnostics.filter((d) => d.code === code);
    expect(found.map((d) => d.pointer)).toContain(pointer);
    expect(analyzeText(passing, options).diagnostics.map((d) => d.code)).not.toContain(code);
  });
});

describe('quick fixes resolve their finding', () => {
  const fixed = (text: string, code: string) => {
    const diagnostic = analyzeText(text).diagnostics.find((d) => d.code === code);
    expect(diagnostic?.fix).toBeDefined();
    return applyEdits(text, diagnostic!.fix!.edits);
  };

  it('renames an invalid name', () => {
    const text = fixed(tool({ name: 'get weather' }), 'name-invalid-chars');
    expect(JSON.parse(text).name).toBe('get_weather');
    expect(analyzeText(text).diagnostics.map((d) => d.code)).not.toContain('name-invalid-chars');
  });

  it('normalises tags as docs/tool-record.md#tags says', () => {
    const text = fixed(
      tool({ tags: ['  Web Search ', 'web-search', 'C++ Tools', 'ünïcode'] }),
      'tags-not-normalized',
    );
    expect(JSON.parse(text).tags).toEqual(['web-search', 'c-tools', 'ncode']);
  });

  it('renames a misspelt keyword in place, keeping its value', () => {
    const text = fixed(
      withSchema({
        type: 'object',
        properties: { a: { type: 'string', maxLenght: 3, description: 'x' } },
      }),
      'schema-unknown-keyword',
    );
    expect(JSON.parse(text).inputSchema.properties.a).toEqual({
      type: 'string',
      maxLength: 3,
      description: 'x',
    });
  });

  it('adds the recommended no-parameters schema', () => {
    const text = fixed(withSchema({ type: 'object' }), 'no-parameters-schema');
    expect(JSON.parse(text).inputSchema).toEqual({ type: 'object', additionalProperties: false });
  });

  it('adds a missing inputSchema', () => {
    const text = fixed(tool({ inputSchema: undefined }), 'input-schema-missing');
    expect(JSON.parse(text).inputSchema).toEqual({ type: 'object', additionalProperties: false });
  });

  it('adds a missing root type', () => {
    const text = fixed(
      withSchema({ properties: { a: { type: 'string', description: 'x' } } }),
      'input-schema-root-type',
    );
    expect(JSON.parse(text).inputSchema.type).toBe('object');
  });

  it('sets registry tools to the defined names', () => {
    const text = fixed(
      registry(['get_weather', 'search_location'], [registryTool]),
      'registry-tools-mismatch',
    );
    expect(JSON.parse(text).meta.publisher_provided['io.github.stacklok'].img.tools).toEqual([
      'get_weather',
    ]);
  });

  it('keeps the rest of the text as written', () => {
    const original =
      '{\n    "name": "a b",\n    "description": "x",   "inputSchema": {"type": "object", "additionalProperties": false}\n}';
    const text = fixed(original, 'name-invalid-chars');
    expect(text).toBe(original.replace('"a b"', '"a_b"'));
  });

  it('gives each fix of a one-line document only its own span, keeping the text on one line', () => {
    const original = `[${['t0', 't1', 't2'].map((name) => `{"name":"${name}","description":"Does a thing.","inputSchema":{"type":"object"}}`).join(',')}]`;
    const fixes = analyzeText(original).diagnostics.filter(
      (d) => d.code === 'no-parameters-schema',
    );
    expect(fixes).toHaveLength(3);
    for (const [index, diagnostic] of fixes.entries()) {
      // One insertion, right after the `"type":"object"` of its own tool.
      expect(diagnostic.fix!.edits).toEqual([
        {
          offset: expect.any(Number) as number,
          length: 0,
          content: ', "additionalProperties": false',
        },
      ]);
      const text = applyEdits(original, diagnostic.fix!.edits);
      expect(text).not.toContain('\n');
      expect((JSON.parse(text) as { inputSchema: unknown }[]).map((t) => t.inputSchema)).toEqual(
        [0, 1, 2].map((i) =>
          i === index ? { type: 'object', additionalProperties: false } : { type: 'object' },
        ),
      );
    }
  });

  it("offers its fix, instead of throwing, for 99 nested arrays in a schema (jsonc-parser's formatter threw there)", () => {
    const original = `{"name":"t","inputSchema":{"x":${'['.repeat(99)}${']'.repeat(99)}}}`;
    const text = fixed(original, 'input-schema-root-type');
    expect(JSON.parse(text).inputSchema.type).toBe('object');
  });
});

describe('nested repetition in patterns', () => {
  it.each([
    ['^(a+)+$', true],
    ['(a*)*', true],
    ['^(\\w+\\s?)*$', true],
    ['^([a-z]+){2,}$', true],
    ['(?:x+)+y', true],
    ['^(relevance|date|name)$', false],
    ['^[A-Z]{2}$', false],
    ['^(ab)+$', false],
    ['^a+b+c+$', false],
    ['^([a-z]+)?$', false],
    ['\\(a+\\)+', false],
    ['[(a+)+]', false],
  ])('%s -> %s', (pattern, expected) => {
    expect(hasNestedRepetition(pattern)).toBe(expected);
  });
});

describe('rule details', () => {
  it('checks every subschema, not only the first that qualifies', () => {
    const schema = {
      type: 'object',
      properties: {
        a: {
          type: 'object',
          description: 'x',
          properties: { b: { type: 'string' } },
          required: ['b'],
        },
        c: {
          type: 'object',
          description: 'x',
          properties: { d: { type: 'integer', default: 'no' } },
          required: ['e', 'e'],
        },
        f: { type: 'array', description: 'x', items: { type: 'array' } },
      },
    };
    const found = analyzeText(withSchema(schema)).diagnostics.map((d) => `${d.code} ${d.pointer}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'required-not-in-properties /inputSchema/properties/c/required/0',
        'required-duplicate /inputSchema/properties/c/required/1',
        'default-invalid /inputSchema/properties/c/properties/d/default',
        'array-items-missing /inputSchema/properties/f/items/type',
      ]),
    );
  });

  it('names the targets that refuse an MCP-valid name, with a suggestion', () => {
    const message = analyzeText(tool({ name: 'filesystem.search_code' })).diagnostics.find(
      (d) => d.code === 'name-target-incompatible',
    )?.message;
    expect(message).toMatch(/openai-chat, openai-responses, anthropic, bedrock/);
    expect(message).toContain('"filesystem_search_code"');
    expect(message).not.toMatch(/gemini/); // Gemini allows "." (https://ai.google.dev/api/caching#FunctionDeclaration)
  });

  it('makes a missing description an error for Spark tools only', () => {
    const spark = JSON.stringify({
      name: 'my_tool',
      input_schema: { type: 'object', additionalProperties: false },
    });
    expect(
      analyzeText(spark).diagnostics.find((d) => d.code === 'description-missing')?.severity,
    ).toBe('error');
    expect(
      analyzeText(tool({ description: undefined })).diagnostics.find(
        (d) => d.code === 'description-missing',
      )?.severity,
    ).toBe('warning');
  });

  it("reports Spark's own example of a wrong root type", () => {
    const spark = JSON.stringify({
      name: 'my_tool',
      description: '...',
      input_schema: { type: 'string' },
    });
    expect(analyzeText(spark).diagnostics.map((d) => [d.code, d.pointer])).toContainEqual([
      'input-schema-root-type',
      '/input_schema/type',
    ]);
  });

  it('reads registry hints under their RFC-0015 names', () => {
    const contradictory = registry(
      ['t'],
      [{ ...registryTool, name: 't', annotations: { readOnly: true, destructive: true } }],
    );
    expect(analyzeText(contradictory).diagnostics.map((d) => d.code)).toContain(
      'hints-contradictory',
    );
  });

  it('reports an unresolvable local reference at the $ref', () => {
    const diagnostics = analyzeText(
      withSchema({ type: 'object', properties: { a: { $ref: '#/$defs/missing' } } }),
    ).diagnostics;
    expect(diagnostics.find((d) => d.code === 'schema-ref-unresolved')?.pointer).toBe(
      '/inputSchema/properties/a/$ref',
    );
  });

  it('accepts draft-07 schemas with definitions', () => {
    const draft7 = withSchema({
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: { a: { $ref: '#/definitions/a' } },
      definitions: { a: { type: 'string', description: 'x' } },
      additionalProperties: false,
    });
    expect(analyzeText(draft7).diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('refuses duplicate enum values under draft-07 (its meta-schema says they are unique), deep-equal objects included, and not under 2020-12', () => {
    const draft7 = (values: unknown[]) =>
      withSchema({
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { a: { enum: values, description: 'x' } },
        additionalProperties: false,
      });
    const invalid = (text: string) =>
      analyzeText(text).diagnostics.filter((d) => d.code === 'schema-invalid');
    expect(invalid(draft7([1, 2, 1, 3])).map((d) => [d.pointer, d.message])).toEqual([
      [
        '/inputSchema/properties/a/enum',
        '"enum" must NOT have duplicate items (items ## 0 and 2 are identical) (JSON Schema draft-07).',
      ],
    ]);
    expect(invalid(draft7([{ a: 1, b: [2] }, 'x', { b: [2], a: 1 }]))).toHaveLength(1);
    expect(invalid(draft7([1, '1', [1], { a: 1 }, { a: '1' }, null, 'null']))).toEqual([]);
    expect(
      invalid(
        withSchema({
          type: 'object',
          properties: { a: { enum: [1, 1], description: 'x' } },
          additionalProperties: false,
        }),
      ),
    ).toEqual([]);
    // A property named "enum" is not the keyword.
    expect(invalid(draft7([1]).replace('"a"', '"enum"'))).toEqual([]);
  });

  it("suggests the JSON Schema spelling for OpenAPI's nullable", () => {
    const diagnostics = analyzeText(
      withSchema({
        type: 'object',
        properties: { a: { type: 'string', nullable: true, description: 'x' } },
      }),
    ).diagnostics;
    expect(diagnostics.find((d) => d.code === 'schema-unknown-keyword')?.message).toMatch(
      /"type": \["string", "null"\]/,
    );
  });

  it('names keywords called constructor, toString or __proto__ as words, never as Object.prototype members', () => {
    const text = `{"name":"t","description":"d","inputSchema":{"type":"object","additionalProperties":false,"constructor":1,"toString":2,"__proto__":{"type":"string"}}}`;
    const messages = analyzeText(text)
      .diagnostics.filter((d) => d.code === 'schema-unknown-keyword')
      .map((d) => d.message);
    expect(messages).toEqual([
      '"constructor" is not a JSON Schema 2020-12 keyword, so validators ignore it.',
      '"toString" is not a JSON Schema 2020-12 keyword, so validators ignore it.',
      '"__proto__" is not a JSON Schema 2020-12 keyword, so validators ignore it.',
    ]);
  });

  it('does not treat property names as keywords', () => {
    const diagnostics = analyzeText(
      withSchema({
        type: 'object',
        properties: { maxLenght: { type: 'string', description: 'x' } },
      }),
    ).diagnostics;
    expect(diagnostics.map((d) => d.code)).not.toContain('schema-unknown-keyword');
  });

  it('reports a document that is not a tool', () => {
    expect(analyzeText('{"hello": "world"}').diagnostics.map((d) => d.code)).toEqual([
      'document-kind-unknown',
    ]);
  });
});
