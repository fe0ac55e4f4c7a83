import { mergeToolsetFindings } from '../core';
import type { Diagnostic, Severity } from '../core';
import type { WorkspaceState } from './workspace-store';
import type { ToolCheck, ToolsetFindings, WorkspaceTool } from './types';

export type SeverityTally = Record<Severity, number>;

/**
 * What a Tools list row says about its tool. `stale` marks counts kept from an earlier text of
 * the tool while its current text is being checked, so the row does not flicker as it is typed.
 */
export type ToolStatus =
  | { state: 'checking' }
  | { state: 'not-checked'; reason: string }
  | { state: 'checked'; counts: SeverityTally; stale: boolean };

function tally(diagnostics: readonly Diagnostic[]): SeverityTally {
  const counts: SeverityTally = { error: 0, warning: 0, info: 0 };
  for (const d of diagnostics) counts[d.severity] += 1;
  return counts;
}

/** A background verdict from an analysis: the counts and the findings, without their quick fixes. */
export function checkedFrom(text: string, diagnostics: readonly Diagnostic[]): ToolCheck {
  return {
    text,
    status: 'checked',
    counts: tally(diagnostics),
    diagnostics: diagnostics.map((d) => {
      if (!d.fix) return d;
      const { fix: _fix, ...rest } = d;
      return rest;
    }),
  };
}

/**
 * Whether the tool's current text already has a verdict: the active tool's own analysis, or a
 * background check (including "not checked", retried only after every other tool).
 */
export function hasVerdict(state: WorkspaceState, tool: WorkspaceTool): boolean {
  return state.analyses[tool.id]?.text === tool.text || state.checks[tool.id]?.text === tool.text;
}

/** Merged lists by their two parts, so a selector returns the same array until either changes. */
const mergedLists = new WeakMap<readonly Diagnostic[], WeakMap<ToolsetFindings, Diagnostic[]>>();

/**
 * `own` (a tool's analysis of `text`) with the toolset findings the workspace has for that text
 * (mergeToolsetFindings), the same array for the same two parts.
 */
export function withToolsetFindings(
  state: Pick<WorkspaceState, 'toolset'>,
  toolId: string,
  text: string,
  own: readonly Diagnostic[],
): readonly Diagnostic[] {
  const extra = state.toolset[toolId];
  if (!extra || extra.text !== text || extra.diagnostics.length === 0) return own;
  let byExtra = mergedLists.get(own);
  const cached = byExtra?.get(extra);
  if (cached) return cached;
  const merged = mergeToolsetFindings(own, extra.diagnostics);
  if (!byExtra) mergedLists.set(own, (byExtra = new WeakMap()));
  byExtra.set(extra, merged);
  return merged;
}

/**
 * The findings the workspace knows for a tool's current text, or undefined while it is being
 * checked. The single place a row's findings come from, the toolset rules' findings merged in,
 * so the badges, their descriptions and "All tools" agree.
 */
export function toolFindings(
  state: WorkspaceState,
  tool: WorkspaceTool,
): { diagnostics: readonly Diagnostic[]; counts?: SeverityTally } | undefined {
  const analysis = state.analyses[tool.id];
  if (analysis?.text === tool.text)
    return {
      diagnostics: withToolsetFindings(state, tool.id, tool.text, analysis.analysis.diagnostics),
    };
  const check = state.checks[tool.id];
  if (check?.text === tool.text && check.status === 'checked') {
    const diagnostics = withToolsetFindings(state, tool.id, tool.text, check.diagnostics);
    return diagnostics === check.diagnostics
      ? { diagnostics, counts: check.counts }
      : { diagnostics };
  }
  return undefined;
}

/** A tool's status with the entries it was worked out from: the same object until one changes. */
interface StatusMemo {
  analysis: WorkspaceState['analyses'][string] | undefined;
  check: ToolCheck | undefined;
  toolset: ToolsetFindings | undefined;
  status: ToolStatus;
}

/**
 * Keyed by the tool object, which the store replaces whenever the tool changes: the Tools list
 * and the status bar ask for every tool's status on every store update (a keystroke makes
 * several), and with hundreds of tools working each out again was most of a keystroke's cost.
 */
const statusMemo = new WeakMap<WorkspaceTool, StatusMemo>();

/** What the tool's row shows: its counts, "checking", or why it could not be checked. */
export function toolStatus(state: WorkspaceState, tool: WorkspaceTool): ToolStatus {
  const analysis = state.analyses[tool.id];
  const check = state.checks[tool.id];
  const toolset = state.toolset[tool.id];
  const memo = statusMemo.get(tool);
  if (memo && memo.analysis === analysis && memo.check === check && memo.toolset === toolset)
    return memo.status;
  const status = workOutStatus(state, tool);
  statusMemo.set(tool, { analysis, check, toolset, status });
  return status;
}

/** Whether two statuses say the same thing (a row need not be drawn again). */
export function sameStatus(a: ToolStatus, b: ToolStatus): boolean {
  if (a === b) return true;
  if (a.state === 'checking') return b.state === 'checking';
  if (a.state === 'not-checked') return b.state === 'not-checked' && a.reason === b.reason;
  return (
    b.state === 'checked' &&
    a.stale === b.stale &&
    a.counts.error === b.counts.error &&
    a.counts.warning === b.counts.warning &&
    a.counts.info === b.counts.info
  );
}

function workOutStatus(state: WorkspaceState, tool: WorkspaceTool): ToolStatus {
  const findings = toolFindings(state, tool);
  if (findings)
    return {
      state: 'checked',
      counts: findings.counts ?? tally(findings.diagnostics),
      stale: false,
    };
  const check = state.checks[tool.id];
  if (check?.text === tool.text && check.status === 'not-checked')
    return { state: 'not-checked', reason: check.reason };
  // While the text is being checked, keep the last counts rather than blank the row.
  const previous = state.analyses[tool.id];
  if (previous)
    return { state: 'checked', counts: tally(previous.analysis.diagnostics), stale: true };
  if (check?.status === 'checked') return { state: 'checked', counts: check.counts, stale: true };
  return { state: 'checking' };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** The row's accessible description, e.g. "2 errors, 1 warning", "No problems" or "Checking…". */
export function describeToolStatus(status: ToolStatus): string {
  if (status.state === 'checking') return 'Checking…';
  if (status.state === 'not-checked') return `Not checked: ${status.reason}`;
  const { error, warning, info } = status.counts;
  const parts: string[] = [];
  if (error > 0) parts.push(plural(error, 'error'));
  if (warning > 0) parts.push(plural(warning, 'warning'));
  if (info > 0) parts.push(`${info} info`);
  const text = parts.length === 0 ? 'No problems' : parts.join(', ');
  return status.stale ? `${text} (checking…)` : text;
}
