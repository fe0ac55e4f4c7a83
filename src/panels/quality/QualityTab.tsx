import { useMemo, useState } from 'react';
import {
  QUALITY_CODES,
  QUALITY_DISCLAIMER,
  toolQuality,
  toolsetQuality,
  TRUST_CODES,
} from '../../core';
import type { Diagnostic, ToolQuality } from '../../core';
import { selectActiveDiagnostics, toolLabel, useWorkspace, workspaceStore } from '../../store';
import type { WorkspaceTool } from '../../store';
import { readDocument } from '../../store/readings';
import { copyText } from '../../components/browser-actions';
import { diagnosticKeys } from '../../components/diagnostic-keys';
import {
  noToolReason,
  staleMessage,
  ToolPicker,
  useActiveTool,
} from '../../components/active-tool';
import { QualityScore, ToolsetTable } from './QualityScore';
import '../../components/tool-forms.css';
import './quality.css';

const selectTools = (s: { tools: WorkspaceTool[] }) => s.tools;

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

function FindingList({
  findings,
  empty,
  label,
}: {
  findings: Diagnostic[];
  empty: string;
  label: string;
}) {
  if (findings.length === 0) return <p className="quality-empty">{empty}</p>;
  const keys = diagnosticKeys(findings);
  return (
    <ul className="quality-findings" aria-label={label}>
      {findings.map((d, i) => (
        <li key={keys[i]}>
          <button
            type="button"
            className={`quality-finding problem-${d.severity}`}
            onClick={() => workspaceStore.getState().revealRange(d.offset, d.length)}
          >
            <span
              className={`severity-icon severity-${d.severity}`}
              role="img"
              aria-label={d.severity}
            >
              {d.severity === 'error' ? '✖' : d.severity === 'warning' ? '▲' : 'ℹ'}
            </span>
            <span className="quality-finding-message">{d.message}</span>
            <code className="problem-code">{d.code}</code>
            <span className="problem-location">
              Ln {d.start.line}, Col {d.start.column}
            </span>
          </button>
        </li>
      ))}
    </ul>
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
 * The Quality tab: the current tool's trust findings, quality notes, score per dimension and
 * fingerprint, then every tool of the workspace. Scores are computed here from the text (pure and
 * cheap); the findings come from the worker like every other diagnostic.
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
          <FindingList
            findings={trust}
            label="Trust findings"
            empty="No hidden characters, look-alike names, hints that contradict the text or instructions to the model."
          />
          <QualityScore quality={current} />
          <h4>Quality notes</h4>
          <FindingList
            findings={notes}
            label="Quality notes"
            empty="No quality notes for this tool."
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
