/**
 * What the Export panel shows, computed without React: which tools are exported, the exported
 * text (through the core's `serializeExport`, so it is byte for byte what `tool-schema export`
 * prints), and each change located in the workspace document it came from.
 */
import {
  DEFAULT_MCP_REVISION,
  documentPointer,
  exportOutputProblem,
  exportTools,
  getTarget,
  listTargets,
  readExportSources,
  nameOf,
  serializeExport,
} from '../../core';
import type {
  ExportChange,
  ExportOptions,
  ExportResult,
  ExportSource,
  MatrixColumn,
  TargetId,
} from '../../core';

/** One entry of the Target picker: a target, possibly with a mode (OpenAI strict). */
export interface ExportPreset {
  id: string;
  label: string;
  target: TargetId;
  options: ExportOptions;
  /** The feature-matrix column that describes this preset. */
  column: MatrixColumn;
}

/** The picker: each target's own entries (its module's `presets`), in the targets' order. */
export const EXPORT_PRESETS: readonly ExportPreset[] = listTargets().flatMap((target) =>
  target.presets.map(({ id, label, options, target: sibling }) => {
    const exportsTo = getTarget(sibling ?? target.id);
    // Named from the one list (TARGET_NAMES, MODE_NAMES), as in every other panel.
    return {
      id,
      label: nameOf(id) ?? label,
      target: exportsTo.id,
      options,
      column: exportsTo.columnFor(options),
    };
  }),
);

/**
 * A feature-matrix column's label, from the same list as the picker's: a target's or a mode's
 * name, or for a column two targets share (OpenAI's), the first of them in the picker.
 */
export function columnLabel(column: MatrixColumn): string {
  return nameOf(column) ?? EXPORT_PRESETS.find((p) => p.column === column)?.label ?? column;
}

export function presetById(id: string): ExportPreset {
  return EXPORT_PRESETS.find((p) => p.id === id) ?? EXPORT_PRESETS[0]!;
}

export type ExportScope = 'tool' | 'all';

/** A workspace document as the panel needs it. */
export interface SourceDocument {
  id: string;
  text: string;
}

/** A tool found in a workspace document, with where it sits (see the core's ExportSource). */
export interface SourceTool extends ExportSource {
  documentId: string;
  /** The provider format the document was read as, when it is not a studio tool document. */
  readAs?: TargetId;
}

/** A document that could not be read as tools, and why. */
export interface UnreadableDocument {
  documentId: string;
  reason: string;
}

type DocumentReading =
  { tools: SourceTool[]; reason?: undefined } | { tools?: undefined; reason: string };

/** Reads a document as `tool-schema export` reads FILE (the core's readExportSources). */
function readExportDocument(doc: SourceDocument): DocumentReading {
  const reading = readExportSources(doc.text);
  if (reading.ok) {
    return {
      tools: reading.tools.map((source) => ({
        ...source,
        documentId: doc.id,
        ...(reading.readAs ? { readAs: reading.readAs } : {}),
      })),
    };
  }
  const first = reading.syntaxError;
  if (first)
    return {
      reason: `The JSON has an error at line ${first.start.line}, column ${first.start.column}: ${first.message}`,
    };
  if (reading.document.value === undefined) return { reason: 'The JSON could not be read.' };
  return { reason: 'The JSON holds no tool definition the studio or any provider format knows.' };
}

/**
 * Readings by document id, reused while the text is unchanged: with "all tools" the panel would
 * otherwise re-parse every document of the workspace on each keystroke in one of them.
 */
const readings = new Map<string, { text: string; reading: DocumentReading }>();
const MAX_CACHED_READINGS = 2_000;

function cachedReading(doc: SourceDocument): DocumentReading {
  const hit = readings.get(doc.id);
  if (hit && hit.text === doc.text) return hit.reading;
  if (readings.size >= MAX_CACHED_READINGS) readings.clear();
  const reading = readExportDocument(doc);
  readings.set(doc.id, { text: doc.text, reading });
  return reading;
}

export function collectTools(documents: readonly SourceDocument[]): {
  tools: SourceTool[];
  unreadable: UnreadableDocument[];
} {
  const tools: SourceTool[] = [];
  const unreadable: UnreadableDocument[] = [];
  for (const doc of documents) {
    const reading = cachedReading(doc);
    if (reading.tools) tools.push(...reading.tools);
    else unreadable.push({ documentId: doc.id, reason: reading.reason });
  }
  return { tools, unreadable };
}

/** Where in the workspace a change points: a document and a pointer into its text. */
export interface SourceLocation {
  documentId: string;
  pointer: string;
}

