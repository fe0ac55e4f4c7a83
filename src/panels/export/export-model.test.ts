import { describe, expect, it } from 'vitest';
import {
  exportTools,
  parseDocument,
  rangeAtPointer,
  serializeExport,
  toCanonicalTool,
} from '../../core';
import {
  buildExportView,
  collectTools,
  EXPORT_PRESETS,
  exportFileName,
  exportOptionsFor,
  locateChange,
  matrixColumnFor,
  optionHelp,
  presetById,
} from './export-model';

const weather = `{
  "name": "get_weather",
  "title": "Weather",
  "description": "Get current weather",
  "inputSchema": {
    "type": "object",
    "properties": {
      "location": { "type": "string", "const": "Berlin" },
      "days": { "type": "integer", "exclusiveMinimum": 0 }
    },
    "required": ["location"]
  }
}`;

const sparkList = `[
  { "name": "a", "description": "A", "input_schema": { "type": "object", "properties": { "x": { "const": 1 } } } },
  { "name": "b", "description": "B", "input_schema": { "type": "object", "properties": {} } }
]`;

describe('export presets', () => {
  it('offer every adapter target, and OpenAI strict as a mode of Chat Completions', () => {
    expect(EXPORT_PRESETS.map((p) => p.label)).toEqual([
      'MCP tools',
      'MCP tools/list result',
      'OpenAI Chat Completions',
      'OpenAI Responses',
      'OpenAI strict',
      'Anthropic Messages',
      'Bedrock Converse',
      'Google Gemini',
      'Spark ToolSpec',
      'ToolHive registry entry',
    ]);
    expect(presetById('openai-strict')).toMatchObject({
      target: 'openai-chat',
      options: { strict: true },
    });
    expect(presetById('nonsense').id).toBe('mcp');
  });
});

describe('collectTools', () => {
  it('reads each document and says why one cannot be exported', () => {
    const { tools, unreadable } = collectTools([
      { id: 'w', text: weather },
      { id: 's', text: sparkList },
      { id: 'broken', text: '{"name": "x",' },
      { id: 'other', text: '{"hello": 1}' },
    ]);
    expect(tools.map((t) => [t.documentId, t.entryPointer, t.format, t.tool.name])).toEqual([
      ['w', '', 'mcp', 'get_weather'],
      ['s', '/0', 'spark', 'a'],
      ['s', '/1', 'spark', 'b'],
    ]);
    expect(unreadable.map((u) => u.documentId)).toEqual(['broken', 'other']);
    expect(unreadable[1]!.reason).toMatch(/no tool definition/);
    expect(unreadable[0]!.reason).toMatch(/line 1, column \d+/);
  });
});

describe('buildExportView', () => {
  it('writes exactly what serializeExport writes for the same tools, as the CLI does', () => {
    const { tools } = collectTools([{ id: 'w', text: weather }]);
    for (const preset of EXPORT_PRESETS) {
      const view = buildExportView(tools, 'tool', preset);
      const parsed = parseDocument(weather);
      const direct = exportTools(parsed.tools.map(toCanonicalTool), preset.target, preset.options);
      expect(view.text, preset.id).toBe(serializeExport(direct.output));
    }
  });

  it('locates Gemini changes in the document text, Spark spelling included', () => {
    const { tools } = collectTools([{ id: 's', text: sparkList }]);
    const view = buildExportView(tools, 'tool', presetById('gemini'));
    const constChange = view.changes.find((c) => c.change.code === 'gemini-const-enum');
    expect(constChange?.location).toEqual({
      documentId: 's',
      pointer: '/0/input_schema/properties/x/const',
    });
    // The pointer really names the const keyword's value in the text.
    const range = rangeAtPointer(parseDocument(sparkList), constChange!.location!.pointer);
    expect(sparkList.slice(range.offset, range.offset + range.length)).toBe('1');
  });

  it('keeps MCP pointers as they are for a single-tool document', () => {
    const { tools } = collectTools([{ id: 'w', text: weather }]);
    const view = buildExportView(tools, 'tool', presetById('gemini'));
    const pointers = view.changes.map((c) => c.location?.pointer);
    expect(pointers).toContain('/inputSchema/properties/location/const');
    expect(pointers).toContain('/inputSchema/properties/days/exclusiveMinimum');
    expect(view.fileName).toBe('get_weather.gemini.json');
  });

  it('shows no text when every tool is refused, and lists the reasons', () => {
    const free =
      '{"name":"free","description":"d","inputSchema":{"type":"object","additionalProperties":true}}';
    const view = buildExportView(
      collectTools([{ id: 'f', text: free }]).tools,
      'tool',
      presetById('openai-strict'),
    );
    expect(view.text).toBeUndefined();
    expect(view.result.refused).toHaveLength(1);
    const reason = view.changes.find((c) => c.change.kind === 'rejected');
    expect(reason?.location).toEqual({
      documentId: 'f',
      pointer: '/inputSchema/additionalProperties',
    });
  });

  it('ignores a change for a tool index that does not exist', () => {
    const { tools } = collectTools([{ id: 'w', text: weather }]);
    const change = {
      code: 'x',
      kind: 'flagged' as const,
      severity: 'info' as const,
      toolIndex: -1,
      toolName: '',
      pointer: '',
      message: '',
      widening: false,
      narrowing: false,
    };
    expect(locateChange(change, tools)).toBeUndefined();
  });
});

