import { describe, expect, it } from 'vitest';
import type { Tool } from '../../model/types';
import { TARGET_IDS } from '../targets';
import { exportTools } from '../registry';
import { preflightVerdict } from '../preflight/verdict';
import { leavesOutAppOnlyTools } from './app-only';

const modelTool: Tool = {
  name: 'get_weather',
  description: 'Get the weather for a city.',
  inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
};
const appTool: Tool = {
  name: 'refresh_view',
  description: 'Redraws the weather view.',
  inputSchema: { type: 'object', properties: {} },
  _meta: { ui: { resourceUri: 'ui://weather/view.html', visibility: ['app'] } },
};
const third: Tool = {
  ...modelTool,
  name: 'get_forecast',
  description: 'Get a 5-day forecast.',
  inputSchema: { type: 'object', properties: { city: { type: 'string' } } },
};

const names = (output: unknown) => JSON.stringify(output);

describe('app-only tools', () => {
  it.each(TARGET_IDS.filter(leavesOutAppOnlyTools))(
    'are left out of %s, listed as a change',
    (target) => {
      const result = exportTools([modelTool, appTool, third], target);
      expect(names(result.output)).not.toContain('refresh_view');
      expect(names(result.output)).toContain('get_forecast');
      const leftOut = result.changes.filter((c) => c.code === 'app-only-tool-left-out');
      expect(leftOut.map((c) => [c.toolIndex, c.toolName, c.kind])).toEqual([
        [1, 'refresh_view', 'dropped'],
      ]);
      // The other tools' changes keep their own index in the list as written.
      for (const change of result.changes.filter((c) => c.code !== 'app-only-tool-left-out'))
        expect([0, 2, -1]).toContain(change.toolIndex);
    },
  );

  it('stay in the MCP exports, which the server serves to the app too', () => {
    for (const target of ['mcp', 'mcp-list'] as const) {
      const result = exportTools([modelTool, appTool], target);
      expect(names(result.output)).toContain('refresh_view');
      expect(result.changes.map((c) => c.code)).not.toContain('app-only-tool-left-out');
    }
  });

  it('a tool visible to the model and the app is exported everywhere', () => {
    const both = { ...appTool, _meta: { ui: { visibility: ['model', 'app'] } } };
    expect(names(exportTools([both], 'openai-chat').output)).toContain('refresh_view');
  });
});

describe('MCP clients (2026-07-28) preflight', () => {
  const headerTool: Tool = {
    ...modelTool,
    inputSchema: {
      type: 'object',
      properties: { city: { type: 'string', 'x-mcp-header': 'City Name' } },
    },
  };

  it('says a tool with a bad x-mcp-header would be dropped, for 2026-07-28 only', () => {
    const verdict = preflightVerdict([headerTool], 'mcp', { mcpRevision: '2026-07-28' });
    expect(verdict.status).toBe('rejected');
    const problem = verdict.problems.find((p) => p.code === 'mcp-header-dropped');
    expect(problem?.severity).toBe('error');
    expect(problem?.pointer).toBe('/inputSchema/properties/city/x-mcp-header');
    expect(
      preflightVerdict([headerTool], 'mcp', { mcpRevision: '2025-11-25' }).problems.map(
        (p) => p.code,
      ),
    ).not.toContain('mcp-header-dropped');
  });

  it('stays quiet on a valid header', () => {
    const good = {
      ...modelTool,
      inputSchema: {
        type: 'object',
        properties: { city: { type: 'string', 'x-mcp-header': 'City' } },
      },
    };
    expect(preflightVerdict([good], 'mcp-list').problems).toEqual([]);
  });
});
