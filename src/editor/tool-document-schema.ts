import { HINT_DEFAULTS } from '../core';

/**
 * The JSON Schema the editor's language service uses for completion and hover in tool
 * documents: tool fields, annotation hints with their defaults, and JSON Schema keywords inside
 * inputSchema/outputSchema. It only guides typing; the core's findings are the real checks,
 * so the language service's own validation is switched off.
 */

const hint = (name: keyof typeof HINT_DEFAULTS, meaning: string, provider: string) => ({
  type: 'boolean',
  default: HINT_DEFAULTS[name],
  markdownDescription: `${meaning}\n\n**Default when absent: \`${HINT_DEFAULTS[name]}\`.** ${provider}`,
});

const jsonSchema = {
  type: ['object', 'boolean'],
  properties: {
    $schema: {
      type: 'string',
      enum: [
        'https://json-schema.org/draft/2020-12/schema',
        'http://json-schema.org/draft-07/schema#',
      ],
      markdownDescription:
        'The dialect. Without it the studio assumes **2020-12**; **draft-07** is also supported.',
    },
    $id: {
      type: 'string',
      description: 'Identifier of the schema. External references are never fetched.',
    },
    $ref: {
      type: 'string',
      markdownDescription:
        'A local reference such as `#/$defs/name`. External `$ref`s are refused (no network).',
    },
    $defs: {
      type: 'object',
      additionalProperties: { $ref: '#/definitions/schema' },
      description: 'Reusable subschemas (2020-12).',
    },
    definitions: {
      type: 'object',
      additionalProperties: { $ref: '#/definitions/schema' },
      description: 'Reusable subschemas (draft-07).',
    },
    type: {
      anyOf: [
        { $ref: '#/definitions/typeName' },
        { type: 'array', items: { $ref: '#/definitions/typeName' }, uniqueItems: true },
      ],
      markdownDescription: 'The JSON type. The root of an inputSchema must be `"object"`.',
    },
    title: { type: 'string', description: 'A short label shown in forms.' },
    description: {
      type: 'string',
      description: 'What this value means; models read it to fill the argument.',
    },
    default: {
      description: 'The value used when the argument is left out. It should itself be valid.',
    },
    examples: { type: 'array', description: 'Example values; they should be valid.' },
    enum: { type: 'array', minItems: 1, description: 'The only allowed values.' },
    const: { description: 'The single allowed value.' },
    properties: {
      type: 'object',
      additionalProperties: { $ref: '#/definitions/schema' },
      description: 'The object\u2019s properties, each with its schema.',
    },
    required: {
      type: 'array',
      items: { type: 'string' },
      uniqueItems: true,
      description: 'Names of the properties that must be present.',
    },
    additionalProperties: {
      $ref: '#/definitions/schema',
      markdownDescription:
        '`false` forbids properties not listed; some providers (OpenAI strict mode) require it.',
    },
    patternProperties: { type: 'object', additionalProperties: { $ref: '#/definitions/schema' } },
    propertyNames: { $ref: '#/definitions/schema' },
    minProperties: { type: 'integer', minimum: 0 },
    maxProperties: { type: 'integer', minimum: 0 },
    items: { $ref: '#/definitions/schema', description: 'The schema of every array item.' },
    prefixItems: {
      type: 'array',
      items: { $ref: '#/definitions/schema' },
      description: 'Schemas of the first items, in order (2020-12).',
    },
    minItems: { type: 'integer', minimum: 0 },
    maxItems: { type: 'integer', minimum: 0 },
    uniqueItems: { type: 'boolean' },
    contains: { $ref: '#/definitions/schema' },
    minLength: { type: 'integer', minimum: 0 },
    maxLength: { type: 'integer', minimum: 0 },
    pattern: {
      type: 'string',
      markdownDescription:
        'An ECMAScript regular expression the string must match. Keep it simple: nested quantifiers such as `(a+)+` can take forever.',
    },
    format: {
      type: 'string',
      enum: [
        'date-time',
        'date',
        'time',
        'email',
        'uri',
        'uuid',
        'hostname',
        'ipv4',
        'ipv6',
        'uri-reference',
        'regex',
      ],
      markdownDescription:
        'A format hint. The studio treats it as an **annotation** (not enforced), as JSON Schema 2020-12 does by default, unless you enable enforcement. See [format is an annotation](https://json-schema.org/draft/2020-12/json-schema-validation#section-7).',
    },
    minimum: { type: 'number' },
    maximum: { type: 'number' },
    exclusiveMinimum: { type: 'number' },
    exclusiveMaximum: { type: 'number' },
    multipleOf: { type: 'number', exclusiveMinimum: 0 },
    anyOf: {
      type: 'array',
      items: { $ref: '#/definitions/schema' },
      description: 'Valid when at least one subschema matches.',
    },
    oneOf: {
      type: 'array',
      items: { $ref: '#/definitions/schema' },
      description: 'Valid when exactly one subschema matches.',
    },
    allOf: {
      type: 'array',
      items: { $ref: '#/definitions/schema' },
      description: 'Valid when every subschema matches.',
    },
    not: { $ref: '#/definitions/schema' },
    if: { $ref: '#/definitions/schema' },
    then: { $ref: '#/definitions/schema' },
    else: { $ref: '#/definitions/schema' },
    nullable: {
      type: 'boolean',
      markdownDescription:
        'OpenAPI 3.0 spelling, not JSON Schema: use `"type": ["string", "null"]` or `anyOf` instead.',
    },
  },
};

