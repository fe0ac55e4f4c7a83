import { describe, expect, it } from 'vitest';
import type { Tool } from '../model/types';
import { exportTools, importAuto } from './registry';
import { TARGET_IDS } from './targets';
import { mcpToolEntries, readToolSource } from './tool-source';

const WEATHER: Tool = {
  name: 'get_weather',
  description: 'Weather for a city.',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
  },
};

describe('readToolSource', () => {
  it('finds no tool in a package.json or a tsconfig.json, "name" or not', () => {
    const packageJson = { name: 'weather-mcp', version: '1.0.0', scripts: { start: 'node .' } };
    expect(readToolSource(packageJson)).toMatchObject({ format: 'none' });
    expect(readToolSource({ compilerOptions: { strict: true } })).toMatchObject({
      format: 'none',
    });
    // A tool-like object without an inputSchema is not an MCP tool either.
    expect(mcpToolEntries({ name: 'x', description: 'y' })).toBeUndefined();
  });

  it('reads MCP tools with an inputSchema as they are', () => {
    expect(readToolSource(WEATHER)).toMatchObject({ format: 'mcp', kind: 'tool' });
    expect(readToolSource({ tools: [WEATHER] })).toMatchObject({
      format: 'mcp',
      kind: 'tools-list',
      entries: [{ pointer: '/tools/0' }],
    });
  });

  it('converts an OpenAI Chat Completions array, which is an array of objects but no MCP tools', () => {
    const openAi = [
      {
        type: 'function',
        function: {
          name: 'get_weather',
          description: 'Weather for a city.',
          parameters: WEATHER.inputSchema,
          strict: false,
        },
      },
    ];
    const source = readToolSource(openAi);
    expect(source).toMatchObject({
      format: 'provider',
      target: 'openai-chat',
      label: 'OpenAI Chat Completions',
    });
    if (source.format !== 'provider') return;
    expect(source.tools.map((t) => t.name)).toEqual(['get_weather']);
    expect(source.tools[0]!.inputSchema).toEqual(WEATHER.inputSchema);
  });

  // Export to each target and read the result back, as Open folder and the Import dialog do: the
  // tool comes back by its name, with its schema, and the reading is `tool-schema import`'s.
  describe.each(TARGET_IDS)('export to %s, read back', (target) => {
    it('gives the tool again', () => {
      const { output, refused } = exportTools([WEATHER], target);
      expect(refused).toEqual([]);
      const source = readToolSource(output);
      const cli = importAuto(output);
      if (!cli.ok) throw new Error(cli.message);
      if (target === 'mcp' || target === 'mcp-list') {
        expect(source).toMatchObject({ format: 'mcp' });
        expect(cli.target).toBe(target);
        return;
      }
      if (source.format !== 'provider') throw new Error(`read as ${source.format}`);
      // A Spark ToolSpec list is Anthropic's shape too; the CLI's detection tries Anthropic first.
      expect(source.target).toBe(target === 'spark' ? 'anthropic' : target);
      expect(source.target).toBe(cli.target);
      expect(source.tools).toEqual(cli.tools);
      expect(source.tools).toHaveLength(1);
      expect(source.tools[0]!.name).toBe('get_weather');
      expect(source.tools[0]!.description).toBe('Weather for a city.');
      expect(source.tools[0]!.inputSchema).toEqual(WEATHER.inputSchema);
    });
  });
});
