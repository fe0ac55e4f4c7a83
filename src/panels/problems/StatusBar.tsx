import { DOCUMENT_KIND_LABELS } from '../../core';
import {
  countBySeverity,
  selectActiveDiagnostics,
  selectLatestActiveAnalysis,
  useWorkspace,
} from '../../store';
import type { WorkspaceState } from '../../store';

const selectNotice = (s: WorkspaceState) => s.notice;
const selectToolCount = (s: WorkspaceState) => s.tools.length;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Counts of the active tool's findings, what the document is, and the latest notice. */
export function StatusBar() {
  const diagnostics = useWorkspace(selectActiveDiagnostics);
  const analysis = useWorkspace(selectLatestActiveAnalysis);
  const notice = useWorkspace(selectNotice);
  const toolCount = useWorkspace(selectToolCount);
  const counts = countBySeverity(diagnostics);
  return (
    <footer className="status-bar" aria-label="Status bar">
      <span className="status-counts" aria-label="Problem counts">
        {plural(counts.error, 'error')} · {plural(counts.warning, 'warning')} · {counts.info} info
      </span>
      {analysis && <span>{DOCUMENT_KIND_LABELS[analysis.kind]}</span>}
      <span>{plural(toolCount, 'tool')} in workspace</span>
      <span
        className={`status-notice${notice?.kind === 'error' ? ' status-error' : ''}`}
        role="status"
        aria-live="polite"
      >
        {notice?.message}
      </span>
    </footer>
  );
}
