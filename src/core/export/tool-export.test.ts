/** The checks every provider export shares, on input schemas read again by later exports. */
import { describe, expect, it } from 'vitest';
import type { JsonSchemaObject, Tool } from '../model/types';
import type { ToolContext } from './tool-export';
import { rejectExternalRefs } from './tool-export';
import { ChangeLog } from './transforms/changes';
import { exportTools } from './registry';

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

describe('a tool exported again', () => {
  const weather = (): Tool => ({
    name: 'weather',
    description: 'Gets the weather.',
    inputSchema: {
      type: 'object',
      properties: { city: { type: 'string' }, days: { type: ['integer', 'null'] } },
      additionalProperties: false,
    },
  });
  const declarations = (tools: Tool[], options = {}) => {
    const result = exportTools(tools, 'gemini', options);
    return {
      result,
      entries: (result.output as { functionDeclarations: unknown[] }).functionDeclarations,
    };
  };

  it('is not converted again while the tool object, its place, name and options are the same', () => {
    const tool = weather();
    const first = declarations([tool]);
    const again = declarations([tool]);
    expect(again.entries[0]).toBe(first.entries[0]);
    expect(again.result).toEqual(first.result);
    expect(again.result.changes.length).toBeGreaterThan(0);
    // The same tool written anew (another reading of the text) is converted, to the same result.
    const fresh = declarations([weather()]);
    expect(fresh.entries[0]).not.toBe(first.entries[0]);
    expect(fresh.result).toEqual(first.result);
  });

  it('is converted again at another place or with other options, and its changes name the new place', () => {
    const tool = weather();
    declarations([tool]);
    const moved = declarations([{ name: 'other', inputSchema: { type: 'object' } }, tool]);
    expect(
      moved.result.changes.filter((c) => c.toolName === 'weather').map((c) => c.toolIndex),
    ).toEqual(expect.arrayContaining([1]));
    expect(moved.result.changes.some((c) => c.toolName === 'weather' && c.toolIndex === 0)).toBe(
      false,
    );
    const asJsonSchema = declarations([tool], { geminiJsonSchema: true });
    expect(asJsonSchema.entries[0]).toHaveProperty('parametersJsonSchema');
  });
});
