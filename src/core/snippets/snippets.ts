/**
 * Short TypeScript and Python programs that hand exported tools to each provider's official SDK,
 * so the user sees which argument the JSON belongs in. Pure text builders: the exported JSON is
 * embedded exactly as `serializeExport` wrote it (see embed.ts for the two exceptions).
 */
import type { TargetId } from '../export/adapter';
import { pythonJson, typescriptJson } from './embed';

export type SnippetLanguage = 'typescript' | 'python';

export interface CodeSnippet {
  language: SnippetLanguage;
  /** Short label, e.g. "TypeScript (openai)". */
  label: string;
  /** The package to install for it, e.g. `openai` or `boto3`. */
  packageName: string;
  code: string;
}

/** How the exported JSON is shaped, which decides how a snippet binds it. */
type Shape = 'array' | 'object';

function shapeOf(output: unknown): Shape {
  return Array.isArray(output) ? 'array' : 'object';
}

function has(output: unknown, key: string): boolean {
  return output !== null && typeof output === 'object' && !Array.isArray(output) && key in output;
}

interface Builder {
  ts: { packageName: string; build(json: string, output: unknown): string };
  py: { packageName: string; build(json: string, output: unknown): string };
}

const PLACEHOLDER_PROMPT = "What's the weather in Berlin?";

/** `const tools = [...]`, wrapping a single exported object in an array. */
function tsToolsArray(json: string, output: unknown, type = ''): string {
  const annotation = type ? `: ${type}` : '';
  return shapeOf(output) === 'array'
    ? `const tools${annotation} = ${typescriptJson(json)};`
    : `const tools${annotation} = [${typescriptJson(json)}];`;
}
function pyToolsArray(json: string, output: unknown): string {
  return shapeOf(output) === 'array'
    ? `tools = ${pythonJson(json)}`
    : `tools = [${pythonJson(json)}]`;
}

