import { toStrictJsonSchema } from 'openai/lib/transform';
import { describe, expect, it } from 'vitest';
import type { Tool } from '../model/types';
import type { ExportChange } from './adapter';
import { loadFixtures } from './__fixtures__/support';
import { exportTools, importAuto } from './registry';

const weather: Tool = {
  name: 'get_weather',
  description: 'Weather for a city.',
  inputSchema: {
    type: 'object',
    properties: {
      city: { type: 'string' },
      units: { type: 'string', enum: ['c', 'f'] },
      when: { $ref: '#/$defs/day' },
    },
    required: ['city'],
    $defs: { day: { type: 'string', format: 'date' } },
  },
};

const codes = (changes: ExportChange[]) => changes.map((c) => `${c.code} ${c.pointer}`);

describe('OpenAI Chat Completions export', () => {
  it('wraps each tool as {type:"function", function:{name, description, parameters, strict}} and always writes strict', () => {
    const result = exportTools([weather], 'openai-chat');
    expect(result.output).toEqual([
      {
        type: 'function',
        function: {
          name: 'get_weather',
          description: 'Weather for a city.',
          parameters: weather.inputSchema,
          strict: false,
        },
      },
    ]);
    // $ref/$defs are believed to work without strict, but no first-party OpenAI text confirms it.
    expect(codes(result.changes)).toEqual([
      'unverified-keyword /inputSchema/properties/when/$ref',
      'unverified-keyword /inputSchema/$defs',
    ]);
    expect(result.changes.every((c) => c.severity === 'info' && c.kind === 'flagged')).toBe(true);
  });

  it('Responses tools are flat', () => {
    const result = exportTools([weather], 'openai-responses');
    expect(result.output).toEqual([
      {
        type: 'function',
        name: 'get_weather',
        description: 'Weather for a city.',
        parameters: weather.inputSchema,
        strict: false,
      },
    ]);
  });

  it('strict: closes objects, makes optional properties required and nullable, keeps $ref, lists each step', () => {
    const result = exportTools([weather], 'openai-chat', { strict: true });
    expect(result.refused).toEqual([]);
    const fn = (result.output as { function: { parameters: unknown; strict: boolean } }[])[0]!
      .function;
    expect(fn.strict).toBe(true);
    // Checked by hand against OpenAI's "Supported schemas" (https://platform.openai.com/docs/guides/structured-outputs#supported-schemas): every property required, optional ones nullable,
    // additionalProperties false on every object, $defs/$ref kept.
    expect(fn.parameters).toEqual({
      type: 'object',
      properties: {
        city: { type: 'string' },
        units: { type: ['string', 'null'], enum: ['c', 'f', null] },
        when: { anyOf: [{ $ref: '#/$defs/day' }, { type: 'null' }] },
      },
      required: ['city', 'units', 'when'],
      $defs: { day: { type: 'string', format: 'date' } },
      additionalProperties: false,
    });
    expect(codes(result.changes)).toEqual([
      'strict-additional-false /inputSchema',
      'strict-optional-nullable /inputSchema/properties/units',
      'strict-optional-nullable /inputSchema/properties/when',
    ]);
    const nullable = result.changes.find((c) => c.code === 'strict-optional-nullable')!;
    expect(nullable).toMatchObject({
      widening: true,
      severity: 'warning',
      toolIndex: 0,
      toolName: 'get_weather',
    });
  });

  it('strict output passes the OpenAI SDK strict transform unchanged, for every fixture tool it accepts', () => {
    let checked = 0;
    for (const fixture of loadFixtures()) {
      const result = exportTools(fixture.tools, 'openai-chat', {
        strict: true,
        applyNameSuggestions: true,
      });
      for (const entry of result.output as {
        function: { parameters: Record<string, unknown> };
      }[]) {
        const parameters = entry.function.parameters;
        expect(() => toStrictJsonSchema(structuredClone(parameters) as never)).not.toThrow();
        expect(toStrictJsonSchema(structuredClone(parameters) as never)).toEqual(parameters);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it('strict refuses a free-form object and names the feature, instead of emitting strict: true', () => {
    const tool: Tool = {
      name: 'tag',
      inputSchema: {
        type: 'object',
        properties: { labels: { type: 'object', additionalProperties: { type: 'string' } } },
        required: ['labels'],
      },
    };
    const result = exportTools([tool], 'openai-chat', { strict: true });
    expect(result.output).toEqual([]);
    expect(result.refused).toHaveLength(1);
    expect(codes(result.refused[0]!.reasons)).toEqual([
      'strict-free-form-object /inputSchema/properties/labels/additionalProperties',
    ]);
    expect(result.refused[0]!.reasons[0]!.message).toMatch(/arbitrary extra keys/);
  });

  it('strict refuses uniqueItems and an array without items; oneOf becomes anyOf (widening)', () => {
    const tool: Tool = {
      name: 't',
      inputSchema: {
        type: 'object',
        properties: {
          a: { type: 'array', items: { type: 'string' }, uniqueItems: true },
          b: { type: 'array' },
          c: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
        },
        required: ['a', 'b', 'c'],
      },
    };
    const result = exportTools([tool], 'openai-chat', { strict: true });
    expect(codes(result.refused[0]!.reasons)).toEqual([
      'strict-keyword-rejected /inputSchema/properties/a/uniqueItems',
      'strict-array-items /inputSchema/properties/b',
    ]);
    expect(result.changes.find((c) => c.code === 'strict-oneof-anyof')).toMatchObject({
      pointer: '/inputSchema/properties/c/oneOf',
      widening: true,
    });
  });

  it('non-strict adds items: {} to an array without items, flagged as an added change', () => {
    const tool: Tool = {
      name: 't',
      inputSchema: { type: 'object', properties: { list: { type: 'array' } } },
    };
    const result = exportTools([tool], 'openai-chat');
    expect(
      (result.output as { function: { parameters: unknown } }[])[0]!.function.parameters,
    ).toEqual({ type: 'object', properties: { list: { type: 'array', items: {} } } });
    expect(codes(result.changes)).toEqual([
      'openai-array-items-added /inputSchema/properties/list',
    ]);
  });

  it('never renames silently: a dotted name refuses the tool with a suggestion, or is renamed only when asked', () => {
    const tool: Tool = { ...weather, name: 'weather.get' };
    const refused = exportTools([tool, weather], 'openai-chat');
    expect((refused.output as unknown[]).length).toBe(1);
    expect(refused.refused[0]).toMatchObject({ toolIndex: 0, name: 'weather.get' });
    expect(refused.refused[0]!.reasons[0]).toMatchObject({
      code: 'name-invalid',
      suggestion: 'weather_get',
      severity: 'error',
    });

    const renamed = exportTools([tool], 'openai-chat', { applyNameSuggestions: true });
    expect(renamed.nameMap).toEqual({ weather_get: 'weather.get' });
    expect(renamed.changes[0]).toMatchObject({
      code: 'name-renamed',
      kind: 'renamed',
      suggestion: 'weather_get',
    });
    expect(renamed.sidecar.tools.weather_get).toEqual(tool);
  });

  it('two tools with the same exported name: the second is refused', () => {
    const result = exportTools(
      [
        { ...weather, name: 'a.b' },
        { ...weather, name: 'a_b' },
      ],
      'openai-chat',
      { applyNameSuggestions: true },
    );
    expect(result.refused).toEqual([]);
    expect(Object.keys(result.nameMap)).toHaveLength(2);
    const strictNames = exportTools([{ ...weather }, { ...weather }], 'openai-chat');
    expect(strictNames.refused[0]!.reasons[0]!.code).toBe('name-duplicate');
  });

  it('flags (does not cut) a description over 1024 characters', () => {
    const result = exportTools([{ ...weather, description: 'x'.repeat(1100) }], 'openai-chat');
    expect(result.changes[0]).toMatchObject({
      code: 'openai-description-long',
      kind: 'flagged',
      severity: 'warning',
    });
    expect(
      (result.output as { function: { description: string } }[])[0]!.function.description,
    ).toHaveLength(1100);
  });

  it('import: Chat and Responses tools, bare or in a request body, come back as MCP tools; strict goes to _meta', () => {
    const chat = importAuto({
      model: 'x',
      tools: [
        { type: 'function', function: { name: 'f', parameters: { type: 'object' }, strict: true } },
        { type: 'custom', name: 'c' },
      ],
    });
    expect(chat.ok && chat.target).toBe('openai-chat');
    if (!chat.ok) throw new Error(chat.message);
    expect(chat.tools).toEqual([
      {
        name: 'f',
        inputSchema: { type: 'object' },
        _meta: { 'dev.toolschema/openai': { strict: true } },
      },
    ]);
    expect(chat.changes.map((c) => c.code)).toEqual([
      'import-skipped-tool',
      'import-kept-in-meta',
      'import-strict-nullable',
    ]);

    const responses = importAuto([
      { type: 'function', name: 'g', description: 'G', parameters: null, strict: false },
    ]);
    if (!responses.ok) throw new Error(responses.message);
    expect(responses.target).toBe('openai-responses');
    expect(responses.tools).toEqual([
      { name: 'g', description: 'G', inputSchema: { type: 'object', properties: {} } },
    ]);
  });
});
