/**
 * The top of the export layer: the entry points other layers call (`listTargets`, `getTarget`,
 * `exportTools`, `importAuto`, the name rules, the feature matrix, the preflight's catalogue),
 * over the one list of targets in `targets/index.ts`. Only this module (with the barrel that
 * re-exports it) reads that list; the layers below take target definitions as arguments and
 * `TargetId` from target-names.ts, so nothing below imports a target back (the lint's
 * `scripts/import-cycles.mjs` fails on a cycle). `createTargetRegistry` builds the same over any
 * list, so a test can add a target without editing anything here.
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
import type { FeatureMatrix, MatrixColumnDefinition } from './feature-matrix';
import { buildFeatureMatrix, columnOf } from './feature-matrix';
import type { NameFinding, NameRule } from './names';
import { nameFindingsAmong } from './names';
import type { PreflightCatalog, PreflightFinding, PreflightRule } from './preflight/run';
import { preflightCatalog, preflightExport as runPreflight } from './preflight/run';
import { checkOwnExport } from './preflight/self-check';
import type { CodeSnippet } from '../snippets/snippets';
import { snippetsOf } from '../snippets/snippets';
import { TARGETS } from './targets';
import { withoutAppOnlyTools } from './transforms/app-only';
import type { TargetDefinition } from './targets/definition';

/** A column of the feature matrix: a target, or a mode of one (strict, Gemini JSON Schema). */
export type MatrixColumn = (typeof TARGETS)[number]['matrix'][number]['id'];

/** A registered target, as callers see it: its columns are the registered matrix's. */
type TargetAdapter = TargetDefinition<TargetId, MatrixColumn>;

export interface ImportFailure {
  ok: false;
  /** Every format tried, with why it did not fit. */
  tried: { target: TargetId; reason: string }[];
  /** One message listing the formats tried and why each did not fit. */
  message: string;
}

export interface TargetRegistry<Target extends TargetDefinition = TargetDefinition> {
  /** In picker order. */
  targets: readonly Target[];
  get(id: TargetId): Target;
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
  /** The Export tab's code snippets for an export to `target` (none when it has no `snippet`). */
  snippets(target: TargetId, json: string, output: unknown): CodeSnippet[];
}

/** A registry over `targets`: export, import, name rules, matrix and preflight read only this list. */
export function createTargetRegistry<Target extends TargetDefinition>(
  targets: readonly Target[],
): TargetRegistry<Target> {
  const get = (id: TargetId): Target => {
    const target = targets.find((t) => t.id === id);
    if (!target) throw new Error(`Unknown export target "${id}".`);
    return target;
  };
  const detectionOrder = [...targets]
    .sort((a, b) => a.detectionOrder - b.detectionOrder)
    .map((t) => t.id);
  const preflight = preflightCatalog(targets);
  const registry: TargetRegistry<Target> = {
    targets,
    get,
    exportTools: (tools, target, options = {}) =>
      exportWith(get(target), tools, options, preflight),
    importAuto: (json, options = {}) => importWith(registry, detectionOrder, json, options),
    nameFindings: (tool, options = {}) => nameFindingsAmong(targets, tool, options),
    featureMatrix: buildFeatureMatrix(targets),
    preflight,
    snippets: (target, json, output) => {
      const snippet = get(target).snippet;
      return snippet ? snippetsOf(snippet, json, output) : [];
    },
  };
  return registry;
}

const BUILT_IN = createTargetRegistry<TargetAdapter>(TARGETS);
const MATRIX = buildFeatureMatrix(TARGETS);

/** The feature matrix of the registered targets, for tables (the CLI's `targets`, the Export tab). */
export const FEATURE_MATRIX = MATRIX.rows;
export const MATRIX_COLUMNS: readonly MatrixColumn[] = MATRIX.columns.map((c) => c.id);
export const MATRIX_COLUMN_LABELS = Object.fromEntries(
  MATRIX.columns.map((c) => [c.id, c.label]),
) as Record<MatrixColumn, string>;

/** A registered column as its target module declares it (what the module hands its transforms). */
export function matrixColumn(id: MatrixColumn): MatrixColumnDefinition {
  const columns: readonly MatrixColumnDefinition[] = listTargets().flatMap((t) => t.matrix);
  return columnOf(columns, id);
}

/** The provider rules and output layouts of the registered targets. */
const PREFLIGHT_CATALOG: PreflightCatalog = BUILT_IN.preflight;
export const PREFLIGHT_RULES: readonly PreflightRule[] = PREFLIGHT_CATALOG.rules;

/**
 * What the target's provider would reply to the exported JSON (`preflight/run.ts`), by the
 * registered targets' rules unless a test hands in its own catalogue.
 */
export function preflightExport(
  result: Pick<ExportResult, 'target' | 'output' | 'refused'>,
  tools: readonly Tool[],
  options: ExportOptions = {},
  catalog: PreflightCatalog = PREFLIGHT_CATALOG,
): PreflightFinding[] {
  return runPreflight(result, tools, options, catalog);
}

/**
 * The TypeScript and Python snippets for an export to a registered target, from the target's
 * `snippet` (beside its module). `json` is the exported text exactly as shown (serializeExport),
 * `output` the same value unserialised, used only to see its shape.
 */
export function buildSnippets(target: TargetId, json: string, output: unknown): CodeSnippet[] {
  return BUILT_IN.snippets(target, json, output);
}

/** Every registered target that would refuse (error) or frown on (warning) a tool's name. */
export function targetNameFindings(
  tool: { name: string },
  options: { mcpRevision?: ExportOptions['mcpRevision'] } = {},
): NameFinding[] {
  return BUILT_IN.nameFindings(tool, options);
}

/** The rule a registered target applies to a tool name; undefined when it has none. */
export function nameRuleFor(
  target: TargetId,
  mcpRevision?: ExportOptions['mcpRevision'],
): NameRule | undefined {
  return BUILT_IN.get(target).nameRule(mcpRevision ? { mcpRevision } : {});
}

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
  adapter: TargetDefinition,
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
  adapter: TargetDefinition,
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
  adapter: TargetDefinition,
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
  adapter: TargetDefinition,
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