/** By target; a target without a builder here gets no snippets (adding one is optional). */
const BUILDERS: Partial<Record<TargetId, Builder>> = {
  mcp: {
    ts: {
      packageName: '@modelcontextprotocol/sdk',
      build: (json, output) => `import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

${tsToolsArray(json, output)}

const server = new Server({ name: 'my-server', version: '1.0.0' }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
await server.connect(new StdioServerTransport());
`,
    },
    py: {
      packageName: 'mcp',
      build: (json, output) => `import json

import mcp.types as types
from mcp.server.lowlevel import Server

${pyToolsArray(json, output)}

server = Server("my-server")


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return [types.Tool(**tool) for tool in tools]
`,
    },
  },
  'mcp-list': {
    ts: {
      packageName: '@modelcontextprotocol/sdk',
      build: (json) => `import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

// The whole tools/list result, returned as is.
const listToolsResult = ${typescriptJson(json)};

const server = new Server({ name: 'my-server', version: '1.0.0' }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => listToolsResult);
await server.connect(new StdioServerTransport());
`,
    },
    py: {
      packageName: 'mcp',
      build: (json) => `import json

import mcp.types as types
from mcp.server.lowlevel import Server

list_tools_result = ${pythonJson(json)}

server = Server("my-server")


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return [types.Tool(**tool) for tool in list_tools_result["tools"]]
`,
    },
  },
  'openai-chat': {
    ts: {
      packageName: 'openai',
      build: (json, output) => `import OpenAI from 'openai';

${tsToolsArray(json, output, 'OpenAI.Chat.Completions.ChatCompletionTool[]')}

const client = new OpenAI();
const completion = await client.chat.completions.create({
  model: 'gpt-4.1',
  messages: [{ role: 'user', content: ${JSON.stringify(PLACEHOLDER_PROMPT)} }],
  tools,
});
console.log(completion.choices[0]?.message.tool_calls);
`,
    },
    py: {
      packageName: 'openai',
      build: (json, output) => `import json

from openai import OpenAI

${pyToolsArray(json, output)}

client = OpenAI()
completion = client.chat.completions.create(
    model="gpt-4.1",
    messages=[{"role": "user", "content": ${JSON.stringify(PLACEHOLDER_PROMPT)}}],
    tools=tools,
)
print(completion.choices[0].message.tool_calls)
`,
    },
  },
  'openai-responses': {
    ts: {
      packageName: 'openai',
      build: (json, output) => `import OpenAI from 'openai';

${tsToolsArray(json, output, 'OpenAI.Responses.Tool[]')}

const client = new OpenAI();
const response = await client.responses.create({
  model: 'gpt-4.1',
  input: ${JSON.stringify(PLACEHOLDER_PROMPT)},
  tools,
});
console.log(response.output);
`,
    },
    py: {
      packageName: 'openai',
      build: (json, output) => `import json

from openai import OpenAI

${pyToolsArray(json, output)}

client = OpenAI()
response = client.responses.create(
    model="gpt-4.1",
    input=${JSON.stringify(PLACEHOLDER_PROMPT)},
    tools=tools,
)
print(response.output)
`,
    },
  },
  anthropic: {
    ts: {
      packageName: '@anthropic-ai/sdk',
      build: (json, output) => `import Anthropic from '@anthropic-ai/sdk';

${tsToolsArray(json, output, 'Anthropic.Messages.Tool[]')}

const client = new Anthropic();
const message = await client.messages.create({
  model: 'claude-sonnet-4-5',
  max_tokens: 1024,
  messages: [{ role: 'user', content: ${JSON.stringify(PLACEHOLDER_PROMPT)} }],
  tools,
});
console.log(message.content);
`,
    },
    py: {
      packageName: 'anthropic',
      build: (json, output) => `import json

import anthropic

${pyToolsArray(json, output)}

client = anthropic.Anthropic()
message = client.messages.create(
    model="claude-sonnet-4-5",
    max_tokens=1024,
    messages=[{"role": "user", "content": ${JSON.stringify(PLACEHOLDER_PROMPT)}}],
    tools=tools,
)
print(message.content)
`,
    },
  },
  bedrock: {
    ts: {
      packageName: '@aws-sdk/client-bedrock-runtime',
      build: (
        json,
        output,
      ) => `import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import type { ToolConfiguration } from '@aws-sdk/client-bedrock-runtime';

${bedrockTsBinding(json, output)}

const client = new BedrockRuntimeClient({ region: 'us-east-1' });
const response = await client.send(
  new ConverseCommand({
    modelId: 'anthropic.claude-3-5-sonnet-20240620-v1:0',
    messages: [{ role: 'user', content: [{ text: ${JSON.stringify(PLACEHOLDER_PROMPT)} }] }],
    toolConfig,
  }),
);
console.log(response.output?.message?.content);
`,
    },
    py: {
      packageName: 'boto3',
      build: (json, output) => `import json

import boto3

${bedrockPyBinding(json, output)}

client = boto3.client("bedrock-runtime", region_name="us-east-1")
response = client.converse(
    modelId="anthropic.claude-3-5-sonnet-20240620-v1:0",
    messages=[{"role": "user", "content": [{"text": ${JSON.stringify(PLACEHOLDER_PROMPT)}}]}],
    toolConfig=tool_config,
)
print(response["output"]["message"]["content"])
`,
    },
  },
  gemini: {
    ts: {
      packageName: '@google/genai',
      build: (json, output) => `import { GoogleGenAI } from '@google/genai';
import type { Tool } from '@google/genai';

// The SDK types Schema.type as an enum whose values are these same strings ("OBJECT", "STRING", …).
${shapeOf(output) === 'array' ? `const tools = ${typescriptJson(json)} as unknown as Tool[];` : `const tools = [${typescriptJson(json)}] as unknown as Tool[];`}

const ai = new GoogleGenAI({});
const response = await ai.models.generateContent({
  model: 'gemini-2.5-flash',
  contents: ${JSON.stringify(PLACEHOLDER_PROMPT)},
  config: { tools },
});
console.log(response.functionCalls);
`,
    },
    py: {
      packageName: 'google-genai',
      build: (json, output) => `import json

from google import genai
from google.genai import types

${pyToolsArray(json, output)}

client = genai.Client()
response = client.models.generate_content(
    model="gemini-2.5-flash",
    contents=${JSON.stringify(PLACEHOLDER_PROMPT)},
    config=types.GenerateContentConfig(tools=tools),
)
print(response.function_calls)
`,
    },
  },
  spark: {
    ts: {
      packageName: 'node:fs',
      build: (json) => `import { writeFileSync } from 'node:fs';

// Spark is a Python framework: write the spec where your Spark code loads it.
const spec = ${typescriptJson(json)};

writeFileSync('tool_spec.json', JSON.stringify(spec, null, 2) + '\\n');
`,
    },
    py: {
      packageName: 'spark',
      build: (json, output) => `import json

from spark.tools.registry import ToolRegistry

${shapeOf(output) === 'array' ? `specs = ${pythonJson(json)}` : `specs = [${pythonJson(json)}]`}

registry = ToolRegistry()
for spec in specs:
    is_valid, error = registry.validate_tool_spec(spec)
    if not is_valid:
        print(f"{spec['name']}: {error}")
`,
    },
  },
  toolhive: {
    ts: {
      packageName: 'node:fs',
      build: (json) => `import { writeFileSync } from 'node:fs';

// A ToolHive registry entry with full tool definitions (RFC-0015): add it to your registry file.
const registryEntry = ${typescriptJson(json)};

writeFileSync('registry-entry.json', JSON.stringify(registryEntry, null, 2) + '\\n');
`,
    },
    py: {
      packageName: 'json (standard library)',
      build: (json) => `import json

# A ToolHive registry entry with full tool definitions (RFC-0015): add it to your registry file.
registry_entry = ${pythonJson(json)}

with open("registry-entry.json", "w", encoding="utf-8") as f:
    json.dump(registry_entry, f, indent=2, ensure_ascii=False)
`,
    },
  },
};

