/** The checks every provider export shares, on input schemas read again by later exports. */
import { describe, expect, it } from 'vitest';
import type { JsonSchemaObject, Tool } from '../model/types';
import type { ToolContext } from './tool-export';
import { rejectExternalRefs } from './tool-export';
import { ChangeLog } from './transforms/changes';

function refusals(schema: JsonSchemaObject): string[] {
  const tool: Tool = { name: 't', inputSchema: schema };
  const ctx: ToolContext = { tool, index: 0, log: new ChangeLog(0, 't'), options: {}, name: 't' };
  rejectExternalRefs(schema, ctx, '/inputSchema');
  return ctx.log.rejections.map((c) => c.pointer);
}

describe('rejectExternalRefs', () => {
  it('refuses an external $ref on every export, not only the first', () => {
    const external = { $ref: 'https://example.com/s.json' };
    for (let round = 0; round < 2; round++) {
      // Exporters hand in a fresh root each time; the subschemas are the input's own.
      expect(
        refusals({ type: 'object', properties: { a: external, b: { type: 'string' } } }),
      ).toEqual(['/inputSchema/properties/a/$ref']);
    }
  });

  it('finds an external $ref beside subschemas already found to have none', () => {
    const clean = { type: 'object', properties: { b: { $ref: '#/$defs/b' } } };
    expect(refusals({ properties: { x: clean } })).toEqual([]);
    expect(refusals({ properties: { x: clean, y: { $ref: 'other.json' } } })).toEqual([
      '/inputSchema/properties/y/$ref',
    ]);
    expect(refusals({ $ref: 'root.json', properties: { x: clean } })).toEqual([
      '/inputSchema/$ref',
    ]);
  });
});
