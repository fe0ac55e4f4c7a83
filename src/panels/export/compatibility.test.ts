import { describe, expect, it } from 'vitest';
import type { Tool } from '../../core';
import { compatibilityTable, featuresUsed } from './compatibility';

const portable: Tool = {
  name: 'get_weather',
  description: 'Weather',
  inputSchema: {
    type: 'object',
    properties: { location: { type: 'string', description: 'City' } },
    required: ['location'],
    additionalProperties: false,
  },
};

describe('compatibility table', () => {
  it('lists the features a tool uses, with where, in matrix order', () => {
    const tool: Tool = {
      name: 'search.code',
      title: 'Search',
      description: 'Search code',
      inputSchema: {
        type: 'object',
        properties: {
          query: { type: 'string', pattern: '^\\w+$' },
          mode: { const: 'fast' },
          tags: { type: 'array' },
          limit: { type: ['integer', 'null'], minimum: 1, 'x-internal': true },
        },
        required: ['query', 'mode', 'tags', 'limit'],
      },
    };
    const used = featuresUsed(tool);
    expect(used.get('pattern')).toEqual(['/inputSchema/properties/query/pattern']);
    expect(used.get('const')).toEqual(['/inputSchema/properties/mode/const']);
    expect(used.get('array-without-items')).toEqual(['/inputSchema/properties/tags']);
    expect(used.get('type-array')).toEqual(['/inputSchema/properties/limit/type']);
    expect(used.get('unknown-keywords')).toEqual(['/inputSchema/properties/limit/x-internal']);
    expect(used.get('tool-title')).toEqual(['/title']);
    expect(used.get('name-dot')).toEqual(['/name']);
    expect(used.has('optional-property')).toBe(false);

    const table = compatibilityTable(tool);
    const ids = table.rows.map((r) => r.featureId);
    expect(ids.indexOf('const')).toBeLessThan(ids.indexOf('pattern'));
    const constRow = table.rows.find((r) => r.featureId === 'const')!;
    // Gemini's Schema type has no const (https://ai.google.dev/api/caching#Schema), the exporter turns it into a one-value enum.
    expect(constRow.cells.gemini.support).toBe('converted');
    expect(constRow.cells.openai.support).toBe('supported');
  });

  it('gives each target a verdict: as is, with changes, or refusing parts', () => {
    const verdicts = Object.fromEntries(
      compatibilityTable(portable).columns.map((c) => [c.id, c.verdict]),
    );
    // additionalProperties: false is stripped for the Gemini Schema subset (§5.3), fine elsewhere.
    expect(verdicts.mcp).toBe('as-is');
    expect(verdicts.openai).toBe('as-is');
    expect(verdicts.gemini).toBe('with-changes');

    const freeForm: Tool = {
      ...portable,
      inputSchema: {
        type: 'object',
        properties: { meta: { type: 'object', additionalProperties: true } },
      },
    };
    const table = compatibilityTable(freeForm);
    const byId = Object.fromEntries(table.columns.map((c) => [c.id, c.verdict]));
    // §2.5: strict mode needs additionalProperties: false on every object.
    expect(byId['openai-strict']).toBe('refused');
    expect(table.rows.find((r) => r.featureId === 'additional-open')?.pointers).toEqual([
      '/inputSchema/properties/meta/additionalProperties',
    ]);
    expect(table.rows.find((r) => r.featureId === 'optional-property')?.pointers).toEqual([
      '/inputSchema/properties/meta',
    ]);
  });

  it('reports root unions and a missing description', () => {
    const used = featuresUsed({ name: 'u', inputSchema: { anyOf: [{ type: 'object' }] } });
    expect(used.get('root-union')).toEqual(['/inputSchema/anyOf']);
    expect(used.get('empty-description')).toEqual(['']);
  });
});