describe('exportFileName', () => {
  it('names the file after the tool and the target, safely', () => {
    const { tools } = collectTools([
      { id: 'w', text: weather.replace('get_weather', '../evil name') },
    ]);
    expect(exportFileName(tools, 'tool', presetById('openai-strict'))).toBe(
      '_evil_name.openai-strict.json',
    );
    expect(exportFileName(tools, 'all', presetById('anthropic'))).toBe('workspace.anthropic.json');
  });
});

describe('exportOptionsFor', () => {
  it('passes each switch only to targets whose adapter reads it, and defaults not at all', () => {
    const all = {
      applyNameSuggestions: true,
      geminiJsonSchema: true,
      keepExtensions: true,
      mcpRevision: '2025-06-18' as const,
    };
    expect(exportOptionsFor(presetById('openai-strict'), all)).toEqual({
      strict: true,
      applyNameSuggestions: true,
    });
    expect(exportOptionsFor(presetById('gemini'), all)).toEqual({
      applyNameSuggestions: true,
      geminiJsonSchema: true,
    });
    expect(exportOptionsFor(presetById('mcp'), all)).toEqual({
      keepExtensions: true,
      mcpRevision: '2025-06-18',
    });
    expect(exportOptionsFor(presetById('mcp'), { mcpRevision: '2026-07-28' })).toEqual({});
  });

  it('describes Gemini in JSON Schema mode with its own matrix column', () => {
    expect(matrixColumnFor(presetById('gemini'), { geminiJsonSchema: true })).toBe('gemini-json');
    expect(matrixColumnFor(presetById('gemini'))).toBe('gemini');
    expect(matrixColumnFor(presetById('anthropic'), { geminiJsonSchema: true })).toBe('anthropic');
  });

  it('changes the Gemini output to parametersJsonSchema when asked', () => {
    const { tools } = collectTools([{ id: 'w', text: weather }]);
    const view = buildExportView(tools, 'tool', presetById('gemini'), { geminiJsonSchema: true });
    expect(view.text).toContain('"parametersJsonSchema"');
    expect(view.text).not.toContain('"parameters"');
  });
});

describe('provider-format documents', () => {
  it('are read as the CLI reads them, through the importer, without pointers into the text', () => {
    const openai = JSON.stringify([
      {
        type: 'function',
        function: {
          name: 'get_time',
          description: 'Time',
          parameters: { type: 'object', properties: {} },
        },
      },
    ]);
    const { tools, unreadable } = collectTools([{ id: 'o', text: openai }]);
    expect(unreadable).toEqual([]);
    expect(tools.map((t) => [t.tool.name, t.readAs, t.entryPointer])).toEqual([
      ['get_time', 'openai-chat', undefined],
    ]);
    const view = buildExportView(tools, 'tool', presetById('anthropic'));
    expect(view.text).toContain('"input_schema"');
    expect(view.changes.every((c) => c.location === undefined)).toBe(true);
  });
});

describe('optionHelp', () => {
  it("gives each option the help text of the preset's target module", () => {
    expect(optionHelp(presetById('gemini')).get('geminiJsonSchema')).toContain(
      'parametersJsonSchema',
    );
    expect([...optionHelp(presetById('spark')).keys()]).toEqual([]);
    expect([...optionHelp(presetById('openai-strict')).keys()]).toContain('strict');
  });
});
