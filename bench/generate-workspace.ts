/**
 * A deterministic workspace of realistic MCP tools for the benchmarks: nested objects, enums,
 * unions, local $refs, arrays of scalars and objects, defaults, outputSchemas. The same seed
 * always gives the same text, so figures from two runs compare.
 */

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const verbs = [
  'search',
  'get',
  'list',
  'create',
  'update',
  'delete',
  'fetch',
  'sync',
  'resolve',
  'render',
];
const nouns = [
  'issue',
  'file',
  'record',
  'user',
  'order',
  'invoice',
  'event',
  'page',
  'branch',
  'ticket',
];
const words = [
  'query',
  'limit',
  'cursor',
  'path',
  'owner',
  'repo',
  'status',
  'label',
  'title',
  'body',
  'since',
  'until',
  'format',
  'mode',
  'region',
  'tag',
  'priority',
  'amount',
  'currency',
  'locale',
];

export interface BenchTool {
  tool: Record<string, unknown>;
  sample: Record<string, unknown>;
}

function property(
  random: () => number,
  name: string,
  depth: number,
): { schema: Record<string, unknown>; value: unknown } {
  const pick = Math.floor(random() * (depth > 1 ? 7 : 9));
  const description = `The ${name.replace(/_/g, ' ')} to use.`;
  switch (pick) {
    case 0:
      return {
        schema: { type: 'string', description, minLength: 1, maxLength: 200 },
        value: `${name}-value`,
      };
    case 1:
      return {
        schema: { type: 'integer', description, minimum: 1, maximum: 100, default: 10 },
        value: 42,
      };
    case 2:
      return {
        schema: { type: 'string', description, enum: ['open', 'closed', 'all'], default: 'open' },
        value: 'closed',
      };
    case 3:
      return { schema: { type: 'boolean', description, default: false }, value: true };
    case 4:
      return {
        schema: { type: 'array', description, items: { type: 'string' }, maxItems: 20 },
        value: ['a', 'b'],
      };
    case 5:
      return {
        schema: { anyOf: [{ type: 'string' }, { type: 'null' }], description, default: null },
        value: null,
      };
    case 6:
      return {
        schema: { $ref: '#/$defs/pagination', description },
        value: { page: 1, per_page: 30 },
      };
    case 7: {
      const inner = property(random, `${name}_inner`, depth + 1);
      return {
        schema: {
          type: 'object',
          description,
          properties: { id: { type: 'string' }, detail: inner.schema },
          required: ['id'],
          additionalProperties: false,
        },
        value: { id: 'x1', detail: inner.value },
      };
    }
    default:
      return {
        schema: {
          type: 'array',
          description,
          items: {
            type: 'object',
            properties: { key: { type: 'string' }, value: { type: 'number' } },
            required: ['key'],
          },
        },
        value: [{ key: 'k', value: 1 }],
      };
  }
}

export function generateTools(count: number, seed = 20261122): BenchTool[] {
  const random = mulberry32(seed);
  const tools: BenchTool[] = [];
  for (let i = 0; i < count; i++) {
    const name = `${verbs[i % verbs.length]}_${nouns[Math.floor(i / verbs.length) % nouns.length]}_${i}`;
    const properties: Record<string, unknown> = {};
    const sample: Record<string, unknown> = {};
    const propertyCount = 3 + Math.floor(random() * 8);
    for (let p = 0; p < propertyCount; p++) {
      const key = `${words[(i + p) % words.length]}${p >= words.length ? `_${p}` : ''}`;
      const { schema, value } = property(random, key, 0);
      properties[key] = schema;
      sample[key] = value;
    }
    const required = Object.keys(properties).slice(0, 1 + Math.floor(random() * 2));
    tools.push({
      tool: {
        name,
        title: name.replace(/_/g, ' '),
        description: `${name.split('_')[0]} the ${name.split('_')[1]}s that match the given criteria.`,
        inputSchema: {
          type: 'object',
          properties,
          required,
          additionalProperties: false,
          $defs: {
            pagination: {
              type: 'object',
              properties: {
                page: { type: 'integer', minimum: 1 },
                per_page: { type: 'integer', minimum: 1, maximum: 100 },
              },
              additionalProperties: false,
            },
          },
        },
        outputSchema: {
          type: 'object',
          properties: {
            items: { type: 'array', items: { type: 'object' } },
            total: { type: 'integer' },
          },
        },
        annotations: {
          readOnlyHint: i % 3 === 0,
          destructiveHint: i % 3 === 1,
          idempotentHint: true,
          openWorldHint: i % 2 === 0,
        },
      },
      sample,
    });
  }
  return tools;
}
