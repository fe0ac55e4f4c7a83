import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { changeKind, serverSinceImport, visibleJson } from '../../core';
import type { Change, DiffResult, SinceImport, Verdict } from '../../core';
import { createStudioDiffRunner } from '../../worker/diff-client';
import type { DiffOutcome, DiffRunner } from '../../worker/diff-client';
import { selectActiveTool, useWorkspace, workspaceStore } from '../../store';
import type { WorkspaceState } from '../../store';
import { copyText } from '../../components/browser-actions';
import { OpenJsonFile, useJsonFileLoader } from '../../components/OpenJsonFile';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import {
  CURRENT_PHRASE,
  SERVER_SOURCE_KEY,
  directionSentence,
  sourceOptions,
  sourceText,
} from './compare-model';
import { useServedVersion } from './served-version';
import './compare.css';

// The dialog is itself a lazy chunk; Monaco is already fetched for the tool editor.

const VERDICT_LABEL: Record<Verdict, string> = {
  breaking: 'Breaking',
  'needs-review': 'Review',
  'non-breaking': 'Non-breaking',
};
const SCOPE_LABEL = { input: 'input', output: 'output', tool: 'tool' } as const;

const selectTools = (state: WorkspaceState) => state.tools;

/** A 1-based text range, as the core's line index gives it. */
interface LineRange {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** Where the diff view takes both sides (a change clicked in the list); `nonce` changes on every click. */
interface DiffReveal {
  old: LineRange;
  new: LineRange;
  nonce: number;
}

/** What the side-by-side view is given: the shell renders it with Monaco's diff editor. */
export interface DiffPaneProps {
  original: string;
  modified: string;
  theme: 'light' | 'dark';
  reveal?: DiffReveal;
  originalLabel: string;
  modifiedLabel: string;
}

export interface CompareDialogProps {
  open: boolean;
  onClose: () => void;
  theme: 'light' | 'dark';
  renderDiff: (props: DiffPaneProps) => ReactNode;
  /** The option selected first (`SERVER_SOURCE_KEY` for Compare with server). */
  initialSource?: string;
  /** Keeps a snapshot of the current tool (the shell's Ctrl/Cmd+S), offered when it has none. */
  onTakeSnapshot?: () => void;
}

function Summary({ result }: { result: DiffResult }) {
  const { breaking, needsReview, nonBreaking } = result.summary;
  if (result.changes.length === 0)
    return <p className="compare-summary">No changes between the two versions.</p>;
  return (
    <div className="compare-summary">
      <p>
        <strong>{breaking} breaking</strong>, {needsReview} to review, {nonBreaking} non-breaking.
        Suggested version bump: <strong>{result.bump}</strong> ({result.bumpReason}).
      </p>
      {result.tools
        .filter((t) => t.version?.problem)
        .map((t, i) => (
          <p key={i} className="warning-text">
            {t.newName}: {t.version!.problem}
          </p>
        ))}
    </div>
  );
}

function Witness({ change, labels }: { change: Change; labels: { old: string; new: string } }) {
  const witness = change.witness!;
  const json = visibleJson(witness.value, 2);
  const accepted = witness.acceptedBy === 'old' ? labels.old : labels.new;
  const refused = witness.acceptedBy === 'old' ? labels.new : labels.old;
  return (
    <div className="witness">
      <p className="hint">
        Witness: {accepted} accepts this value, {refused} refuses it ({witness.refusal}).
      </p>
      <pre aria-label="Witness value">{json}</pre>
      <button
        type="button"
        onClick={() =>
          void copyText(json).then((error) =>
            workspaceStore
              .getState()
              .notify(error ?? 'Copied the witness value.', error ? 'error' : 'info'),
          )
        }
      >
        Copy witness
      </button>
    </div>
  );
}

function TextDiff({ change }: { change: Change }) {
  return (
    <p className="text-diff" aria-label="Description changes">
      {change.textDiff!.map((part, i) =>
        part.op === 'added' ? (
          <ins key={i}>{part.text}</ins>
        ) : part.op === 'removed' ? (
          <del key={i}>{part.text}</del>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/**
 * Compares the current tool with a snapshot, another tool, or a pasted or dropped file: Monaco's
 * diff editor side by side, and the list of changes with verdicts beside it; a change clicked
 * takes both sides to its lines.
 */
export default function CompareDialog({
  open,
  onClose,
  theme,
  renderDiff,
  initialSource,
  onTakeSnapshot,
}: CompareDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = useId();
  const active = useWorkspace(selectActiveTool);
  const tools = useWorkspace(selectTools);
  const server = useServedVersion(active?.id);
  const options = useMemo(
    () => (active ? sourceOptions(active, tools, server) : []),
    [active, tools, server],
  );
  const [sourceKey, setSourceKey] = useState<string | undefined>(initialSource);
  // The other version is the old one and the current text the new, against the server too: the
  // default answers "what did I change?". "Has the server changed…?" turns it round.
  const [swapped, setSwapped] = useState(false);
  const [sinceImport, setSinceImport] = useState<SinceImport | undefined>();
  const [fileText, setFileText] = useState('');
  const [selected, setSelected] = useState<number | undefined>();
  const [reveal, setReveal] = useState<DiffReveal | undefined>();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const option = options.find((o) => o.key === sourceKey) ?? options[0];
  const otherText =
    option && active ? sourceText(option.source, active, tools, fileText) : undefined;
  const otherLabel = option ? option.label.replace(/…$/, '') : '';
  const currentText = active?.text ?? '';
  const labels = swapped
    ? { old: 'Current text', new: otherLabel }
    : { old: otherLabel, new: 'Current text' };
  const otherPhrase = option?.phrase ?? '';
  const direction = swapped
    ? directionSentence(CURRENT_PHRASE, otherPhrase)
    : directionSentence(otherPhrase, CURRENT_PHRASE);
  const askServerSinceImport = () => {
    if (!server || !active) return;
    let current: unknown;
    try {
      current = JSON.parse(active.text);
    } catch {
      current = undefined;
    }
    setSinceImport(serverSinceImport(server.provenance, server.served, current));
    setSourceKey(SERVER_SOURCE_KEY);
    setSwapped(true);
  };
  const oldText = swapped ? currentText : (otherText ?? '');
  const newText = swapped ? (otherText ?? '') : currentText;
  const ready =
    open &&
    option !== undefined &&
    otherText !== undefined &&
    (option.source.kind !== 'file' || fileText.trim() !== '');
  const runnerRef = useRef<DiffRunner | undefined>(undefined);
  const [answer, setAnswer] = useState<
    { oldText: string; newText: string; outcome: DiffOutcome } | undefined
  >();

  // The diff runs in its own worker: witness checks validate patterns, and one that backtracks
  // without end is stopped by the runner's watchdog instead of freezing the page.
  useEffect(() => {
    const runner = createStudioDiffRunner();
    runnerRef.current = runner;
    return () => runner.dispose();
  }, []);

  useEffect(() => {
    if (!ready || !runnerRef.current) return;
    let live = true;
    void runnerRef.current
      .run(oldText, newText, { old: labels.old, new: labels.new })
      .then((outcome) => {
        if (live && outcome.status !== 'superseded') setAnswer({ oldText, newText, outcome });
      });
    return () => {
      live = false;
    };
  }, [ready, oldText, newText, labels.old, labels.new]);

  const outcome =
    answer && answer.oldText === oldText && answer.newText === newText ? answer.outcome : undefined;
  const comparison = outcome?.status === 'done' ? outcome.comparison : undefined;

  useEffect(() => {
    setSelected(undefined);
  }, [oldText, newText]);

  const fileLoader = useJsonFileLoader((text) => {
    setFileText(text);
    setSourceKey('file');
  });

  const choose = (index: number) => {
    const where = comparison?.ok ? comparison.locations[index] : undefined;
    if (!where) return;
    setSelected(index);
    setReveal({ old: where.old, new: where.new, nonce: Date.now() });
  };

  const many = comparison?.ok && comparison.result.tools.length > 1;

  return (
    <dialog
      ref={dialogRef}
      className="compare-dialog"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      // The diff editor is read-only and keeps Escape for itself; here Escape always closes.
      onKeyDownCapture={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes('Files')) e.preventDefault();
      }}
      onDrop={(e) => {
        if (e.dataTransfer.files.length === 0) return;
        e.preventDefault();
        e.stopPropagation();
        void fileLoader.load(e.dataTransfer.files[0]);
      }}
    >
      <header className="compare-header">
        <h2 id={`${id}-title`}>Compare</h2>
        <label>
          Compare the current tool with{' '}
          <select
            value={option?.key ?? ''}
            onChange={(e) => {
              setSourceKey(e.target.value);
              setSinceImport(undefined);
            }}
          >
            {options.map((o) => (
              <option key={o.key} value={o.key}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={swapped}
            onChange={(e) => {
              setSwapped(e.target.checked);
              setSinceImport(undefined);
            }}
          />{' '}
          Swap sides (current text on the left, as the old version)
        </label>
        {server && (
          <button type="button" onClick={askServerSinceImport}>
            Has the server changed since import?
          </button>
        )}
        <button type="button" className="compare-close" onClick={onClose}>
          Close
        </button>
      </header>
      {option?.source.kind === 'file' && (
        <div className="compare-file">
          <label htmlFor={`${id}-file`}>Other version (paste JSON, or drop or open a file)</label>
          <textarea
            id={`${id}-file`}
            rows={4}
            spellCheck={false}
            value={fileText}
            onChange={(e) => setFileText(e.target.value)}
          />
          <OpenJsonFile loader={fileLoader} />
        </div>
      )}
      {open && option?.source.kind === 'none' && (
        <section className="compare-empty" aria-label="No snapshot yet">
          <p>
            <strong>This tool has no snapshot yet.</strong> A snapshot keeps the tool as it is now,
            so that after your edits Compare shows what changed and whether it breaks callers.
          </p>
          <p>
            Take one now (or press Ctrl+S, Cmd+S on a Mac), edit the tool, then open Compare again.
            To compare with another tool or a file instead, choose it above.
          </p>
          {onTakeSnapshot && (
            <button type="button" className="primary" onClick={onTakeSnapshot}>
              Take snapshot
            </button>
          )}
        </section>
      )}
      {open && option?.source.kind !== 'none' && (
        <div className="compare-body">
          <section
            className="compare-editor"
            aria-label={`${labels.old} (left) and ${labels.new} (right)`}
          >
            <div className="compare-sides" aria-hidden="true">
              <span>{labels.old}</span>
              <span>{labels.new}</span>
            </div>
            <div className="compare-diff-host">
              <ErrorBoundary name="The diff editor">
                {renderDiff({
                  original: oldText,
                  modified: newText,
                  theme,
                  reveal,
                  originalLabel: labels.old,
                  modifiedLabel: labels.new,
                })}
              </ErrorBoundary>
            </div>
          </section>
          <section className="compare-changes" aria-label="Changes">
            {sinceImport && (
              <p role="status" className="compare-since-import">
                {sinceImport.sentence}
              </p>
            )}
            {ready && <p className="compare-direction">{direction}:</p>}
            {!ready ? (
              <p>
                {option?.source.kind === 'file'
                  ? 'Paste, drop or open the other version.'
                  : 'Nothing to compare with.'}
              </p>
            ) : !outcome ? (
              <p aria-live="polite">Comparing…</p>
            ) : outcome.status === 'timed-out' || outcome.status === 'failed' ? (
              <p role="alert" className="field-error">
                {outcome.message}
              </p>
            ) : !comparison ? null : !comparison.ok ? (
              <p role="alert" className="field-error">
                {comparison.message}
              </p>
            ) : (
              <>
                <Summary result={comparison.result} />
                <ol className="change-list">
                  {comparison.result.changes.map((change, index) => (
                    <li key={index} className={selected === index ? 'selected' : undefined}>
                      <button
                        type="button"
                        className="change-item"
                        aria-current={selected === index ? 'true' : undefined}
                        onClick={() => choose(index)}
                      >
                        <span className={`badge badge-${change.verdict}`}>
                          {VERDICT_LABEL[change.verdict]}
                        </span>
                        <span className="change-scope">{SCOPE_LABEL[change.scope]}</span>
                        {change.permission && <span className="change-scope">permission</span>}
                        <span className="change-title">{changeKind(change.kind).title}</span>
                        <span className="change-message">
                          {many ? `${change.tool}: ` : ''}
                          {change.message}
                        </span>
                      </button>
                      {change.textDiff && <TextDiff change={change} />}
                      {change.witness && <Witness change={change} labels={labels} />}
                    </li>
                  ))}
                </ol>
              </>
            )}
          </section>
        </div>
      )}
    </dialog>
  );
}
