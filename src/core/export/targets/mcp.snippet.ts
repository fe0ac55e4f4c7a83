/**
 * The Export tab's code snippets for this target (`snippet` in its module), as the user runs
 * them with the provider's SDK. MCP: a server that lists the exported tools, with the official SDKs (TypeScript
 * `@modelcontextprotocol/sdk`, Python `mcp`).
 * Pure text builders: the exported JSON is embedded exactly as `serializeExport` wrote it
 * (src/core/snippets/embed.ts).
 */
import type { TargetSnippet } from '../../snippets/snippets';
import { pyToolsArray, tsToolsArray } from '../../snippets/snippets';
import { pythonJson, typescriptJson } from '../../snippets/embed';

export const mcpSnippet: TargetSnippet = {
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
};

export const mcpListSnippet: TargetSnippet = {
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
};
