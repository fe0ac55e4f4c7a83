import { useEffect, useRef, useState } from 'react';
import type { WorkspaceSnapshot } from '../../core';
import { useWorkspace } from '../../store';
import { summarizeSnapshot } from './share-model';

export interface PendingShare {
  snapshot: WorkspaceSnapshot;
  /** Where it came from, for the text: "a share link", "the file x.json". */
  source: string;
}

interface IncomingShareDialogProps {
  pending: PendingShare | undefined;
  onConfirm: (pending: PendingShare) => Promise<string | undefined>;
  onCancel: () => void;
}

/** Shows what a link or file holds and asks before anything on screen is replaced. */
export function IncomingShareDialog({ pending, onConfirm, onCancel }: IncomingShareDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const ownCount = useWorkspace((s) => s.tools.length);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (pending && !dialog.open) dialog.showModal();
    if (!pending && dialog.open) dialog.close();
    setError(undefined);
  }, [pending]);

  const lines = pending ? summarizeSnapshot(pending.snapshot) : [];
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    const problem = await onConfirm(pending);
    setBusy(false);
    if (problem) setError(problem);
  };

  return (
    <dialog
      ref={dialogRef}
      className="share-dialog"
      aria-labelledby="incoming-share-title"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      {pending && (
        <>
          <h2 id="incoming-share-title">Open shared workspace</h2>
          <p>
            {pending.source[0]?.toUpperCase()}
            {pending.source.slice(1)} holds{' '}
            {lines.length === 1 ? '1 tool' : `${lines.length} tools`}:
          </p>
          <ul className="share-contents" aria-label="Shared tools">
            {lines.map((line, i) => (
              <li key={i}>
                <strong>{line.name}</strong>{' '}
                <span className="share-muted">
                  {line.samples === 0
                    ? 'no samples'
                    : line.samples === 1
                      ? '1 sample'
                      : `${line.samples} samples`}
                  , {line.chars.toLocaleString('en')} characters
                </span>
              </li>
            ))}
          </ul>
          <p>
            Opening it replaces the tools on screen. Your own{' '}
            {ownCount === 1 ? 'tool is' : `${ownCount} tools are`} kept as a separate tool set,
            which Share › Kept tool sets brings back at any time.
          </p>
          {error && (
            <p role="alert" className="share-error">
              {error}
            </p>
          )}
          <div className="share-actions">
            <button type="button" onClick={() => void confirm()} disabled={busy}>
              Open shared tools
            </button>
            <button type="button" onClick={onCancel} disabled={busy}>
              Keep my workspace
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
