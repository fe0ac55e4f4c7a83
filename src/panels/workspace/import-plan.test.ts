import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../core';
import { importTexts, planImport } from './import-plan';

const weather = { name: 'get_weather', inputSchema: { type: 'object' } };
const time = { name: 'get_time', inputSchema: { type: 'object', additionalProperties: false } };

describe('import plan', () => {
  it('splits a tools/list result into one document per tool', () => {
    const text = JSON.stringify({ tools: [weather, time] });
    const analysis = analyzeText(text);
    const plan = planImport(analysis);
    expect(plan).toMatchObject({ canSplit: true, toolNames: ['get_weather', 'get_time'] });
    expect(plan.summary).toBe('A tools/list result with 2 tools.');
    expect(importTexts(text, analysis, true).map((t) => JSON.parse(t))).toEqual([weather, time]);
    expect(importTexts(text, analysis, false)).toEqual([text]);
  });

  it('splits the tool_definitions of a ToolHive registry entry (stacklok/toolhive#2733)', () => {
    const entry = {
      meta: {
        publisher_provided: {
          'io.github.stacklok': {
            'ghcr.io/x/weather': { tools: ['get_weather'], tool_definitions: [weather] },
          },
        },
      },
    };
    const text = JSON.stringify(entry);
    const analysis = analyzeText(text);
    expect(planImport(analysis).summary).toBe('A ToolHive registry entry with 1 tool.');
    expect(importTexts(text, analysis, true).map((t) => JSON.parse(t))).toEqual([weather]);
  });

  it('imports a single tool as it is, even when asked to split', () => {
    const text = JSON.stringify(weather);
    const analysis = analyzeText(text);
    expect(planImport(analysis)).toMatchObject({
      canSplit: false,
      summary: 'One MCP tool: get_weather.',
    });
    expect(importTexts(text, analysis, true)).toEqual([text]);
  });

  it('offers broken JSON as is, saying it can be fixed after', () => {
    const analysis = analyzeText('{"name": ');
    const plan = planImport(analysis);
    expect(plan.canSplit).toBe(false);
    expect(plan.errorCount).toBeGreaterThan(0);
    expect(plan.summary).toMatch(/not valid JSON yet/);
  });
});
