/**
 * The list of targets and the entry points other layers call: `listTargets`, `getTarget`,
 * `exportTools`, `importAuto`.
 */
import type { Tool } from '../model/types';
import { isPlainObject } from '../model/types';
import type {
  ExportChange,
  ExportOptions,
  ExportResult,
  ExportSidecar,
  ImportSuccess,
  RefusedTool,
  TargetAdapter,
  TargetId,
} from './adapter';
import { ENVELOPE_FORMAT, SIDECAR_FORMAT, isTargetId } from './adapter';
import { anthropicAdapter } from './anthropic';
import { bedrockAdapter } from './bedrock';
import { geminiAdapter } from './gemini';
import { mcpAdapter, mcpListAdapter } from './mcp';
import { openAiChatAdapter, openAiResponsesAdapter } from './openai';
import { sparkAdapter } from './spark';
import { toolhiveAdapter } from './toolhive';
import { checkOwnExport } from './preflight/self-check';

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

const DETECTION_ORDER: readonly TargetId[] = [
  'toolhive',
  'mcp-list',
  'mcp',
  'openai-chat',
  'openai-responses',
  'bedrock',
  'gemini',
  'anthropic',
  'spark',
];

export function listTargets(): readonly TargetAdapter[] {
  return ADAPTERS;
}

export function getTarget(id: TargetId): TargetAdapter {
  const adapter = ADAPTERS.find((a) => a.id === id);
  if (!adapter) throw new Error(`Unknown export target "${id}".`);
  return adapter;
}

export function exportTools(
  tools: readonly Tool[],
  target: TargetId,
  options: ExportOptions = {},
): ExportResult {
  const adapter = getTarget(target);
  return withIgnoredOptions(
    adapter,
    options,
    checkOwnExport(
      tools,
      options,
      adapter.label,
      exportGuarded(adapter, tools, options),
      (subset) => exportGuarded(adapter, subset, options),
    ),
  );
}

function exportGuarded(
  adapter: TargetAdapter,
  tools: readonly Tool[],
  options: ExportOptions,
): ExportResult {
  try {
    return adapter.export(tools, options);
  } catch (error) {
    // The transforms recurse through schemas and through the `$ref`s they inline; a chain of
    // thousands of nested definitions (which the parser's depth limit cannot see) overflows the
    // stack. The tools that do are refused with a reason, and the others still export.
    // Anything else a transform throws on is a bug, but the user still gets an answer: the tool
    // that throws is refused with the reason, never the whole export.
    if (!(error instanceof Error)) throw error;
    return exportRefusingOverflows(adapter, tools, options, error);
  }
}

/** Options set to a value that the target does not read are listed, not silently ignored. */
function withIgnoredOptions(
  adapter: TargetAdapter,
  options: ExportOptions,
  result: ExportResult,
): ExportResult {
  const ignored = (Object.keys(options) as (keyof ExportOptions)[]).filter(
    (key) => options[key] !== undefined && options[key] !== false && !adapter.options.includes(key),
  );
  if (ignored.length === 0) return result;
  const notes: ExportChange[] = ignored.map((key) => ({
    code: 'option-ignored',
    kind: 'flagged',
    severity: 'info',
    toolIndex: -1,
    toolName: '',
    pointer: '',
    message: `The ${key} option does not apply to ${adapter.label}; it was ignored.`,
    widening: false,
    narrowing: false,
  }));
  return { ...result, changes: [...result.changes, ...notes] };
}

