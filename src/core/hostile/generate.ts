/**
 * Test-only builders for the corpus entries too large to check in (tests/fixtures/hostile,
 * `generate` entries). Each returns the text a user would paste or drop.
 */

const MB = 1024 * 1024;

function tool(name: string, inputSchema: unknown): Record<string, unknown> {
  return { name, description: `The ${name} tool.`, inputSchema };
}

/** `{"name": …, "description": "aaaa…"}` padded to `chars` characters. */
function paddedTool(chars: number): string {
  const head = '{"name":"big","description":"';
  const tail = '","inputSchema":{"type":"object"}}';
  return head + 'a'.repeat(chars - head.length - tail.length) + tail;
}

function tools(count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++)
    parts.push(
      `{"name":"t${i}","description":"Tool ${i}.","inputSchema":{"type":"object","additionalProperties":false}}`,
    );
  return `[${parts.join(',')}]`;
}

function nested(open: string, close: string, depth: number): string {
  return open.repeat(depth) + close.repeat(depth);
}

/** `$defs` d0 → d1 → … → dN, each a bare `$ref` to the next. */
export function refChain(links: number): Record<string, unknown> {
  const defs: Record<string, unknown> = {};
  for (let i = 0; i < links; i++) defs[`d${i}`] = { $ref: `#/$defs/d${i + 1}` };
  defs[`d${links}`] = { type: 'string', description: 'End of the chain.' };
  return {
    type: 'object',
    properties: { x: { $ref: '#/$defs/d0', description: 'x' } },
    $defs: defs,
  };
}

/** `$defs` where each definition is an object whose property refers to the next: shallow as text, deep once inlined. */
function nestedRefChain(links: number): Record<string, unknown> {
  const defs: Record<string, unknown> = {};
  for (let i = 0; i < links; i++)
    defs[`d${i}`] = {
      type: 'object',
      description: `Level ${i}.`,
      properties: { next: { $ref: `#/$defs/d${i + 1}` } },
    };
  defs[`d${links}`] = { type: 'string', description: 'The bottom.' };
  return { type: 'object', properties: { x: { $ref: '#/$defs/d0' } }, $defs: defs };
}

function properties(count: number): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (let i = 0; i < count; i++)
    props[`p${i}`] = { type: 'string', description: `Property ${i}.` };
  return { type: 'object', properties: props, additionalProperties: false };
}

/** `count` minimal tools on one line: one quick fix each. */
function oneLineTools(count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++)
    parts.push(`{"name":"t${i}","description":"Does a thing.","inputSchema":{"type":"object"}}`);
  return `[${parts.join(',')}]`;
}

function largeEnum(values: number): Record<string, unknown> {
  const choice = {
    type: 'string',
    description: 'The value.',
    enum: Array.from({ length: values }, (_, i) => `value_${i}`),
  };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    properties: { choice },
    additionalProperties: false,
  };
}

/**
 * A root `oneOf` of `count` small object branches (issue 34: 2 000 of them, about 150 KB, took
 * 9–12 s to validate and 10–14 s to diff). `changed` alters one branch near the end, for a diff.
 */
function unionFanOut(count: number, changed = false): Record<string, unknown> {
  const branches = Array.from({ length: count }, (_, i) => ({
    type: 'object',
    properties: {
      k: { const: i },
      v: { type: changed && i === count - 10 ? 'integer' : 'string' },
    },
    required: ['k'],
  }));
  return { type: 'object', oneOf: branches };
}

/**
 * A tool nested `levels` properties deep: 2 + 2 × levels levels as a document, which the studio
 * reads at 127 levels (256), but not once a target wraps it in more.
 */
function deepProperties(levels: number): Record<string, unknown> {
  let schema: Record<string, unknown> = { type: 'string', description: 'The bottom.' };
  for (let i = 0; i < levels - 1; i++)
    schema = { type: 'object', description: `Level ${i}.`, properties: { a: schema } };
  return { type: 'object', properties: { a: schema } };
}

export const GENERATORS: Record<string, () => string> = {
  'bom-paste': () =>
    '\uFEFF' + JSON.stringify(tool('get_weather', { type: 'object', additionalProperties: false })),
  'paste-20mb': () => paddedTool(20 * MB),
  'file-50mb': () => paddedTool(50 * MB),
  'string-5m': () =>
    JSON.stringify(
      tool('long_string', {
        type: 'object',
        description: 'x'.repeat(5_000_000),
        additionalProperties: false,
      }),
    ),
  'tools-100k': () => tools(100_000),
  'tools-10k-compact': () => tools(10_000),
  'tools-10001': () => tools(10_001),
  'properties-10k': () => JSON.stringify(tool('many_properties', properties(10_000))),
  'nested-arrays-100k': () =>
    `{"name":"deep","inputSchema":{"type":"object","default":${nested('[', ']', 100_000)}}}`,
  'nested-objects-100k': () =>
    `{"name":"deep","inputSchema":{"type":"object","properties":${'{"a":'.repeat(100_000)}0${'}'.repeat(100_000)}}}`,
  'ref-chain-10k': () => JSON.stringify(tool('ref_chain', refChain(10_000))),
  'nested-ref-chain-5k': () => JSON.stringify(tool('nested_chain', nestedRefChain(5_000))),
  'one-line-tools-1000': () => oneLineTools(1_000),
  'enum-100k-draft-07': () => JSON.stringify(tool('large_enum', largeEnum(100_000))),
  'union-oneof-2000': () => JSON.stringify(tool('union_fan_out', unionFanOut(2_000))),
  'union-oneof-2000-changed': () => JSON.stringify(tool('union_fan_out', unionFanOut(2_000, true))),
  'properties-127-deep': () => JSON.stringify(tool('deep_properties', deepProperties(127))),
};
