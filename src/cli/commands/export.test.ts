import { describe, expect, it } from 'vitest';
import { CliUsageError, EXIT_FINDINGS, EXIT_OK } from '../io';
import { fakeIO } from '../fake-io';
import { exportCommand } from './export';
import { importCommand } from './import';
import { targetsCommand } from './targets';

const TOOLS = `[
  {
    "name": "get_weather",
    "description": "Weather for a city.",
    "inputSchema": {
      "type": "object",
      "properties": { "city": { "type": "string", "pattern": "^[A-Z]" } },
      "required": ["city"]
    }
  },
  {
    "name": "files.read",
    "description": "Read a file.",
    "inputSchema": { "type": "object", "properties": { "path": { "type": "string" } }, "required": ["path"] }
  }
]`;

describe('tool-schema export', () => {
  it('writes the target JSON to stdout and refusals to stderr; exit 1 when a tool is refused', async () => {
    const io = fakeIO({ 'tools.json': TOOLS });
    const code = await exportCommand(['tools.json', '--to', 'anthropic'], io);
    expect(code).toBe(EXIT_FINDINGS);
    expect(JSON.parse(io.out)).toEqual([
      {
        name: 'get_weather',
        description: 'Weather for a city.',
        input_schema: {
          type: 'object',
          properties: { city: { type: 'string', pattern: '^[A-Z]' } },
          required: ['city'],
        },
      },
    ]);
    expect(io.out.endsWith('}\n]\n')).toBe(true);
    // The name value sits on line 12, column 13 of the file.
    expect(io.err).toContain(
      'tools.json: refused "files.read": Anthropic Messages cannot take it as written:\n  tools.json:12:13: name-invalid /name: Anthropic tool names must match',
    );
    expect(io.err).toContain('(suggested: "files_read"; --rename uses it)');
    expect(io.err).toContain('exported 1 of 2 tool(s) to anthropic; 1 refused');
  });

  it('--rename exports every tool and lists the rename; exit 0', async () => {
    const io = fakeIO({ 'tools.json': TOOLS });
    expect(await exportCommand(['tools.json', '--to', 'openai-chat', '--rename'], io)).toBe(
      EXIT_OK,
    );
    expect(
      (JSON.parse(io.out) as { function: { name: string } }[]).map((t) => t.function.name),
    ).toEqual(['get_weather', 'files_read']);
    expect(io.err).toMatch(/tools\.json:12:13: warning name-renamed "files\.read" \/name: /);
  });

  it('--strict and --tool: only that tool, strict rewrites listed with their place in the file', async () => {
    const io = fakeIO({ 'tools.json': TOOLS });
    expect(
      await exportCommand(
        ['tools.json', '--to', 'anthropic', '--strict', '--tool', 'get_weather'],
        io,
      ),
    ).toBe(EXIT_OK);
    const [tool] = JSON.parse(io.out) as {
      strict: boolean;
      input_schema: { properties: { city: unknown } };
    }[];
    expect(tool!.strict).toBe(true);
    expect(tool!.input_schema.properties.city).toEqual({
      type: 'string',
      description: '{pattern: "^[A-Z]"}',
    });
    expect(io.err).toMatch(
      /tools\.json:7:62: warning strict-moved-to-description "get_weather" \/inputSchema\/properties\/city\/pattern: .*\[widening\]/,
    );
  });

  it('--format json puts output, changes, refusals, name map and sidecar in one envelope that import reads back exactly', async () => {
    const io = fakeIO({ 'tools.json': TOOLS });
    expect(await exportCommand(['tools.json', '--to', 'gemini', '--format', 'json'], io)).toBe(
      EXIT_OK,
    );
    expect(io.err).toBe('');
    const envelope = JSON.parse(io.out) as Record<string, unknown>;
    expect(Object.keys(envelope)).toEqual([
      'format',
      'target',
      'output',
      'changes',
      'refused',
      'nameMap',
      'sidecar',
    ]);
    const back = fakeIO({ 'envelope.json': io.out });
    expect(await importCommand(['envelope.json'], back)).toBe(EXIT_OK);
    expect(JSON.parse(back.out)).toEqual(JSON.parse(TOOLS));
  });

  it('converts between provider formats: an OpenAI file exports to Bedrock', async () => {
    const openai = JSON.stringify([
      {
        type: 'function',
        function: { name: 'f', description: 'F', parameters: { type: 'object' } },
      },
    ]);
    const io = fakeIO({ 'openai.json': openai });
    expect(await exportCommand(['openai.json', '--to', 'bedrock'], io)).toBe(EXIT_OK);
    expect(JSON.parse(io.out)).toEqual({
      tools: [
        { toolSpec: { name: 'f', description: 'F', inputSchema: { json: { type: 'object' } } } },
      ],
    });
    expect(io.err).toContain('openai.json: read as openai-chat');
  });

  it('bad usage and unusable input are errors the runner turns into exit 2', async () => {
    const io = fakeIO({
      'tools.json': TOOLS,
      'broken.json': '{"name": ',
      'other.json': '{"hello": 1}',
    });
    await expect(exportCommand(['tools.json'], io)).rejects.toThrow(CliUsageError);
    await expect(exportCommand(['tools.json', '--to', 'cohere'], io)).rejects.toThrow(
      /Unknown target "cohere"; choose one of mcp, mcp-list/,
    );
    await expect(
      exportCommand(['tools.json', '--to', 'mcp', '--mcp-revision', '2024-01-01'], io),
    ).rejects.toThrow(CliUsageError);
    await expect(exportCommand(['broken.json', '--to', 'mcp'], io)).rejects.toThrow(
      /^broken\.json:1:10: /,
    );
    await expect(exportCommand(['other.json', '--to', 'mcp'], io)).rejects.toThrow(
      /other\.json holds no tool definition\. This JSON is not a tool format the studio knows\. Tried:/,
    );
    await expect(
      exportCommand(['tools.json', '--to', 'mcp', '--tool', 'nope'], io),
    ).rejects.toThrow('tools.json has no tool named "nope"; it has "get_weather", "files.read".');
  });
});

