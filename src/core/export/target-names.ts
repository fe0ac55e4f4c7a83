/**
 * The targets' ids and labels without their code, in a module that imports nothing.
 * - The Tools list's Preflight picker is on the page from the first paint, and importing the
 *   targets themselves would bring every exporter and the preflight into the initial bundle
 *   (about 150 KB gzip).
 * - `TargetId` is read by every layer below the targets (the records in adapter.ts, the
 *   transforms, the preflight rules, the name rules): deriving it from the registry's list would
 *   tie each of them to every target module, and those modules to them, in one import cycle.
 * target-names.test.ts keeps this list equal to the registry's, so a target cannot be left out.
 */
export const TARGET_NAMES = [
  { id: 'mcp', label: 'MCP tools' },
  { id: 'mcp-list', label: 'MCP tools/list result' },
  { id: 'openai-chat', label: 'OpenAI Chat Completions' },
  { id: 'openai-responses', label: 'OpenAI Responses' },
  { id: 'anthropic', label: 'Anthropic Messages' },
  { id: 'bedrock', label: 'Bedrock Converse' },
  { id: 'gemini', label: 'Google Gemini' },
  { id: 'spark', label: 'Spark ToolSpec' },
  { id: 'toolhive', label: 'ToolHive registry entry' },
] as const satisfies readonly { id: string; label: string }[];

/** The id of a registered target. */
export type TargetId = (typeof TARGET_NAMES)[number]['id'];

/**
 * The feature matrix's columns that are a mode of a target rather than a target (the rest take
 * their target's name above). With TARGET_NAMES it is the one list of labels every screen shows:
 * the Export picker, the Preflight rows, the Compatibility table and the Tools list's picker.
 */
export const MODE_NAMES = [
  { id: 'openai-strict', label: 'OpenAI strict' },
  { id: 'anthropic-strict', label: 'Anthropic strict' },
  { id: 'bedrock-strict', label: 'Bedrock strict' },
  { id: 'gemini-json', label: 'Gemini JSON Schema' },
] as const satisfies readonly { id: string; label: string }[];

/** The label of a target or a mode, by id; undefined for an id on neither list. */
export function nameOf(id: string): string | undefined {
  const names: readonly { id: string; label: string }[] = [...TARGET_NAMES, ...MODE_NAMES];
  return names.find((n) => n.id === id)?.label;
}