const rootSchema = (role: 'input' | 'output') => ({
  $ref: '#/definitions/schema',
  markdownDescription:
    role === 'input'
      ? 'JSON Schema of the arguments. **Required.** Its root must be `{"type": "object"}`; a tool without parameters uses `{"type": "object", "additionalProperties": false}`.'
      : 'JSON Schema of the structured result (`structuredContent`). Optional; when absent, output is not validated.',
});

const tool = {
  type: 'object',
  properties: {
    name: {
      type: 'string',
      minLength: 1,
      maxLength: 128,
      markdownDescription:
        'The tool\u2019s identifier, 1\u2013128 characters from `A-Z a-z 0-9 _ . -`, as the [MCP specification](https://modelcontextprotocol.io/specification/2025-11-25/server/tools) says. Providers such as OpenAI allow `^[a-zA-Z0-9_-]{1,64}$`.',
    },
    title: {
      type: 'string',
      description: 'Display name; shown in place of the name by clients that support it.',
    },
    description: {
      type: 'string',
      description:
        'What the tool does, starting with a verb. Models read it to decide when to call the tool.',
    },
    inputSchema: rootSchema('input'),
    input_schema: {
      ...rootSchema('input'),
      markdownDescription:
        'Spark\u2019s spelling of `inputSchema` (its [ToolSpec format](https://github.com/wensheng/spark/blob/main/docs/tools/specifications.md)). Same rules: a JSON Schema object with `"type": "object"`.',
    },
    outputSchema: rootSchema('output'),
    annotations: {
      type: 'object',
      markdownDescription:
        'Hints about behaviour. Clients use them to decide whether to ask for confirmation; they are hints, not guarantees.',
      properties: {
        title: { type: 'string', description: 'A human-readable title for the tool.' },
        readOnlyHint: hint(
          'readOnlyHint',
          '`true`: the tool does not modify its environment.',
          'Clients may run read-only tools without asking.',
        ),
        destructiveHint: hint(
          'destructiveHint',
          '`true`: the tool may perform destructive updates. Meaningful only when readOnlyHint is false.',
          'Clients ask for confirmation before destructive calls.',
        ),
        idempotentHint: hint(
          'idempotentHint',
          '`true`: calling it again with the same arguments has no further effect.',
          'Clients and agents may retry idempotent calls.',
        ),
        openWorldHint: hint(
          'openWorldHint',
          '`true`: the tool talks to an open world of external entities (the web); `false`: a closed domain.',
          'Clients may treat open-world results as untrusted.',
        ),
      },
    },
    icons: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          src: { type: 'string', description: 'Icon URL or data: URI.' },
          mimeType: { type: 'string' },
          sizes: { type: 'array', items: { type: 'string' } },
          theme: { enum: ['light', 'dark'] },
        },
        required: ['src'],
      },
    },
    _meta: { type: 'object', description: 'Free-form metadata, passed through untouched.' },
    execution: {
      type: 'object',
      properties: {
        taskSupport: {
          enum: ['forbidden', 'optional', 'required'],
          description: 'Whether the tool can run as a task (MCP 2025-11-25).',
        },
      },
    },
    namespace: {
      type: 'string',
      markdownDescription: 'toolfoundation: when set, the tool ID is `namespace:name`.',
    },
    version: {
      type: 'string',
      markdownDescription: 'toolfoundation: semantic version, `1.2.3` or `v1.2.3`.',
    },
    tags: {
      type: 'array',
      items: { type: 'string' },
      maxItems: 20,
      markdownDescription:
        'toolfoundation: lowercase discovery tags of `[a-z0-9-_.]`, at most 64 characters, at most 20 tags.',
    },
    metadata: {
      type: 'object',
      description: 'Spark extended metadata (version, author, category, ...).',
    },
    examples: {
      type: 'array',
      description: 'Spark usage examples: inputs (and outputs) that should satisfy the schemas.',
      items: {
        type: 'object',
        properties: { description: { type: 'string' }, input: {}, output: {} },
        required: ['input'],
      },
    },
  },
  defaultSnippets: [
    {
      label: 'New tool',
      body: {
        name: '$1',
        description: '$2',
        inputSchema: { type: 'object', properties: {}, additionalProperties: false },
      },
    },
  ],
};

export const TOOL_DOCUMENT_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  definitions: {
    typeName: { enum: ['string', 'number', 'integer', 'boolean', 'array', 'object', 'null'] },
    schema: jsonSchema,
    tool,
  },
  anyOf: [
    { $ref: '#/definitions/tool' },
    { type: 'array', items: { $ref: '#/definitions/tool' } },
    {
      type: 'object',
      properties: {
        tools: {
          type: 'array',
          items: { $ref: '#/definitions/tool' },
          description: 'A tools/list result.',
        },
      },
    },
  ],
} as const;

/** The schema's URI in the language service; it is never fetched. */
export const TOOL_DOCUMENT_SCHEMA_URI = 'inmemory://schemas/tool-document.json';
