import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
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
import { diagnosticKeys, sameShownFinding } from '../../components/diagnostic-keys';
import { allToolsBySeverity, bySeverity } from './severity-order';
import type { Shown, ToolGroup, ToolRun } from './severity-order';
import './problems.css';

const ICONS: Record<Severity, string> = { error: '✖', warning: '▲', info: 'ℹ' };
const SEVERITIES: { severity: Severity; label: string }[] = [
  { severity: 'error', label: 'Errors' },
  { severity: 'warning', label: 'Warnings' },
  { severity: 'info', label: 'Info' },
];
type Scope = 'tool' | 'all';

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

/** "1 error", "2 warnings", "12 info": the words of the status bar. */
function counted(n: number, severity: Severity): string {
  return severity === 'info' ? `${n} info` : `${n} ${severity}${n === 1 ? '' : 's'}`;
}

function formatLocation(d: Diagnostic): string {
  return `Ln ${d.start.line}, Col ${d.start.column}`;
}

/** Whether the info notes are open, and how to open or close them. */
interface InfoFold {
  open: boolean;
  toggle: () => void;
}

/**
 * The info notes' fold, per view ("This tool" per tool, and "All tools") for the session. The first
 * settled look at a view decides it, folded when errors or warnings are listed above and open
 * otherwise, and it is kept from then on: a keystroke that makes an error come and go must not fold
 * or unfold the list under the person typing. Their own choice is kept the same way.
 */
function useInfoFold(key: string, buried: boolean, settled: boolean): InfoFold {
  const [folds, setFolds] = useState<Readonly<Record<string, boolean>>>({});
  const kept = folds[key];
  const open = kept ?? !buried;
  useEffect(() => {
    if (settled && kept === undefined) setFolds((f) => ({ ...f, [key]: open }));
  }, [settled, kept, key, open]);
  const toggle = useCallback(() => setFolds((f) => ({ ...f, [key]: !open })), [key, open]);
  return { open, toggle };
}

/**
 * Every finding of the active tool, or of all tools, errors first, then warnings, then the info
 * notes under a fold; filterable by severity. Each entry jumps to its range (opening its tool first).
 */
export function ProblemsPanel() {
  const [scope, setScope] = useState<Scope>('tool');
  const [shown, setShown] = useState<Shown>({ error: true, warning: true, info: true });
  const pending = useWorkspace(selectPending);
  const activeId = useWorkspace(selectActiveId);
  const validationProblem = useWorkspace(selectValidationProblem);
  const groups = useAllToolGroups(scope === 'all');
  const activeDiagnostics = useWorkspace(selectActiveDiagnostics);
  const counts = scope === 'all' ? sumCounts(groups ?? []) : countBySeverity(activeDiagnostics);
  const checking = groups ? groupsChecking(groups) : 0;
  const scopeName = useId();
  const fold = useInfoFold(
    scope === 'all' ? 'all' : `tool ${activeId ?? ''}`,
    (shown.error && counts.error > 0) || (shown.warning && counts.warning > 0),
    (scope === 'all' ? !!groups && checking === 0 : !pending) && shown.info && counts.info > 0,
  );

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
        {scope === 'all' && checking > 0 && (
          <span className="checking">
            Checking {checking} of {groups?.length} tools…
          </span>
        )}
      </header>
      {validationProblem && (
        <p className="validation-problem" role="alert">
          {validationProblem}
        </p>
      )}
      {scope === 'tool' ? (
        <ThisToolProblems diagnostics={activeDiagnostics} shown={shown} fold={fold} />
      ) : (
        <AllToolsProblems groups={groups ?? []} shown={shown} fold={fold} />
      )}
    </section>
  );
}

/**
 * The info notes under a fold that says how many there are. With errors and warnings hidden by
 * the filters there is nothing for them to bury, and they are listed as they are.
 */
function InfoNotes({
  count,
  fold,
  shown,
  children,
}: {
  count: number;
  fold: InfoFold;
  shown: Shown;
  children: ReactNode;
}) {
  const listId = useId();
  if (!shown.error && !shown.warning) return children;
  return (
    <div className="problems-info">
      <button
        type="button"
        className="problems-fold"
        aria-expanded={fold.open}
        aria-controls={listId}
        onClick={fold.toggle}
      >
        <span className="problems-fold-mark" aria-hidden="true">
          {fold.open ? '▾' : '▸'}
        </span>
        <span className="severity-icon severity-info" aria-hidden="true">
          {ICONS.info}
        </span>
        {count} info {count === 1 ? 'note' : 'notes'}
      </button>
      {/* Drawn only when open: a folded workspace's hundreds of notes cost nothing while typing. */}
      <div id={listId} hidden={!fold.open}>
        {fold.open && children}
      </div>
    </div>
  );
}

