/**
 * The list of targets and the entry points other layers call: `listTargets`, `getTarget`,
 * `exportTools`, `importAuto`.
 */
import type { Tool } from '../model/types';
import type { ExportOptions, ExportResult, ExportSidecar, ImportResult, ImportSuccess, TargetAdapter, TargetId } from './adapter';

// Filled in target by target; a placeholder refuses everything with a clear message.
function placeholder(id: TargetId, label: string): TargetAdapter {
  return {
    id,
    label,
    options: [],
    export(tools) {
      const reasons = (tool: Tool, toolIndex: number) => [
        {
          code: 'target-not-ready',
          kind: 'rejected' as const,
          severity: 'error' as const,
          toolIndex,
          toolName: tool.name,
          pointer: '',
          message: `Export to ${label} is not available yet.`,
          widening: false,
        },
      ];
      const refused = tools.map((tool, toolIndex) => ({ toolIndex, name: tool.name, reasons: reasons(tool, toolIndex) }));
      return {
        target: id,
        output: null,
        changes: refused.flatMap((r) => r.reasons),
        refused,
        nameMap: {},
        sidecar: { format: 'dev.toolschema/export-sidecar', version: 1, target: id, tools: {} },
      };
    },
    import() {
      return { ok: false, reason: `Import from ${label} is not available yet.` };
    },
  };
}

const ADAPTERS: readonly TargetAdapter[] = [
  placeholder('mcp', 'MCP tools'),
  placeholder('mcp-list', 'MCP tools/list result'),
  placeholder('openai-chat', 'OpenAI Chat Completions'),
  placeholder('openai-responses', 'OpenAI Responses'),
  placeholder('anthropic', 'Anthropic Messages'),
  placeholder('bedrock', 'AWS Bedrock Converse'),
  placeholder('gemini', 'Google Gemini'),
  placeholder('spark', 'Spark ToolSpec'),
  placeholder('toolhive', 'ToolHive registry entry'),
];

export function listTargets(): readonly TargetAdapter[] {
  return ADAPTERS;
}

export function getTarget(id: TargetId): TargetAdapter {
  const adapter = ADAPTERS.find((a) => a.id === id);
  if (!adapter) throw new Error(`Unknown export target "${id}".`);
  return adapter;
}

export function exportTools(tools: readonly Tool[], target: TargetId, options: ExportOptions = {}): ExportResult {
  return getTarget(target).export(tools, options);
}

export interface ImportFailure {
  ok: false;
  /** Every format tried, with why it did not fit. */
  tried: { target: TargetId; reason: string }[];
  /** One message listing the formats tried and why each did not fit. */
  message: string;
}

/**
 * Reads pasted JSON of any target (one tool or many, with or without wrappers) into canonical
 * MCP tools. `from` restricts detection to one target.
 */
export function importAuto(json: unknown, options: { from?: TargetId; sidecar?: ExportSidecar } = {}): ImportSuccess | ImportFailure {
  const candidates = options.from ? [getTarget(options.from)] : ADAPTERS;
  const tried: { target: TargetId; reason: string }[] = [];
  for (const adapter of candidates) {
    const result: ImportResult = adapter.import(json, options.sidecar);
    if (result.ok) return result;
    tried.push({ target: adapter.id, reason: result.reason });
  }
  const message =
    'This JSON is not a tool format the studio knows. Tried:\n' + tried.map((t) => `- ${t.target}: ${t.reason}`).join('\n');
  return { ok: false, tried, message };
}
