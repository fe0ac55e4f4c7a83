/**
 * The list of targets and the entry points other layers call: `listTargets`, `getTarget`,
 * `exportTools`, `importAuto`.
 */
import type { Tool } from '../model/types';
import { isPlainObject } from '../model/types';
import type { ExportOptions, ExportResult, ExportSidecar, ImportSuccess, TargetAdapter, TargetId } from './adapter';
import { ENVELOPE_FORMAT, SIDECAR_FORMAT, isTargetId } from './adapter';
import { anthropicAdapter } from './anthropic';
import { bedrockAdapter } from './bedrock';
import { geminiAdapter } from './gemini';
import { mcpAdapter, mcpListAdapter } from './mcp';
import { openAiChatAdapter, openAiResponsesAdapter } from './openai';
import { sparkAdapter } from './spark';
import { toolhiveAdapter } from './toolhive';

/** In picker order; also the order `importAuto` tries (more specific shapes first). */
const ADAPTERS: readonly TargetAdapter[] = [
  mcpAdapter,
  mcpListAdapter,
  openAiChatAdapter,
  openAiResponsesAdapter,
  anthropicAdapter,
  bedrockAdapter,
  geminiAdapter,
  sparkAdapter,
  toolhiveAdapter,
];

const DETECTION_ORDER: readonly TargetId[] = ['toolhive', 'mcp-list', 'mcp', 'openai-chat', 'openai-responses', 'bedrock', 'gemini', 'anthropic', 'spark'];

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

function isSidecar(value: unknown): value is ExportSidecar {
  return isPlainObject(value) && value.format === SIDECAR_FORMAT && isPlainObject(value.tools) && typeof value.target === 'string';
}

/**
 * Reads pasted JSON of any target (one tool or many, with or without wrappers) into canonical
 * MCP tools. `from` restricts detection to one target. The CLI's `--format json` envelope is
 * read with its sidecar, so tools come back exactly as written.
 */
export function importAuto(json: unknown, options: { from?: TargetId; sidecar?: ExportSidecar } = {}): ImportSuccess | ImportFailure {
  if (isPlainObject(json) && json.format === ENVELOPE_FORMAT && typeof json.target === 'string' && isTargetId(json.target)) {
    const sidecar = isSidecar(json.sidecar) ? json.sidecar : options.sidecar;
    return importAuto(json.output, { from: options.from ?? json.target, ...(sidecar ? { sidecar } : {}) });
  }
  const candidates = options.from ? [options.from] : DETECTION_ORDER;
  const tried: { target: TargetId; reason: string }[] = [];
  for (const id of candidates) {
    const result = getTarget(id).import(json, options.sidecar);
    if (result.ok) return result;
    tried.push({ target: id, reason: result.reason });
  }
  const message =
    (options.from ? `This JSON is not in the ${getTarget(options.from).label} format: ` : 'This JSON is not a tool format the studio knows. Tried:\n') +
    tried.map((t) => (options.from ? t.reason : `- ${getTarget(t.target).label} (${t.target}): ${t.reason}`)).join('\n');
  return { ok: false, tried, message };
}
