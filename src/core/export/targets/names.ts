/**
 * The targets' ids and labels without their code: the Tools list's Preflight picker is on the
 * page from the first paint, and importing the targets themselves would bring every exporter and
 * the preflight into the initial bundle (about 150 KB gzip). names.test.ts keeps this list equal
 * to the registry's, so a new target cannot be left out.
 */
import type { TargetId } from './definition';

export const TARGET_NAMES: readonly { id: TargetId; label: string }[] = [
  { id: 'mcp', label: 'MCP tools' },
  { id: 'mcp-list', label: 'MCP tools/list result' },
  { id: 'openai-chat', label: 'OpenAI Chat Completions' },
  { id: 'openai-responses', label: 'OpenAI Responses' },
  { id: 'anthropic', label: 'Anthropic Messages' },
  { id: 'bedrock', label: 'Bedrock Converse' },
  { id: 'gemini', label: 'Google Gemini' },
  { id: 'spark', label: 'Spark ToolSpec' },
  { id: 'toolhive', label: 'ToolHive registry entry' },
];