describe('tool-schema import', () => {
  it('auto-detects the format and writes canonical MCP tools', async () => {
    const io = fakeIO({
      'gemini.json': JSON.stringify({
        functionDeclarations: [
          { name: 'f', parameters: { type: 'OBJECT', properties: { n: { type: 'INTEGER' } } } },
        ],
      }),
    });
    expect(await importCommand(['gemini.json'], io)).toBe(EXIT_OK);
    expect(JSON.parse(io.out)).toEqual([
      { name: 'f', inputSchema: { type: 'object', properties: { n: { type: 'integer' } } } },
    ]);
    expect(io.err).toContain('gemini.json: read 1 tool(s) as gemini.');
  });

  it('--from restricts the format; a mismatch says why', async () => {
    const io = fakeIO({
      'a.json': JSON.stringify({ name: 'a', input_schema: { type: 'object' } }),
    });
    await expect(importCommand(['a.json', '--from', 'openai-chat'], io)).rejects.toThrow(
      'a.json: This JSON is not in the OpenAI Chat Completions format: a function tool has "type": "function"',
    );
    await expect(importCommand(['a.json', '--from', 'nope'], io)).rejects.toThrow(CliUsageError);
  });

  it('--sidecar restores tools exactly after a lossy export', async () => {
    const exportIO = fakeIO({ 'tools.json': TOOLS });
    await exportCommand(
      ['tools.json', '--to', 'openai-chat', '--rename', '--format', 'json'],
      exportIO,
    );
    const envelope = JSON.parse(exportIO.out) as { output: unknown; sidecar: unknown };
    const io = fakeIO({
      'out.json': JSON.stringify(envelope.output),
      'side.json': JSON.stringify(envelope.sidecar),
      'bad.json': '{}',
    });
    expect(await importCommand(['out.json', '--sidecar', 'side.json'], io)).toBe(EXIT_OK);
    expect(JSON.parse(io.out)).toEqual(JSON.parse(TOOLS));
    await expect(importCommand(['out.json', '--sidecar', 'bad.json'], io)).rejects.toThrow(
      'bad.json is not an export sidecar',
    );
  });
});

describe('tool-schema targets', () => {
  it('lists every target and the feature matrix', async () => {
    const io = fakeIO({});
    expect(await targetsCommand([], io)).toBe(EXIT_OK);
    expect(io.out).toMatch(
      /^Targets:\n {2}mcp {15}MCP tools \(options: mcpRevision, keepExtensions, mcpSchemaDialect\)\n/,
    );
    expect(io.out).toMatch(
      /\n {2}oneOf +ok +ok\? +conv +ok +conv +ok +conv\? +conv +ok\? +ok +ok\n/,
    );
  });

  it('--format json gives the same data for scripts', async () => {
    const io = fakeIO({});
    await targetsCommand(['--format', 'json'], io);
    const data = JSON.parse(io.out) as {
      targets: { id: string }[];
      features: { id: string; cells: Record<string, { support: string }> }[];
    };
    expect(data.targets.map((t) => t.id)).toEqual([
      'mcp',
      'mcp-list',
      'openai-chat',
      'openai-responses',
      'anthropic',
      'bedrock',
      'gemini',
      'spark',
      'toolhive',
    ]);
    expect(data.features.find((f) => f.id === 'uniqueItems')!.cells['openai-strict']!.support).toBe(
      'rejected',
    );
  });
});
