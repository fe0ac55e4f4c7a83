import { memo, useId, useMemo, useState } from 'react';
import type { Diagnostic, Severity } from '../../core';
import { PROBLEMS_ALL_TOOLS_MAX_SHOWN } from '../../core';
import {
  countBySeverity,
  revealInTool,
  selectActiveDiagnostics,
  selectLatestActiveAnalysis,
  toolFindings,
  useWorkspace,
  workspaceLabel,
  workspaceStore,
} from '../../store';
import type { WorkspaceState, WorkspaceTool } from '../../store';
import { diagnosticKeys } from '../../components/diagnostic-keys';
import './problems.css';

const ICONS: Record<Severity, string> = { error: '✖', warning: '▲', info: 'ℹ' };
const SEVERITIES: { severity: Severity; label: string }[] = [
  { severity: 'error', label: 'Errors' },
  { severity: 'warning', label: 'Warnings' },
  { severity: 'info', label: 'Info' },
];
type Scope = 'tool' | 'all';
type Shown = Record<Severity, boolean>;

const selectPending = (s: WorkspaceState) => {
  const tool = s.tools.find((t) => t.id === s.activeToolId);
  return !!tool && s.analyses[tool.id]?.text !== tool.text;
};
const selectValidationProblem = (s: WorkspaceState) => s.validationProblem;
const selectTools = (s: WorkspaceState) => s.tools;
const selectAnalyses = (s: WorkspaceState) => s.analyses;
const selectChecks = (s: WorkspaceState) => s.checks;
const selectToolset = (s: WorkspaceState) => s.toolset;
const selectActiveId = (s: WorkspaceState) => s.activeToolId;

function formatLocation(d: Diagnostic): string {
  return `Ln ${d.start.line}, Col ${d.start.column}`;
}

/**
 * Every finding of the active tool, or of all tools grouped by tool, filterable by severity;
 * each entry jumps to its range (opening its tool first).
 */
