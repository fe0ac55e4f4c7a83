/**
 * The inputs whose cost used to grow faster than their size (issue 20): many one-line tools
 * (one quick fix each), a minified tools/list of real tools, and a very large enum under both
 * dialects. Deterministic, so figures from two runs compare.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `count` minimal tools on one line, each drawing a no-parameters finding with a quick fix. */
export function oneLineTools(count: number): string {
  const tools: string[] = [];
  for (let i = 0; i < count; i++)
    tools.push(`{"name":"t${i}","description":"Does a thing.","inputSchema":{"type":"object"}}`);
  return `[${tools.join(',')}]`;
}

/**
 * A minified `tools/list` result of `count` tools: the real tools given, repeated under numbered
 * names (as 34 servers' worth of tools would be) and written without whitespace.
 */
export function minifiedToolsList(
  realTools: readonly Record<string, unknown>[],
  count: number,
): string {
  const tools: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const base = realTools[i % realTools.length]!;
    tools.push({ ...base, name: `${String(base.name)}_${Math.floor(i / realTools.length)}` });
  }
  return JSON.stringify({ tools });
}

/** One tool whose only parameter is an enum of `values` distinct strings, under `dialect`. */
export function largeEnumTool(values: number, dialect: 'draft-07' | '2020-12'): string {
  const $schema =
    dialect === 'draft-07'
      ? 'http://json-schema.org/draft-07/schema#'
      : 'https://json-schema.org/draft/2020-12/schema';
  const choices = Array.from({ length: values }, (_, i) => `value_${i}`);
  return JSON.stringify({
    name: 'pick',
    description: 'Picks one value.',
    inputSchema: {
      $schema,
      type: 'object',
      properties: { choice: { type: 'string', enum: choices, description: 'The value.' } },
      required: ['choice'],
      additionalProperties: false,
    },
  });
}

/** The real tools checked in beside the core's tests (src/core/__fixtures__/real-tools). */
export function realTools(root: string): Record<string, unknown>[] {
  const dir = join(root, 'src/core/__fixtures__/real-tools');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, unknown>);
}

/**
 * One tool whose inputSchema is a root `oneOf` of `count` small object branches (issue 34: 2 000
 * branches, about 150 KB); `changed` gives one branch near the end another value type, for a diff.
 */
export function unionFanOutTool(count: number, changed = false): string {
  const branches = Array.from({ length: count }, (_, i) => ({
    type: 'object',
    properties: {
      k: { const: i },
      v: { type: changed && i === count - 10 ? 'integer' : 'string' },
    },
    required: ['k'],
  }));
  return JSON.stringify({
    name: 'union_fan_out',
    description: 'Takes one of many shapes.',
    inputSchema: { type: 'object', oneOf: branches },
  });
}