function exportRefusingOverflows(
  adapter: TargetAdapter,
  tools: readonly Tool[],
  options: ExportOptions,
  original: Error,
): ExportResult {
  const overflowing: number[] = [];
  const failures = new Map<number, Error>();
  tools.forEach((tool, index) => {
    try {
      adapter.export([tool], options);
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      overflowing.push(index);
      failures.set(index, error);
    }
  });
  if (overflowing.length === 0) throw original;
  const kept = tools.map((_, index) => index).filter((index) => !overflowing.includes(index));
  const result = adapter.export(
    kept.map((index) => tools[index]!),
    options,
  );
  const originalIndex = (index: number) => (index < 0 ? index : (kept[index] ?? index));
  const refusals: RefusedTool[] = overflowing.map((toolIndex) => {
    const tool: unknown = tools[toolIndex];
    const name = isPlainObject(tool) && typeof tool.name === 'string' ? tool.name : '';
    const failure = failures.get(toolIndex);
    const reason: ExportChange =
      failure instanceof RangeError
        ? {
            code: 'export-too-deep',
            kind: 'rejected',
            severity: 'error',
            toolIndex,
            toolName: name,
            pointer: '/inputSchema',
            message: `This tool's schema is nested too deeply (directly or through a long chain of $refs) to convert for ${adapter.label}; shorten the chain of definitions.`,
            widening: false,
            narrowing: false,
          }
        : {
            code: 'export-failed',
            kind: 'rejected',
            severity: 'error',
            toolIndex,
            toolName: name,
            pointer: '',
            message: `This tool could not be converted for ${adapter.label} (${failure?.message ?? 'unknown error'}), so it is refused rather than written half-converted. Please report it with the tool.`,
            widening: false,
            narrowing: false,
          };
    return { toolIndex, name, reasons: [reason] };
  });
  return {
    ...result,
    changes: [
      ...result.changes.map((c) => ({ ...c, toolIndex: originalIndex(c.toolIndex) })),
      ...refusals.flatMap((r) => r.reasons),
    ],
    refused: [
      ...result.refused.map((r) => ({
        ...r,
        toolIndex: originalIndex(r.toolIndex),
        reasons: r.reasons.map((c) => ({ ...c, toolIndex: originalIndex(c.toolIndex) })),
      })),
      ...refusals,
    ].sort((a, b) => a.toolIndex - b.toolIndex),
  };
}

export interface ImportFailure {
  ok: false;
  /** Every format tried, with why it did not fit. */
  tried: { target: TargetId; reason: string }[];
  /** One message listing the formats tried and why each did not fit. */
  message: string;
}

function isSidecar(value: unknown): value is ExportSidecar {
  return (
    isPlainObject(value) &&
    value.format === SIDECAR_FORMAT &&
    isPlainObject(value.tools) &&
    typeof value.target === 'string'
  );
}

/**
 * Reads pasted JSON of any target (one tool or many, with or without wrappers) into canonical
 * MCP tools. `from` restricts detection to one target. The CLI's `--format json` envelope is
 * read with its sidecar, so tools come back exactly as written.
 */
export function importAuto(
  json: unknown,
  options: { from?: TargetId; sidecar?: ExportSidecar } = {},
): ImportSuccess | ImportFailure {
  if (
    isPlainObject(json) &&
    json.format === ENVELOPE_FORMAT &&
    typeof json.target === 'string' &&
    isTargetId(json.target)
  ) {
    const sidecar = isSidecar(json.sidecar) ? json.sidecar : options.sidecar;
    return importAuto(json.output, {
      from: options.from ?? json.target,
      ...(sidecar ? { sidecar } : {}),
    });
  }
  const candidates = options.from ? [options.from] : DETECTION_ORDER;
  const tried: { target: TargetId; reason: string }[] = [];
  for (const id of candidates) {
    const result = getTarget(id).import(json, options.sidecar);
    if (result.ok) return result;
    tried.push({ target: id, reason: result.reason });
  }
  const message =
    (options.from
      ? `This JSON is not in the ${getTarget(options.from).label} format: `
      : 'This JSON is not a tool format the studio knows. Tried:\n') +
    tried
      .map((t) =>
        options.from ? t.reason : `- ${getTarget(t.target).label} (${t.target}): ${t.reason}`,
      )
      .join('\n');
  return { ok: false, tried, message };
}
