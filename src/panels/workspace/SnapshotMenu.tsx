import { useCallback, useEffect, useRef, useState } from 'react';
import { selectActiveTool, useWorkspace, workspaceStore } from '../../store';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' });

/** The snapshots taken with Ctrl/Cmd+S for the active tool; picking one puts its text back (undoable). */
export function SnapshotMenu() {
  const tool = useWorkspace(selectActiveTool);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close]);
  const snapshots = tool?.snapshots ?? [];
  return (
    <div className="menu-anchor" ref={ref}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        disabled={snapshots.length === 0}
        title={
          snapshots.length === 0
            ? 'Press Ctrl+S (Cmd+S) to keep a snapshot of this tool'
            : undefined
        }
        onClick={() => setOpen((o) => !o)}
      >
        Snapshots {snapshots.length}
      </button>
      {open && tool && (
        <div
          className="menu"
          role="menu"
          aria-label="Restore snapshot"
          onKeyDown={(e) => e.key === 'Escape' && close()}
        >
          {[...snapshots].reverse().map((snapshot) => (
            <button
              key={snapshot.at}
              type="button"
              role="menuitem"
              onClick={() => {
                workspaceStore.getState().restoreSnapshot(tool.id, snapshot.at);
                close();
              }}
            >
              <span className="menu-label">{timeFormat.format(snapshot.at)}</span>
              <span className="menu-summary">{snapshot.text.length} characters</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