function ThisToolProblems({
  diagnostics,
  shown,
  fold,
}: {
  diagnostics: readonly Diagnostic[];
  shown: Shown;
  fold: InfoFold;
}) {
  const analysis = useWorkspace(selectLatestActiveAnalysis);
  const activeId = useWorkspace(selectActiveId);
  const reveal = useFindingReveal(activeId, diagnostics);
  // In a document with several tools, say which tool a finding belongs to.
  const toolNameOf = (d: Diagnostic): string | undefined =>
    analysis && analysis.tools.length > 1 && d.toolIndex !== undefined
      ? (analysis.tools[d.toolIndex]?.name ?? `tool ${d.toolIndex + 1}`)
      : undefined;
  const { errorsAndWarnings, info } = bySeverity(diagnostics, shown);
  if (errorsAndWarnings.length === 0 && info.length === 0)
    return (
      <p className="empty">
        {diagnostics.length === 0
          ? 'No problems found.'
          : 'No problems of the selected severities.'}
      </p>
    );
  const list = (found: Diagnostic[]) => {
    const keys = diagnosticKeys(found);
    return (
      <ul className="problem-list">
        {found.map((d, i) => (
          <li key={keys[i]}>
            <ProblemButton diagnostic={d} onReveal={reveal} prefix={toolNameOf(d)} />
          </li>
        ))}
      </ul>
    );
  };
  return (
    <div className="problems-body">
      {errorsAndWarnings.length > 0 && list(errorsAndWarnings)}
      {info.length > 0 && (
        <InfoNotes count={info.length} fold={fold} shown={shown}>
          {list(info)}
        </InfoNotes>
      )}
    </div>
  );
}

/**
 * Shows a finding in its tool's text: where the latest findings put it, so an entry that was not
 * drawn again after an edit moved its finding (see ProblemButton) still selects the right range.
 * Stable across renders; the finding is the latest one its entry shows alike (sameShownFinding:
 * an edit on a line above keeps its line and column but moves its offset).
 */
function useFindingReveal(
  toolId: string | undefined,
  diagnostics: readonly Diagnostic[],
): (finding: Diagnostic) => void {
  const latest = useRef({ toolId, diagnostics });
  latest.current = { toolId, diagnostics };
  return useCallback((finding: Diagnostic) => {
    const { toolId: id, diagnostics: now } = latest.current;
    if (!id) return;
    const found = now.find((d) => sameShownFinding(d, finding)) ?? finding;
    revealInTool(id, found.offset, found.length);
  }, []);
}

/**
 * One finding's entry. Memoised on what it shows: a keystroke redraws the panel (its "Checking…")
 * with the same findings, and the analysis that follows gives equal ones (moved in the text when
 * they are after the edit), so a tool's dozens of entries are not drawn again on every key. The
 * click asks `onReveal` where the finding is now.
 */
const ProblemButton = memo(
  function ProblemButton({
    diagnostic: d,
    onReveal,
    prefix,
  }: {
    diagnostic: Diagnostic;
    onReveal: (finding: Diagnostic) => void;
    prefix?: string | undefined;
  }) {
    return (
      <button type="button" className={`problem problem-${d.severity}`} onClick={() => onReveal(d)}>
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
  },
  (a, b) =>
    a.onReveal === b.onReveal &&
    a.prefix === b.prefix &&
    sameShownFinding(a.diagnostic, b.diagnostic),
);

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

/** How many tools are still being checked (a tool that could not be checked is not). */
function groupsChecking(groups: readonly ToolGroup[]): number {
  return groups.filter((g) => g.diagnostics === undefined && !g.notChecked).length;
}

function AllToolsProblems({
  groups,
  shown,
  fold,
}: {
  groups: readonly ToolGroup[];
  shown: Shown;
  fold: InfoFold;
}) {
  const { errorsAndWarnings, info, infoCount, hidden } = allToolsBySeverity(
    groups,
    shown,
    PROBLEMS_ALL_TOOLS_MAX_SHOWN,
  );
  if (errorsAndWarnings.length === 0 && infoCount === 0)
    return <p className="empty">No problems of the selected severities in any tool.</p>;
  const runs = (list: ToolRun[], more: number) => (
    <>
      {list.map((run) => (
        <ProblemGroup key={`${run.severity} ${run.id}`} {...run} />
      ))}
      {more > 0 && (
        <p className="empty">
          {more} more not shown; hide a severity or choose “This tool” to see them.
        </p>
      )}
    </>
  );
  return (
    <div className="problems-body">
      {runs(errorsAndWarnings, hidden.errorsAndWarnings)}
      {infoCount > 0 && (
        <InfoNotes count={infoCount} fold={fold} shown={shown}>
          {runs(info, hidden.info)}
        </InfoNotes>
      )}
    </div>
  );
}

const ProblemGroup = memo(
  function ProblemGroup({ id, label, severity, diagnostics, notChecked }: ToolRun) {
    // A tool heads one run per severity: the heading's id and text name both, so that no two
    // runs' regions share a name.
    const headingId = `problems-group-${severity}-${id}`;
    const keys = diagnosticKeys(diagnostics);
    const reveal = useFindingReveal(id, diagnostics);
    return (
      <section className="problem-group" aria-labelledby={headingId}>
        <h3 id={headingId} className="problem-group-title">
          {label}
          {diagnostics.length > 0 && (
            <span className="problem-group-count"> {counted(diagnostics.length, severity)}</span>
          )}
        </h3>
        {notChecked && <p className="validation-problem">Not checked: {notChecked}</p>}
        <ul className="problem-list">
          {diagnostics.map((d, i) => (
            <li key={keys[i]}>
              <ProblemButton diagnostic={d} onReveal={reveal} />
            </li>
          ))}
        </ul>
      </section>
    );
  },
  // A run re-renders only when its own findings change, not when another tool's do.
  (a, b) =>
    a.id === b.id &&
    a.label === b.label &&
    a.severity === b.severity &&
    a.notChecked === b.notChecked &&
    a.diagnostics.length === b.diagnostics.length &&
    a.diagnostics.every((d, i) => d === b.diagnostics[i]),
);
