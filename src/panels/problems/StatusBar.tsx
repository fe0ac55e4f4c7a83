import type { ReactNode } from 'react';
import { DOCUMENT_KIND_LABELS } from '../../core';
import {
  countBySeverity,
  selectActiveDiagnostics,
  selectLatestActiveAnalysis,
  toolStatus,
  useSameItems,
  useWorkspace,
} from '../../store';
import type { WorkspaceState } from '../../store';
import { McpRevisionSelect } from './McpRevisionSelect';

const selectNotice = (s: WorkspaceState) => s.notice;
const selectToolCount = (s: WorkspaceState) => s.tools.length;

/** Errors and warnings over every tool with a verdict, and how many tools are still being checked. */
function selectWorkspaceCounts(s: WorkspaceState): [number, number, number] {
  let errors = 0;
  let warnings = 0;
  let checking = 0;
  for (const tool of s.tools) {
    const status = toolStatus(s, tool);
    if (status.state === 'checking') checking += 1;
    else if (status.state === 'checked') {
      errors += status.counts.error;
      warnings += status.counts.warning;
    }
  }
  return [errors, warnings, checking];
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * Counts of the active tool's findings, what the document is, and the latest notice;
 * `connection` is the live connection's state, handed in by the shell.
 */
export function StatusBar({ connection }: { connection?: ReactNode } = {}) {
  const diagnostics = useWorkspace(selectActiveDiagnostics);
  const analysis = useWorkspace(selectLatestActiveAnalysis);
  const notice = useWorkspace(selectNotice);
  const toolCount = useWorkspace(selectToolCount);
  const counts = countBySeverity(diagnostics);
  const [allErrors, allWarnings, checking] = useWorkspace(useSameItems(selectWorkspaceCounts));
  return (
    <footer className="status-bar" aria-label="Status bar">
      <span className="status-counts" aria-label="Problem counts">
        {plural(counts.error, 'error')} · {plural(counts.warning, 'warning')} · {counts.info} info
      </span>
      {analysis && <span>{DOCUMENT_KIND_LABELS[analysis.kind]}</span>}
      <McpRevisionSelect />
      <span>{plural(toolCount, 'tool')} in workspace</span>
      {toolCount > 1 && (
        <span className="status-workspace-counts">
          All tools: {plural(allErrors, 'error')} · {plural(allWarnings, 'warning')}
          {checking > 0 && ` (checking ${checking}…)`}
        </span>
      )}
      {connection}
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
