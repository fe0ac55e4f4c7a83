import type { Diagnostic, Severity } from '../core';
import { DOCUMENT_KIND_LABELS, MULTI_TOOL_KINDS } from '../core';
import { withToolsetFindings } from './tool-status';
import { quickToolName } from './tool-text';
import type { WorkspaceState } from './workspace-store';
import type { Analysis, Sample, WorkspaceTool } from './types';

/**
 * Read-only views of the workspace. Components subscribe to the narrowest one, e.g.
 * `useWorkspace(selectActiveToolText)`. Selectors returning new arrays or objects are memoised
 * on their inputs so that subscribers do not re-render for nothing.
 */

export function selectActiveTool(state: WorkspaceState): WorkspaceTool | undefined {
  return state.tools.find((t) => t.id === state.activeToolId);
}

export function selectActiveToolId(state: WorkspaceState): string | undefined {
  return state.activeToolId;
}

/** The active tool's JSON text ('' when there is none). */
export function selectActiveToolText(state: WorkspaceState): string {
  return selectActiveTool(state)?.text ?? '';
}

/**
 * The worker's analysis of the active tool's current text, or undefined while it is being
 * computed (the text changed since the last result).
 */
export function selectActiveAnalysis(state: WorkspaceState): Analysis | undefined {
  const tool = selectActiveTool(state);
  return tool && currentAnalysis(state, tool);
}

/** The worker's analysis of a tool's current text; undefined while the text is newer. */
function currentAnalysis(state: WorkspaceState, tool: WorkspaceTool): Analysis | undefined {
  const entry = state.analyses[tool.id];
  return entry && entry.text === tool.text ? entry.analysis : undefined;
}

/** The latest analysis of the active tool even if the text moved on since (for views that should not flicker). */
export function selectLatestActiveAnalysis(state: WorkspaceState): Analysis | undefined {
  const id = state.activeToolId;
  return id ? state.analyses[id]?.analysis : undefined;
}

const emptyDiagnostics: Diagnostic[] = [];

/** Diagnostics of the active tool's latest analysis, with the toolset rules' findings for that text. */
export function selectActiveDiagnostics(state: WorkspaceState): readonly Diagnostic[] {
  const id = state.activeToolId;
  const entry = id ? state.analyses[id] : undefined;
  if (!id || !entry) return emptyDiagnostics;
  return withToolsetFindings(state, id, entry.text, entry.analysis.diagnostics);
}

/**
 * A tool's samples (none for an unknown id). A panel reads those of the tool it shows
 * (`useActiveTool`), so what it draws never pairs one tool's form with another tool's values,
 * whatever the order in which the panel and the store follow a switch.
 */
export function selectSamples(state: WorkspaceState, toolId: string | undefined): Sample[] {
  return state.tools.find((t) => t.id === toolId)?.samples ?? emptySamples;
}
const emptySamples: Sample[] = [];

/** The sample selected for a tool, if any. */
export function selectSample(
  state: WorkspaceState,
  toolId: string | undefined,
): Sample | undefined {
  const tool = state.tools.find((t) => t.id === toolId);
  return tool?.samples.find((s) => s.id === tool.activeSampleId);
}

export type SeverityCounts = Record<Severity, number>;

export function countBySeverity(diagnostics: readonly Diagnostic[]): SeverityCounts {
  const counts: SeverityCounts = { error: 0, warning: 0, info: 0 };
  for (const d of diagnostics) counts[d.severity] += 1;
  return counts;
}

const labelCache = new Map<string, { text: string; label: string }>();

/**
 * The name the tool list shows: the tool's name, a summary for multi-tool documents, or
 * "untitled". Pass the analysis only when it is current for the tool's text. Without one, the
 * name is read from the text once per text, as the list asks for every tool on each render.
 */
export function toolLabel(tool: WorkspaceTool, analysis?: Analysis): string {
  if (analysis && MULTI_TOOL_KINDS.has(analysis.kind))
    return `${DOCUMENT_KIND_LABELS[analysis.kind]} (${analysis.tools.length} tools)`;
  if (analysis && analysis.kind !== 'unknown') return analysis.tools[0]?.name ?? 'untitled';
  const cached = labelCache.get(tool.id);
  if (cached && cached.text === tool.text) return cached.label;
  const label = quickToolName(tool.text) ?? 'untitled';
  labelCache.set(tool.id, { text: tool.text, label });
  return label;
}

/**
 * The label where the workspace lists a tool (the Tools list, Problems' "All tools"): from its
 * analysis when that is for its current text. While the text is newer (keys typed since), a
 * document of several tools keeps its last analysis's label until the next one arrives: looking
 * for a top-level `name` in it would read the whole document on every key (8–15 ms for a 596-tool
 * tools/list) and find none. A single tool's name is read from its new text, where it usually
 * comes first.
 */
export function workspaceLabel(state: WorkspaceState, tool: WorkspaceTool): string {
  const current = currentAnalysis(state, tool);
  if (current) return toolLabel(tool, current);
  const last = state.analyses[tool.id]?.analysis;
  return last && MULTI_TOOL_KINDS.has(last.kind) ? toolLabel(tool, last) : toolLabel(tool);
}

/** Plain data to persist: tools and the active tool, without analyses or notices. */
export function selectPersistedData(state: WorkspaceState): {
  tools: WorkspaceTool[];
  activeToolId: string | undefined;
} {
  return { tools: state.tools, activeToolId: state.activeToolId };
}
