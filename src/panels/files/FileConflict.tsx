import { useState } from 'react';
import { selectActiveTool, useWorkspace } from '../../store';
import type { SaveOutcome } from './folder-access';

/** A save that found the file changed on disk since it was read, for the tool it was saving. */
export type Conflict = Extract<SaveOutcome, { status: 'conflict' }> & {
  toolId: string;
  /** Which conflict this is: a new one is drawn afresh. */
  seq: number;
};

interface FileConflictProps {
  conflict: Conflict;
  onReload: (toolId: string, diskText: string) => void;
  onKeepMine: (toolId: string) => void;
  onCancel: () => void;
}

/** The choice when a file changed on disk since the studio read it: reload, keep mine, or compare. */
export function FileConflict({ conflict, onReload, onKeepMine, onCancel }: FileConflictProps) {
  const [comparing, setComparing] = useState(false);
  const active = useWorkspace(selectActiveTool);
  const mine = useWorkspace((s) =>
    active ? s.tools.find((t) => t.id === conflict.toolId)?.text : undefined,
  );
  return (
    <div
      className="file-conflict"
      role="dialog"
      aria-modal="false"
      aria-label="File changed on disk"
    >
      <p>
        <strong>{conflict.path}</strong> changed on disk since the studio read it. Your edit is not
        written until you choose.
      </p>
      <div className="file-conflict-actions">
        <button type="button" onClick={() => onReload(conflict.toolId, conflict.diskText)}>
          Reload from disk
        </button>
        <button type="button" onClick={() => onKeepMine(conflict.toolId)}>
          Keep mine
        </button>
        <button type="button" aria-pressed={comparing} onClick={() => setComparing((c) => !c)}>
          Compare
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
      {comparing && (
        <div className="file-conflict-compare">
          <section aria-label="On disk">
            <h3>On disk</h3>
            <pre>{conflict.diskToolText ?? '(the tool is no longer in the file)'}</pre>
          </section>
          <section aria-label="Yours">
            <h3>Yours</h3>
            <pre>{mine}</pre>
          </section>
        </div>
      )}
    </div>
  );
}
