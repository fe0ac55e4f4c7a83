import { useEffect, useMemo, useRef, useState } from 'react';
import {
  CALL_TIMEOUT_MS,
  droppedKeysNote,
  formatElapsed,
  resultView,
  serverMessage,
} from '../../../core';
import { cancelRun, useLive } from '../../../store';
import type { CallRecord, RunningCall, StructuredCheck } from '../../../store';
import { ContentBlocks } from './ContentBlocks';
import { ElicitationForm } from './ElicitationForm';
import { SaveCase } from './SaveCase';
import { RESULT_REGION_ID, resultDrewCall } from './result-focus';
import './live.css';

const EMPTY: CallRecord[] = [];
/** Characters of a progress notification's message shown beside "Running…" (one line). */
const PROGRESS_MESSAGE_CHARS = 200;

function Elapsed({ running }: { running: RunningCall }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, []);
  return <span>{formatElapsed(Math.max(0, now - running.startedAt))}</span>;
}

function Running({ toolId, running }: { toolId: string; running: RunningCall }) {
  const p = running.progress;
  return (
    <div className="run-running">
      <p role="status">
        Running… <Elapsed running={running} />
        {p?.message ? ` — ${serverMessage(p.message, PROGRESS_MESSAGE_CHARS)}` : ''}
      </p>
      {p && (
        <progress
          aria-label="Progress"
          value={p.progress}
          {...(p.total === undefined ? {} : { max: p.total })}
        />
      )}
      <button type="button" onClick={() => cancelRun(toolId)}>
        Cancel
      </button>
    </div>
  );
}

