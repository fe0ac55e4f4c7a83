import { useState } from 'react';
import type { Diagnostic, Severity } from '../../core';
import {
  countBySeverity,
  selectActiveDiagnostics,
  selectLatestActiveAnalysis,
  useWorkspace,
  workspaceStore,
} from '../../store';
import type { WorkspaceState } from '../../store';

const ICONS: Record<Severity, string> = { error: '✖', warning: '▲', info: 'ℹ' };
const SEVERITIES: { severity: Severity; label: string }[] = [
  { severity: 'error', label: 'Errors' },
  { severity: 'warning', label: 'Warnings' },
  { severity: 'info', label: 'Info' },
];

const selectPending = (s: WorkspaceState) => {
  const tool = s.tools.find((t) => t.id === s.activeToolId);
  return !!tool && s.analyses[tool.id]?.text !== tool.text;
};
const selectValidationProblem = (s: WorkspaceState) => s.validationProblem;

function formatLocation(d: Diagnostic): string {
  return `Ln ${d.start.line}, Col ${d.start.column}`;
}

/** Every finding of the active tool, filterable by severity; each entry jumps to its range. */
export function ProblemsPanel() {
  const diagnostics = useWorkspace(selectActiveDiagnostics);
  const pending = useWorkspace(selectPending);
  const validationProblem = useWorkspace(selectValidationProblem);
  const analysis = useWorkspace(selectLatestActiveAnalysis);
  // In a document with several tools, say which tool a finding belongs to.
  const toolNameOf = (d: Diagnostic): string | undefined =>
    analysis && analysis.tools.length > 1 && d.toolIndex !== undefined
      ? (analysis.tools[d.toolIndex]?.name ?? `tool ${d.toolIndex + 1}`)
      : undefined;
  const [shown, setShown] = useState<Record<Severity, boolean>>({
    error: true,
    warning: true,
    info: true,
  });
  const counts = countBySeverity(diagnostics);
  const visible = diagnostics.filter((d) => shown[d.severity]);

  return (
    <section className="problems" aria-label="Problems">
      <header className="pane-header">
        <h2 className="pane-title">Problems</h2>
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
        {pending && <span className="checking">Checking…</span>}
      </header>
      {validationProblem && (
        <p className="validation-problem" role="alert">
          {validationProblem}
        </p>
      )}
      {visible.length === 0 ? (
        <p className="empty">
          {diagnostics.length === 0
            ? 'No problems found.'
            : 'No problems of the selected severities.'}
        </p>
      ) : (
        <ul className="problem-list">
          {visible.map((d, i) => (
            <li key={`${d.code}-${d.offset}-${i}`}>
              <button
                type="button"
                className={`problem problem-${d.severity}`}
                onClick={() => workspaceStore.getState().revealRange(d.offset, d.length)}
              >
                <span
                  className={`severity-icon severity-${d.severity}`}
                  role="img"
                  aria-label={d.severity}
                >
                  {ICONS[d.severity]}
                </span>
                <span className="problem-message">
                  {toolNameOf(d) && <span className="problem-tool">{toolNameOf(d)}: </span>}
                  {d.message}
                </span>
                <code className="problem-code">{d.code}</code>
                <span className="problem-location">{formatLocation(d)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
