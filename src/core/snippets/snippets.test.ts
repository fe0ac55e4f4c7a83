import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { serializeExport } from '../export/adapter';
import { TARGET_IDS } from '../export/targets';
import type { TargetId } from '../export/adapter';
import { pythonJson, typescriptJson } from './embed';
import { buildSnippets } from '../export/registry';

const schema = {
  type: 'object',
  properties: {
    location: { type: 'string', description: 'City name or "zip" code \\ with “quotes” and 🚀' },
  },
  required: ['location'],
};

/** Outputs in each target's documented shape (each provider's tool documentation; docs/tool-record.md for ToolHive and Spark). */
const OUTPUTS: Record<TargetId, unknown> = {
  mcp: [{ name: 'get_weather', description: 'Weather', inputSchema: schema }],
  'mcp-list': {
    tools: [{ name: 'get_weather', inputSchema: schema }],
    ttlMs: 0,
    cacheScope: 'private',
  },
  'openai-chat': [
    {
      type: 'function',
      function: { name: 'get_weather', description: 'Weather', parameters: schema, strict: false },
    },
  ],
  'openai-responses': [
    {
      type: 'function',
      name: 'get_weather',
      description: 'Weather',
      parameters: schema,
      strict: false,
    },
  ],
  anthropic: [{ name: 'get_weather', description: 'Weather', input_schema: schema }],
  bedrock: {
    tools: [
      { toolSpec: { name: 'get_weather', description: 'Weather', inputSchema: { json: schema } } },
    ],
  },
  gemini: {
    functionDeclarations: [
      {
        name: 'get_weather',
        description: 'Weather',
        parameters: {
          type: 'OBJECT',
          properties: { location: { type: 'STRING' } },
          required: ['location'],
        },
      },
    ],
  },
  spark: { name: 'get_weather', description: 'Weather', input_schema: schema },
  toolhive: {
    'io.github.stacklok': {
      'ghcr.io/example/weather:latest': { tools: ['get_weather'], tool_definitions: [] },
    },
  },
};

function syntaxErrors(code: string): string[] {
  const result = ts.transpileModule(code, {
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return (result.diagnostics ?? []).map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  );
}

describe('code snippets', () => {
  for (const target of TARGET_IDS) {
    it(`${target}: both snippets embed the exported JSON exactly, and the TypeScript one parses`, () => {
      const json = serializeExport(OUTPUTS[target]);
      const snippets = buildSnippets(target, json, OUTPUTS[target]);
      expect(snippets.map((s) => s.language)).toEqual(['typescript', 'python']);
      for (const snippet of snippets) expect(snippet.code).toContain(json.trimEnd());
      expect(syntaxErrors(snippets[0]!.code)).toEqual([]);
    });
  }

  it('puts the tools in the SDK call argument each provider documents', () => {
    const code = (target: TargetId, language: 0 | 1) =>
      buildSnippets(target, serializeExport(OUTPUTS[target]), OUTPUTS[target])[language]!.code;
    expect(code('openai-chat', 0)).toMatch(/chat\.completions\.create\(\{[\s\S]*\n {2}tools,\n/);
    expect(code('openai-chat', 1)).toMatch(/chat\.completions\.create\([\s\S]*tools=tools,/);
    expect(code('openai-responses', 0)).toMatch(/responses\.create\(\{[\s\S]*\n {2}tools,\n/);
    expect(code('anthropic', 0)).toMatch(
      /messages\.create\(\{[\s\S]*max_tokens: 1024,[\s\S]*\n {2}tools,\n/,
    );
    expect(code('anthropic', 1)).toMatch(/messages\.create\([\s\S]*tools=tools,/);
    expect(code('bedrock', 0)).toMatch(/new ConverseCommand\(\{[\s\S]*toolConfig,/);
    expect(code('bedrock', 1)).toMatch(/client\.converse\([\s\S]*toolConfig=tool_config,/);
    expect(code('gemini', 0)).toMatch(/generateContent\(\{[\s\S]*config: \{ tools \}/);
    expect(code('gemini', 1)).toMatch(/GenerateContentConfig\(tools=tools\)/);
    expect(code('mcp', 0)).toMatch(/ListToolsRequestSchema, async \(\) => \(\{ tools \}\)/);
    expect(code('mcp', 1)).toMatch(/@server\.list_tools\(\)/);
  });

  it('wraps a single exported tool in the list the SDK expects', () => {
    const one = (OUTPUTS['openai-chat'] as unknown[])[0];
    const json = serializeExport(one);
    const [tsSnippet, pySnippet] = buildSnippets('openai-chat', json, one);
    expect(tsSnippet!.code).toContain(
      `const tools: OpenAI.Chat.Completions.ChatCompletionTool[] = [${json.trimEnd()}];`,
    );
    expect(pySnippet!.code).toContain(`tools = [json.loads(r"""${json.trimEnd()}""")]`);
  });

  it('adapts to the three Bedrock output shapes', () => {
    const spec = { toolSpec: { name: 'a', inputSchema: { json: schema } } };
    const bind = (output: unknown) =>
      buildSnippets('bedrock', serializeExport(output), output)[0]!.code;
    expect(bind({ toolConfig: { tools: [spec] } })).toContain(
      'const { toolConfig }: { toolConfig: ToolConfiguration } = {',
    );
    expect(bind([spec])).toContain('const toolConfig: ToolConfiguration = { tools: [');
    expect(bind(spec)).toContain('const toolConfig: ToolConfiguration = { tools: [{');
  });
});

describe('embedding JSON in source', () => {
  it('keeps a __proto__ key a key in TypeScript by going through JSON.parse', () => {
    const json = '{\n  "__proto__": { "x": 1 }\n}';
    const expression = typescriptJson(json);
    expect(expression.startsWith('JSON.parse(')).toBe(true);
    // Evaluate the string literal the way a JS engine would, and parse it as the snippet does.
    const literal = expression.slice('JSON.parse('.length, -1);
    const parsed = JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(['__proto__']);
    expect(syntaxErrors(`const x = ${expression};`)).toEqual([]);
  });

  it('uses a raw triple-quoted string in Python, with an escaped fallback where that cannot hold the text', () => {
    expect(pythonJson('{"a": "back\\\\slash \\"q\\""}\n')).toBe(
      'json.loads(r"""{"a": "back\\\\slash \\"q\\""}""")',
    );
    // A bare JSON string ends in a quote, which would merge with the closing """.
    expect(pythonJson('"text"')).toBe('json.loads("\\"text\\"")');
  });
});