function StructuredVerdict({ check }: { check: StructuredCheck | undefined }) {
  if (!check) return <p className="hint">Checking structuredContent against outputSchema…</p>;
  if (check.status === 'not-checked') return <p className="hint">{check.reason}</p>;
  if (check.status === 'valid')
    return (
      <p className="check-status check-status-pass" aria-label="structuredContent check">
        structuredContent passes outputSchema (checked by the studio’s validator, Ajv, in its
        worker).
      </p>
    );
  return (
    <div aria-label="structuredContent check">
      <p className="check-status check-status-fail">
        structuredContent does not pass outputSchema: {check.issues.length} problem
        {check.issues.length === 1 ? '' : 's'} (the studio’s validator, Ajv).
      </p>
      <ul>
        {check.issues.map((issue, index) => (
          <li key={index}>
            <code>{issue.pointer || '(whole value)'}</code> {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Outcome({ record }: { record: CallRecord }) {
  const outcome = record.outcome;
  const view = useMemo(
    () => (outcome.kind === 'result' ? resultView(outcome.result) : undefined),
    [outcome],
  );
  const took = formatElapsed(outcome.elapsedMs);
  if (outcome.kind === 'rpc-error')
    return (
      <p className="field-error" role="alert">
        JSON-RPC error {outcome.code}: {serverMessage(outcome.message)} (after {took})
      </p>
    );
  if (outcome.kind === 'timeout')
    return (
      <p className="field-error" role="alert">
        No answer within {CALL_TIMEOUT_MS / 1000} s (CALL_TIMEOUT_MS), so the call was cancelled.
      </p>
    );
  if (outcome.kind === 'cancelled')
    return (
      <p role="status">
        Cancelled after {took}; the server was sent <code>notifications/cancelled</code>.
      </p>
    );
  if (outcome.kind === 'failed')
    return (
      <p className="field-error" role="alert">
        The call failed: {serverMessage(outcome.message)} (after {took})
      </p>
    );
  if (!view) return null;
  return (
    <div className="run-outcome">
      <p className={view.isError ? 'field-error' : 'check-status check-status-pass'}>
        {view.isError ? 'Tool error' : 'Success'} in {took}
      </p>
      {outcome.droppedKeys && <p className="field-error">{droppedKeysNote(outcome.droppedKeys)}</p>}
      {record.problems?.map((problem) => (
        <p key={problem} className="field-error">
          {problem}
        </p>
      ))}
      <ContentBlocks blocks={view.blocks} hidden={view.hiddenBlocks} />
      {view.structured && (
        <section aria-label="structuredContent">
          <h4>structuredContent</h4>
          <pre className="result-text">{view.structured.json}</pre>
          {view.structured.cutChars > 0 && (
            <p className="hint">{view.structured.cutChars} more characters not shown.</p>
          )}
          <StructuredVerdict check={record.structuredCheck} />
        </section>
      )}
      {!view.structured && record.structuredCheck && (
        <StructuredVerdict check={record.structuredCheck} />
      )}
    </div>
  );
}

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

function summary(record: CallRecord): string {
  const o = record.outcome;
  if (o.kind === 'result')
    return (o.result as { isError?: unknown }).isError === true ? 'tool error' : 'success';
  return o.kind === 'rpc-error' ? `JSON-RPC error ${o.code}` : o.kind;
}

/**
 * The call's result in the Form tab, while connected: the region "Result" with the latest call
 * of this tool (its outcome and check, progress and Cancel, the server's question when it
 * elicits), and the session's history of this tool's calls. The Run button that starts a call
 * sits at the top of the Form (RunBar.tsx) and moves focus here.
 */
export function CallResult({ toolId }: { toolId: string }) {
  const running = useLive((s) => s.running[toolId]);
  const history = useLive((s) => s.history[toolId] ?? EMPTY);
  const elicitations = useLive((s) => s.elicitations);
  const samplingNote = useLive((s) => s.samplingNote);
  // A call picked from the history, while it is the one to show: a new call is shown at once.
  const [picked, setPicked] = useState<{ id: number; latest: number } | undefined>();
  const latest = history[0];
  // The call drawn here (running, or the latest answer): Run's focus moves when a new one is.
  const drawn = running?.id ?? latest?.id;
  const drawnBefore = useRef(drawn);
  useEffect(() => {
    if (drawn === drawnBefore.current) return;
    drawnBefore.current = drawn;
    if (drawn !== undefined) resultDrewCall(toolId);
  }, [toolId, drawn]);
  const record =
    (picked && latest?.id === picked.latest && !running
      ? history.find((r) => r.id === picked.id)
      : undefined) ?? latest;

  return (
    <section className="run-on-server" aria-label="Server call">
      <section
        id={RESULT_REGION_ID}
        className="run-result"
        aria-label="Result"
        aria-live="polite"
        tabIndex={-1}
        // The latest call's number: the bench times a round trip until it changes.
        data-call={record?.id}
      >
        {!running && !record && elicitations.length === 0 && (
          <p className="hint">Run calls the tool on the server with the sample input.</p>
        )}
        {running && <Running toolId={toolId} running={running} />}
        {elicitations.map((pending, index) => (
          <ElicitationForm
            key={pending.id}
            pending={pending}
            position={index + 1}
            count={elicitations.length}
          />
        ))}
        {samplingNote && <p className="hint">{samplingNote}</p>}
        {record && (
          <>
            <p className="hint">
              Call of {timeFormat.format(record.startedAt)} with <code>{record.args}</code>
            </p>
            <Outcome record={record} />
            <SaveCase toolId={toolId} record={record} />
          </>
        )}
      </section>
      {history.length > 1 && (
        <details className="run-history">
          <summary>History ({history.length} calls this session)</summary>
          <ol aria-label="Call history">
            {history.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  aria-current={r === record}
                  onClick={() => setPicked({ id: r.id, latest: history[0]!.id })}
                >
                  {timeFormat.format(r.startedAt)} · {summary(r)} ·{' '}
                  {formatElapsed(r.outcome.elapsedMs)}
                </button>{' '}
                <code>{r.args.length > 120 ? `${r.args.slice(0, 120)}…` : r.args}</code>
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