/** Bedrock output is a toolConfig (`{tools: [...]}`), a request fragment (`{toolConfig}`), or a bare list. */
function bedrockTsBinding(json: string, output: unknown): string {
  if (has(output, 'toolConfig'))
    return `const { toolConfig }: { toolConfig: ToolConfiguration } = ${typescriptJson(json)};`;
  if (shapeOf(output) === 'array')
    return `const toolConfig: ToolConfiguration = { tools: ${typescriptJson(json)} };`;
  if (has(output, 'toolSpec'))
    return `const toolConfig: ToolConfiguration = { tools: [${typescriptJson(json)}] };`;
  return `const toolConfig: ToolConfiguration = ${typescriptJson(json)};`;
}
function bedrockPyBinding(json: string, output: unknown): string {
  if (has(output, 'toolConfig')) return `tool_config = ${pythonJson(json)}["toolConfig"]`;
  if (shapeOf(output) === 'array') return `tool_config = {"tools": ${pythonJson(json)}}`;
  if (has(output, 'toolSpec')) return `tool_config = {"tools": [${pythonJson(json)}]}`;
  return `tool_config = ${pythonJson(json)}`;
}

/**
 * The TypeScript and Python snippets for a target. `json` is the exported text exactly as shown
 * (serializeExport), `output` the same value unserialised, used only to see its shape.
 */
export function buildSnippets(target: TargetId, json: string, output: unknown): CodeSnippet[] {
  const builder = BUILDERS[target];
  if (!builder) return [];
  return [
    {
      language: 'typescript',
      label: `TypeScript (${builder.ts.packageName})`,
      packageName: builder.ts.packageName,
      code: builder.ts.build(json, output),
    },
    {
      language: 'python',
      label: `Python (${builder.py.packageName})`,
      packageName: builder.py.packageName,
      code: builder.py.build(json, output),
    },
  ];
}