export interface LocatedChange {
  change: ExportChange;
  location: SourceLocation | undefined;
}

/**
 * Maps a change's pointer (relative to the canonical tool) back into the document text: the
 * tool's own pointer in the document, and Spark's `input_schema` spelling where it applies.
 */
export function locateChange(
  change: Pick<ExportChange, 'toolIndex' | 'pointer'>,
  tools: readonly SourceTool[],
): SourceLocation | undefined {
  const source = tools[change.toolIndex];
  const pointer = source ? documentPointer(source, change.pointer) : undefined;
  return source && pointer !== undefined ? { documentId: source.documentId, pointer } : undefined;
}

export interface ExportView {
  preset: ExportPreset;
  result: ExportResult;
  /** The exported text, or undefined when nothing could be exported (every tool refused, or `unwritable`). */
  text: string | undefined;
  /** Why the output is not written although tools were converted (too large or deep to read back). */
  unwritable?: string;
  changes: LocatedChange[];
  /** Download name, e.g. `get_weather.openai-strict.json`. */
  fileName: string;
}

/** Characters safe in a file name on every common system. */
function fileSafe(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9_.-]+/g, '_').replace(/^[.]+/, '');
  return safe.slice(0, 80) || 'tool';
}

export function exportFileName(
  tools: readonly SourceTool[],
  scope: ExportScope,
  preset: ExportPreset,
): string {
  const base =
    scope === 'all' || tools.length !== 1
      ? scope === 'all'
        ? 'workspace'
        : 'tools'
      : fileSafe(tools[0]!.tool.name);
  return `${base}.${preset.id}.json`;
}

/** Switches the panel shows next to the picker; each reaches only the targets that read it. */
export type ExtraExportOptions = Pick<
  ExportOptions,
  'applyNameSuggestions' | 'mcpRevision' | 'geminiJsonSchema' | 'keepExtensions'
>;

/** Which of the panel's switches a preset's target reads (its adapter says so). */
export function acceptedOptions(preset: ExportPreset): ReadonlySet<keyof ExportOptions> {
  return new Set(getTarget(preset.target).options.map((o) => o.key));
}

/** What each option does for the preset's target, in its module's words (shown as a tooltip). */
export function optionHelp(preset: ExportPreset): ReadonlyMap<keyof ExportOptions, string> {
  return new Map(getTarget(preset.target).options.map((o) => [o.key, o.help]));
}

/**
 * The options an export runs with: the preset's mode plus the switches its target reads, left out
 * when at their default, so the same export from the CLI passes the same flags.
 */
export function exportOptionsFor(
  preset: ExportPreset,
  extra: ExtraExportOptions = {},
): ExportOptions {
  const accepted = acceptedOptions(preset);
  const options: ExportOptions = { ...preset.options };
  if (extra.applyNameSuggestions && accepted.has('applyNameSuggestions'))
    options.applyNameSuggestions = true;
  if (extra.geminiJsonSchema && accepted.has('geminiJsonSchema')) options.geminiJsonSchema = true;
  if (extra.keepExtensions && accepted.has('keepExtensions')) options.keepExtensions = true;
  if (
    extra.mcpRevision &&
    extra.mcpRevision !== DEFAULT_MCP_REVISION &&
    accepted.has('mcpRevision')
  ) {
    options.mcpRevision = extra.mcpRevision;
  }
  return options;
}

/** The feature-matrix column for a preset as configured (Gemini has a JSON Schema mode). */
export function matrixColumnFor(
  preset: ExportPreset,
  extra: ExtraExportOptions = {},
): MatrixColumn {
  return getTarget(preset.target).columnFor(exportOptionsFor(preset, extra));
}

export function buildExportView(
  tools: readonly SourceTool[],
  scope: ExportScope,
  preset: ExportPreset,
  extra: ExtraExportOptions = {},
): ExportView {
  const result = exportTools(
    tools.map((t) => t.tool),
    preset.target,
    exportOptionsFor(preset, extra),
  );
  const nothingWritten =
    result.output === null || result.output === undefined || result.refused.length >= tools.length;
  const text = nothingWritten ? undefined : serializeExport(result.output);
  const unwritable = text === undefined ? undefined : exportOutputProblem(text);
  return {
    preset,
    result,
    text: unwritable ? undefined : text,
    ...(unwritable ? { unwritable } : {}),
    changes: result.changes.map((change) => ({ change, location: locateChange(change, tools) })),
    fileName: exportFileName(tools, scope, preset),
  };
}