export function ProblemsPanel() {
  const [scope, setScope] = useState<Scope>('tool');
  const [shown, setShown] = useState<Shown>({ error: true, warning: true, info: true });
  const pending = useWorkspace(selectPending);
  const validationProblem = useWorkspace(selectValidationProblem);
  const groups = useAllToolGroups(scope === 'all');
  const activeDiagnostics = useWorkspace(selectActiveDiagnostics);
  const counts = scope === 'all' ? sumCounts(groups ?? []) : countBySeverity(activeDiagnostics);
  const scopeName = useId();

  return (
    <section className="problems" aria-label="Problems">
      <header className="pane-header">
        <h2 className="pane-title">Problems</h2>
        <div className="problems-scope" role="radiogroup" aria-label="Show problems of">
          {(
            [
              ['tool', 'This tool'],
              ['all', 'All tools'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="scope-option">
              <input
                type="radio"
                name={scopeName}
                value={value}
                checked={scope === value}
                onChange={() => setScope(value)}
              />
              {label}
            </label>
          ))}
        </div>
        <div className="filters" role="group" aria-label="Show severities">
          {SEVERITIES.map(({ severity, label }) => (
            <button
              key={severity}
              type="button"
              className="filter"
              aria-pressed={shown[severity]}
              onClick={() => setShown((s) => ({ ...s, [severity]: !s[severity] }))}
            >
              <span className={`severity-icon severity-${severity}`} aria-hidden="true">
                {ICONS[severity]}
              </span>{' '}
              {label} {counts[severity]}
            </button>
          ))}
        </div>
        {scope === 'tool' && pending && <span className="checking">Checking…</span>}
        {scope === 'all' && groups && <AllToolsProgress groups={groups} />}
      </header>
      {validationProblem && (
        <p className="validation-problem" role="alert">
          {validationProblem}
        </p>
      )}
      {scope === 'tool' ? (
        <ThisToolProblems diagnostics={activeDiagnostics} shown={shown} />
      ) : (
        <AllToolsProblems groups={groups ?? []} shown={shown} />
      )}
    </section>
  );
}

function ThisToolProblems({
  diagnostics,
  shown,
}: {
  diagnostics: readonly Diagnostic[];
  shown: Shown;
}) {
  const analysis = useWorkspace(selectLatestActiveAnalysis);
  const activeId = useWorkspace(selectActiveId);
  // In a document with several tools, say which tool a finding belongs to.
  const toolNameOf = (d: Diagnostic): string | undefined =>
    analysis && analysis.tools.length > 1 && d.toolIndex !== undefined
      ? (analysis.tools[d.toolIndex]?.name ?? `tool ${d.toolIndex + 1}`)
      : undefined;
  const visible = diagnostics.filter((d) => shown[d.severity]);
  if (visible.length === 0)
    return (
      <p className="empty">
        {diagnostics.length === 0
          ? 'No problems found.'
          : 'No problems of the selected severities.'}
      </p>
    );
  const keys = diagnosticKeys(visible);
  return (
    <ul className="problem-list">
      {visible.map((d, i) => (
        <li key={keys[i]}>
          <ProblemButton diagnostic={d} toolId={activeId} prefix={toolNameOf(d)} />
        </li>
      ))}
    </ul>
  );
}

function ProblemButton({
  diagnostic: d,
  toolId,
  prefix,
}: {
  diagnostic: Diagnostic;
  toolId: string | undefined;
  prefix?: string | undefined;
}) {
  return (
    <button
      type="button"
      className={`problem problem-${d.severity}`}
      onClick={() => toolId && revealInTool(toolId, d.offset, d.length)}
    >
      <span className={`severity-icon severity-${d.severity}`} role="img" aria-label={d.severity}>
        {ICONS[d.severity]}
      </span>
      <span className="problem-message">
        {prefix && <span className="problem-tool">{prefix}: </span>}
        {d.message}
      </span>
      <code className="problem-code">{d.code}</code>
      <span className="problem-location">{formatLocation(d)}</span>
    </button>
  );
}

/** One tool's findings in "All tools": undefined while its current text is being checked. */
interface ToolGroup {
  id: string;
  label: string;
  diagnostics: readonly Diagnostic[] | undefined;
  notChecked: string | undefined;
}

function groupOf(state: WorkspaceState, tool: WorkspaceTool): ToolGroup {
  const findings = toolFindings(state, tool);
  // The active tool keeps its latest findings while it is typed in, as "This tool" does.
  const latest =
    findings?.diagnostics ??
    (tool.id === state.activeToolId ? selectActiveDiagnostics(state) : undefined);
  const check = state.checks[tool.id];
  const notChecked =
    check?.text === tool.text && check.status === 'not-checked' ? check.reason : undefined;
  return { id: tool.id, label: workspaceLabel(state, tool), diagnostics: latest, notChecked };
}

/** Every tool's group, recomputed only when tools, analyses or checks change and only while shown. */
function useAllToolGroups(enabled: boolean): ToolGroup[] | undefined {
  const tools = useWorkspace(selectTools);
  const analyses = useWorkspace(selectAnalyses);
  const checks = useWorkspace(selectChecks);
  const toolset = useWorkspace(selectToolset);
  const activeToolId = useWorkspace(selectActiveId);
  return useMemo(() => {
    if (!enabled) return undefined;
    const state = { ...workspaceStore.getState(), tools, analyses, checks, toolset, activeToolId };
    return tools.map((tool) => groupOf(state, tool));
  }, [enabled, tools, analyses, checks, toolset, activeToolId]);
}

function sumCounts(groups: readonly ToolGroup[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const group of groups) for (const d of group.diagnostics ?? []) counts[d.severity] += 1;
  return counts;
}

function AllToolsProgress({ groups }: { groups: readonly ToolGroup[] }) {
  const checking = groups.filter((g) => g.diagnostics === undefined && !g.notChecked).length;
  if (checking === 0) return null;
  return (
    <span className="checking">
      Checking {checking} of {groups.length} tools…
    </span>
  );
}

function AllToolsProblems({ groups, shown }: { groups: readonly ToolGroup[]; shown: Shown }) {
  let budget = PROBLEMS_ALL_TOOLS_MAX_SHOWN;
  let hidden = 0;
  const drawn: { group: ToolGroup; visible: Diagnostic[] }[] = [];
  for (const group of groups) {
    const visible = (group.diagnostics ?? []).filter((d) => shown[d.severity]);
    if (visible.length === 0 && !group.notChecked) continue;
    const taken = visible.slice(0, Math.max(0, budget));
    hidden += visible.length - taken.length;
    budget -= taken.length;
    if (taken.length > 0 || group.notChecked) drawn.push({ group, visible: taken });
  }
  if (drawn.length === 0)
    return <p className="empty">No problems of the selected severities in any tool.</p>;
  return (
    <div className="problem-groups">
      {drawn.map(({ group, visible }) => (
        <ProblemGroup
          key={group.id}
          id={group.id}
          label={group.label}
          diagnostics={visible}
          notChecked={group.notChecked}
        />
      ))}
      {hidden > 0 && (
        <p className="empty">
          {hidden} more not shown; hide a severity or choose “This tool” to see them.
        </p>
      )}
    </div>
  );
}

const ProblemGroup = memo(
  function ProblemGroup({
    id,
    label,
    diagnostics,
    notChecked,
  }: {
    id: string;
    label: string;
    diagnostics: Diagnostic[];
    notChecked: string | undefined;
  }) {
    const headingId = `problems-group-${id}`;
    const keys = diagnosticKeys(diagnostics);
    return (
      <section className="problem-group" aria-labelledby={headingId}>
        <h3 id={headingId} className="problem-group-title">
          {label} <span className="problem-group-count">{diagnostics.length}</span>
        </h3>
        {notChecked && <p className="validation-problem">Not checked: {notChecked}</p>}
        <ul className="problem-list">
          {diagnostics.map((d, i) => (
            <li key={keys[i]}>
              <ProblemButton diagnostic={d} toolId={id} />
            </li>
          ))}
        </ul>
      </section>
    );
  },
  // A group re-renders only when its own findings change, not when another tool's do.
  (a, b) =>
    a.id === b.id &&
    a.label === b.label &&
    a.notChecked === b.notChecked &&
    a.diagnostics.length === b.diagnostics.length &&
    a.diagnostics.every((d, i) => d === b.diagnostics[i]),
);
