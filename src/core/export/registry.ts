/**
 * The entry points other layers call (`listTargets`, `getTarget`, `exportTools`, `importAuto`),
 * over the one list of targets in `targets/index.ts`. `createTargetRegistry` builds the same over
 * any list, so a test can add a target without editing anything here.
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
  TargetId,
} from './adapter';
import { ENVELOPE_FORMAT, SIDECAR_FORMAT } from './adapter';
import type { FeatureMatrix, MatrixColumn } from './feature-matrix';
import { buildFeatureMatrix, featureMatrix } from './feature-matrix';
import type { NameFinding } from './names';
import { targetNameFindings } from './names';
import type { PreflightCatalog } from './preflight/run';
import { preflightCatalog } from './preflight/run';
import { checkOwnExport } from './preflight/self-check';
import { TARGETS } from './targets';
import { withoutAppOnlyTools } from './transforms/app-only';
import type { TargetDefinition } from './targets/definition';

type TargetAdapter = TargetDefinition;

export interface ImportFailure {
  ok: false;
  /** Every format tried, with why it did not fit. */
  tried: { target: TargetId; reason: string }[];
  /** One message listing the formats tried and why each did not fit. */
  message: string;
}

export interface TargetRegistry {
  /** In picker order. */
  targets: readonly TargetDefinition[];
  get(id: TargetId): TargetDefinition;
  exportTools(tools: readonly Tool[], target: TargetId, options?: ExportOptions): ExportResult;
  importAuto(
    json: unknown,
    options?: { from?: TargetId; sidecar?: ExportSidecar },
  ): ImportSuccess | ImportFailure;
  /** Every target that would refuse (or frown on) a tool's name. */
  nameFindings(
    tool: { name: string },
    options?: { mcpRevision?: ExportOptions['mcpRevision'] },
  ): NameFinding[];
  featureMatrix: FeatureMatrix;
  /** The provider rules and output layouts the preflight reads. */
  preflight: PreflightCatalog;
}

/** A registry over `targets`: export, import, name rules, matrix and preflight read only this list. */
export function createTargetRegistry(targets: readonly TargetDefinition[]): TargetRegistry {
  const get = (id: TargetId): TargetDefinition => {
    const target = targets.find((t) => t.id === id);
    if (!target) throw new Error(`Unknown export target "${id}".`);
    return target;
  };
  const detectionOrder = [...targets]
    .sort((a, b) => a.detectionOrder - b.detectionOrder)
    .map((t) => t.id);
  const preflight = preflightCatalog(targets);
  const registry: TargetRegistry = {
    targets,
    get,
    exportTools: (tools, target, options = {}) =>
      exportWith(get(target), tools, options, preflight),
    importAuto: (json, options = {}) => importWith(registry, detectionOrder, json, options),
    nameFindings: (tool, options = {}) => targetNameFindings(tool, options, targets),
    featureMatrix: targets === TARGETS ? featureMatrix() : buildFeatureMatrix(targets),
    preflight,
  };
  return registry;
}

const BUILT_IN = createTargetRegistry(TARGETS);

/** The feature matrix of the registered targets, for tables (the CLI's `targets`, the Export tab). */
export const FEATURE_MATRIX = BUILT_IN.featureMatrix.rows;
export const MATRIX_COLUMNS: readonly MatrixColumn[] = BUILT_IN.featureMatrix.columns.map(
  (c) => c.id,
);
export const MATRIX_COLUMN_LABELS = Object.fromEntries(
  BUILT_IN.featureMatrix.columns.map((c) => [c.id, c.label]),
) as Record<MatrixColumn, string>;

export function listTargets(): readonly TargetAdapter[] {
  return BUILT_IN.targets;
}

export function getTarget(id: TargetId): TargetAdapter {
  return BUILT_IN.get(id);
}

export function exportTools(
  tools: readonly Tool[],
  target: TargetId,
  options: ExportOptions = {},
): ExportResult {
  return BUILT_IN.exportTools(tools, target, options);
}

function exportWith(
  adapter: TargetAdapter,
  tools: readonly Tool[],
  options: ExportOptions,
  preflight: PreflightCatalog,
): ExportResult {
  return withoutAppOnlyTools(adapter.id, tools, (kept) =>
    withIgnoredOptions(
      adapter,
      options,
      checkOwnExport(
        kept,
        options,
        adapter.label,
        exportGuarded(adapter, kept, options),
        (subset) => exportGuarded(adapter, subset, options),
        preflight,
      ),
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
    (key) =>
      options[key] !== undefined &&
      options[key] !== false &&
      !adapter.options.some((o) => o.key === key),
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
  return BUILT_IN.importAuto(json, options);
}

function importWith(
  registry: TargetRegistry,
  detectionOrder: readonly TargetId[],
  json: unknown,
  options: { from?: TargetId; sidecar?: ExportSidecar },
): ImportSuccess | ImportFailure {
  const getTarget = registry.get;
  if (
    isPlainObject(json) &&
    json.format === ENVELOPE_FORMAT &&
    typeof json.target === 'string' &&
    registry.targets.some((t) => t.id === json.target)
  ) {
    const sidecar = isSidecar(json.sidecar) ? json.sidecar : options.sidecar;
    return importWith(registry, detectionOrder, json.output, {
      from: options.from ?? (json.target as TargetId),
      ...(sidecar ? { sidecar } : {}),
    });
  }
  const candidates = options.from ? [options.from] : detectionOrder;
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
