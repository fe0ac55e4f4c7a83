import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { errorMessage, runPrecheck } from '../../../core';
import { callInFlight, useLive, workspaceStore } from '../../../store';
import { runTool } from '../../../store/live/live-actions';
import { focusResultOnDraw } from './result-focus';
import './live.css';

export interface RunBarProps {
  toolId: string;
  name: string | undefined;
  outputSchema: unknown;
  /** The arguments as JSON text; undefined while the sample is not valid JSON. */
  argsText: string | undefined;
  /** The inputSchema's problems with the input; undefined while it is being checked. */
  inputProblems: number | undefined;
  /** Set to this bar's run while it is mounted: the Form's Ctrl/Cmd+Enter calls it. */
  shortcut: RefObject<(() => void) | undefined>;
}

/**
 * The Form tab's primary action while connected: Run sends `tools/call` with exactly the sample
 * input (the JSON the Copy button gives). Input the studio marks invalid, or a name the server did
 * not list, is sent only after the user says so. A call moves focus to the Result region.
 */
export function RunBar({
  toolId,
  name,
  outputSchema,
  argsText,
  inputProblems,
  shortcut,
}: RunBarProps) {
  // Known once the server's list has been fetched (Import or Compare with server); until then
  // the server itself answers for a name it does not have.
  const listed = useLive((s) => (name !== undefined && s.served ? name in s.served : undefined));
  const running = useLive((s) => s.running[toolId] !== undefined);
  const lost = useLive((s) => s.status === 'lost');
  const [asking, setAsking] = useState<string[] | undefined>();
  const sendAnyway = useRef<HTMLButtonElement>(null);
  const check = runPrecheck({
    lost,
    name,
    listed,
    argsParse: argsText !== undefined,
    inputProblems,
  });

  const send = () => {
    setAsking(undefined);
    if (name === undefined || argsText === undefined) return;
    focusResultOnDraw(toolId);
    runTool(toolId, name, argsText, outputSchema).catch((error: unknown) =>
      workspaceStore.getState().notify(`Run failed: ${errorMessage(error)}`, 'error'),
    );
  };
  const run = () => {
    // A call in flight, drawn as running or not yet (then Run is not disabled either).
    if (callInFlight(toolId) || check.kind === 'blocked') return;
    if (check.kind === 'ask') setAsking(check.reasons);
    else send();
  };

  useEffect(() => {
    shortcut.current = run;
    return () => {
      shortcut.current = undefined;
    };
  });
  useEffect(() => {
    if (asking) sendAnyway.current?.focus();
  }, [asking]);
  // A question about other input or another tool no longer applies.
  useEffect(() => setAsking(undefined), [toolId, argsText]);

  return (
    <div className="run-bar">
      <button
        type="button"
        className="primary"
        onClick={run}
        disabled={check.kind === 'blocked' || running}
        aria-keyshortcuts="Control+Enter Meta+Enter"
      >
        Run
      </button>
      <span className="hint">
        {check.kind === 'blocked'
          ? check.reason
          : running
            ? 'Running…'
            : 'Calls the tool on the server with the sample input (Ctrl+Enter, Cmd+Enter on a Mac).'}
      </span>
      {asking && (
        <div className="run-ask" role="group" aria-label="Send anyway?">
          {asking.map((reason) => (
            <p key={reason}>{reason}</p>
          ))}
          <div className="run-ask-actions">
            <button ref={sendAnyway} type="button" onClick={send}>
              Send anyway
            </button>
            <button type="button" onClick={() => setAsking(undefined)}>
              Don’t send
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
