/**
 * App-only tools (MCP Apps: `_meta.ui.visibility` without "model") are for the app's UI, and
 * hosts MUST NOT show them to the model. A provider export is what the model sees, so such a tool
 * is left out of it, with a listed change; the MCP targets (and the ToolHive registry, which
 * describes the server) keep it, since the server still serves it to the app.
 */
import { APPS_SPEC_URL, isAppOnlyTool } from '../../mcp/apps';
import type { Tool } from '../../model/types';
import type { ExportChange, ExportResult, TargetId } from '../adapter';

/** Targets that describe the server's tool list rather than what a model is given. */
const SERVER_SIDE_TARGETS: ReadonlySet<TargetId> = new Set<TargetId>([
  'mcp',
  'mcp-list',
  'toolhive',
]);

/** True when a target is what a model sees, so app-only tools stay out of it. */
export function leavesOutAppOnlyTools(target: TargetId): boolean {
  return !SERVER_SIDE_TARGETS.has(target);
}

/**
 * Runs `run` over the tools a model may see and lists each app-only tool as left out, keeping
 * every change and refusal pointed at the tool's index in `tools`.
 */
export function withoutAppOnlyTools(
  target: TargetId,
  tools: readonly Tool[],
  run: (kept: readonly Tool[]) => ExportResult,
): ExportResult {
  if (!leavesOutAppOnlyTools(target)) return run(tools);
  const appOnly = tools.flatMap((tool, index) => (isAppOnlyTool(tool) ? [index] : []));
  if (appOnly.length === 0) return run(tools);
  const kept = tools.map((_, index) => index).filter((index) => !appOnly.includes(index));
  const result = run(kept.map((index) => tools[index]!));
  const original = (index: number) => (index < 0 ? index : (kept[index] ?? index));
  const leftOut: ExportChange[] = appOnly.map((toolIndex) => ({
    code: 'app-only-tool-left-out',
    kind: 'dropped',
    severity: 'info',
    toolIndex,
    toolName: typeof tools[toolIndex]!.name === 'string' ? tools[toolIndex]!.name : '',
    pointer: '/_meta/ui/visibility',
    message: `This tool is app-only (its _meta.ui.visibility lacks "model"): hosts do not show it to the model, so it is left out of this export (${APPS_SPEC_URL}).`,
    widening: false,
    narrowing: false,
  }));
  return {
    ...result,
    changes: [
      ...result.changes.map((change) => ({ ...change, toolIndex: original(change.toolIndex) })),
      ...leftOut,
    ],
    refused: result.refused.map((refusal) => ({
      ...refusal,
      toolIndex: original(refusal.toolIndex),
      reasons: refusal.reasons.map((reason) => ({
        ...reason,
        toolIndex: original(reason.toolIndex),
      })),
    })),
  };
}
