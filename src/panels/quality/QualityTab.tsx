import { useMemo, useState } from 'react';
import {
  QUALITY_CODES,
  QUALITY_DISCLAIMER,
  toolQuality,
  toolsetQuality,
  TRUST_CODES,
} from '../../core';
import type { Diagnostic, Severity, ToolQuality } from '../../core';
import {
  countBySeverity,
  selectActiveDiagnostics,
  toolLabel,
  useWorkspace,
  workspaceStore,
} from '../../store';
import type { WorkspaceTool } from '../../store';
import { readDocument } from '../../store/readings';
import { copyText } from '../../components/browser-actions';
import {
  noToolReason,
  staleMessage,
  ToolPicker,
  useActiveTool,
} from '../../components/active-tool';
import { QualityScore, ToolsetTable } from './QualityScore';
import { RubricView } from './RubricView';
import '../../components/tool-forms.css';
import './quality.css';

const selectTools = (s: { tools: WorkspaceTool[] }) => s.tools;
const SEVERITIES: readonly Severity[] = ['error', 'warning', 'info'];
const ICONS: Record<Severity, string> = { error: '✖', warning: '▲', info: 'ℹ' };

/** Scores per document text: a keystroke rescores only the document it changed. */
const scored = new Map<string, ToolQuality[]>();
function scoreText(text: string): ToolQuality[] {
  let found = scored.get(text);
  if (!found) {
    const doc = readDocument(text);
    found = doc.value === undefined ? [] : doc.tools.map(toolQuality);
    if (scored.size > 500) scored.clear();
    scored.set(text, found);
  }
  return found;
}

/** "1 error, 2 warnings": how many of each severity, in the Problems panel's words. */
function severities(findings: readonly Diagnostic[]): string {
  const counts = countBySeverity(findings);
  return SEVERITIES.filter((s) => counts[s] > 0)
    .map((s) =>
      s === 'info' ? `${counts.info} info` : `${counts[s]} ${s}${counts[s] === 1 ? '' : 's'}`,
    )
    .join(', ');
}

/**
 * One line where this tool's trust findings or quality notes are. The Problems panel lists every
 * finding with its place in the text and jumps to it; listed here as well, the same notes were read
 * twice, and the tab keeps what is its own: the score, the advice and the fingerprint.
 */
function InProblems({
  findings,
  one,
  many,
  none,
}: {
  findings: readonly Diagnostic[];
  one: string;
  many: string;
  none: string;
}) {
  if (findings.length === 0) return <p className="quality-empty">{none}</p>;
  const worst = SEVERITIES.find((s) => findings.some((d) => d.severity === s))!;
  return (
    <p className="quality-in-problems">
      <span className={`severity-icon severity-${worst}`} aria-hidden="true">
        {ICONS[worst]}
      </span>{' '}
      {findings.length === 1
        ? `1 ${one} of this tool is`
        : `${findings.length} ${many} of this tool are`}{' '}
      in Problems ({severities(findings)}).
    </p>
  );
}

function Fingerprint({ value }: { value: string }) {
  const [said, setSaid] = useState<string | undefined>();
  return (
    <div className="quality-fingerprint">
      <label className="quality-fingerprint-label">
        <span>Fingerprint</span>
        {/* A read-only box: the whole value selects with one click and copies by hand too. */}
        <input
          className="quality-fingerprint-value"
          readOnly
          value={value}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <button
        type="button"
        onClick={() =>
          void copyText(value).then((error) => setSaid(error ?? 'Fingerprint copied.'))
        }
      >
        Copy fingerprint
      </button>
      <span role="status" className="quality-status">
        {said}
      </span>
      <p className="quality-hint">
        SHA-256 of the tool's canonical JSON (RFC 8785): layout and key order do not change it, any
        other edit does. <code>tool-schema fingerprint</code> prints the same.
      </p>
    </div>
  );
}

/**
 * The Quality tab: the current tool's fingerprint, how many trust findings and quality notes it has
 * in Problems, its score per dimension, then every tool of the workspace. Scores are computed here
 * from the text (pure and cheap); the findings come from the worker like every other diagnostic.
 */
export function QualityTab() {
  const view = useActiveTool();
  const diagnostics = useWorkspace(selectActiveDiagnostics);
  const tools = useWorkspace(selectTools);
  const reason = noToolReason(view);
  const current = useMemo(() => (view.entry ? toolQuality(view.entry) : undefined), [view.entry]);
  const workspace = useMemo(
    () =>
      tools.flatMap((t) =>
        scoreText(t.text).map((quality) => ({ documentId: t.id, document: toolLabel(t), quality })),
      ),
    [tools],
  );
  const summary = useMemo(() => toolsetQuality(workspace.map((w) => w.quality)), [workspace]);
  const mine = diagnostics.filter((d) => d.toolIndex === undefined || d.toolIndex === view.index);
  const trust = mine.filter((d) => TRUST_CODES.includes(d.code));
  const notes = mine.filter((d) => QUALITY_CODES.includes(d.code));

  return (
    <div className="quality-tab">
      <p className="quality-note">{QUALITY_DISCLAIMER}</p>
      {reason || !current ? (
        <p className="panel-message">{reason}</p>
      ) : (
        <section className="quality-section" aria-labelledby="quality-tool-heading">
          <h3 id="quality-tool-heading">This tool: {current.name ?? 'unnamed'}</h3>
          <ToolPicker view={view} />
          {view.stale && <p className="panel-message">{staleMessage(view)}</p>}
          <Fingerprint value={current.fingerprint} />
          <h4>Trust</h4>
          <InProblems
            findings={trust}
            one="trust finding"
            many="trust findings"
            none="No hidden characters, look-alike names, hints that contradict the text or instructions to the model."
          />
          <QualityScore quality={current} />
          {view.entry && <RubricView entry={view.entry} />}
          <InProblems
            findings={notes}
            one="quality note"
            many="quality notes"
            none="No quality notes for this tool."
          />
        </section>
      )}
      <section className="quality-section" aria-labelledby="quality-workspace-heading">
        <h3 id="quality-workspace-heading">Workspace</h3>
        <ToolsetTable
          rows={workspace}
          summary={summary}
          onOpen={(documentId) => workspaceStore.getState().selectTool(documentId)}
        />
      </section>
    </div>
  );
}
