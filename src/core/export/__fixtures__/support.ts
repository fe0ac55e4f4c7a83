/** Test-only (kept out of the core build): fixtures and export variants shared by the golden, round-trip and SDK-type tests (test-only). */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Tool } from '../../model/types';
import type { ExportOptions, TargetId } from '../adapter';

export const EXPORT_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const FIXTURE_DIR = path.join(EXPORT_DIR, '__fixtures__');
export const GOLDEN_DIR = path.join(EXPORT_DIR, '__golden__');

export interface Fixture {
  id: string;
  about: string;
  features: string[];
  tools: Tool[];
}

export function loadFixtures(): Fixture[] {
  return readdirSync(FIXTURE_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const data = JSON.parse(readFileSync(path.join(FIXTURE_DIR, file), 'utf8')) as Omit<Fixture, 'id'>;
      return { id: file.replace(/\.json$/, ''), ...data };
    });
}

/** Every target, plus the modes that change the output (strict, Gemini JSON Schema, an older MCP revision). */
export const VARIANTS: { id: string; target: TargetId; options: ExportOptions }[] = [
  { id: 'mcp', target: 'mcp', options: {} },
  { id: 'mcp-2025-06-18', target: 'mcp', options: { mcpRevision: '2025-06-18' } },
  { id: 'mcp-list', target: 'mcp-list', options: {} },
  { id: 'openai-chat', target: 'openai-chat', options: {} },
  { id: 'openai-chat-strict', target: 'openai-chat', options: { strict: true } },
  { id: 'openai-responses', target: 'openai-responses', options: {} },
  { id: 'anthropic', target: 'anthropic', options: {} },
  { id: 'anthropic-strict', target: 'anthropic', options: { strict: true } },
  { id: 'bedrock', target: 'bedrock', options: {} },
  { id: 'bedrock-strict', target: 'bedrock', options: { strict: true } },
  { id: 'gemini', target: 'gemini', options: {} },
  { id: 'gemini-json', target: 'gemini', options: { geminiJsonSchema: true } },
  { id: 'spark', target: 'spark', options: {} },
  { id: 'toolhive', target: 'toolhive', options: {} },
];

/** The provider SDK type each SDK-backed target's output must satisfy (MCP, Spark, ToolHive have none here). */
export const SDK_TYPES: Partial<Record<TargetId, { imports: string; type: string }>> = {
  'openai-chat': { imports: "import type { ChatCompletionTool } from 'openai/resources/chat/completions';", type: 'ChatCompletionTool[]' },
  'openai-responses': { imports: "import type { FunctionTool } from 'openai/resources/responses/responses';", type: 'FunctionTool[]' },
  anthropic: { imports: "import type { Tool as AnthropicTool } from '@anthropic-ai/sdk/resources/messages';", type: 'AnthropicTool[]' },
  bedrock: { imports: "import type { ToolConfiguration } from '@aws-sdk/client-bedrock-runtime';", type: 'ToolConfiguration' },
  gemini: { imports: "import { Type } from '@google/genai';\nimport type { Tool as GeminiTool } from '@google/genai';", type: 'GeminiTool' },
};

/** JSON as a TypeScript expression for the SDK types: Gemini's Schema.type is an enum whose members carry the strings we write. */
export function asTypeScript(json: string, target: TargetId): string {
  return target === 'gemini' ? json.replace(/"type":\s*"(STRING|NUMBER|INTEGER|BOOLEAN|ARRAY|OBJECT|NULL)"/g, '"type": Type.$1') : json;
}
