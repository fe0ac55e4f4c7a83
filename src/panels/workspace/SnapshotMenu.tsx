import { useCallback, useEffect, useRef, useState } from 'react';
import { useReturnFocus } from '../../components/return-focus';
import { selectActiveTool, useWorkspace, workspaceStore } from '../../store';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' });

/** The text a restore replaced, so one more click puts it back. */
interface Restored {
  toolId: string;
  at: number;
  before: string;
  after: string;
}

/**
 * The snapshots taken with Ctrl/Cmd+S for the active tool. Picking one puts its text back at once
 * (one Enter is enough), so the text it replaced stays one "Undo restore" away, beside the button
 * where focus returns.
 */
export function SnapshotMenu() {
  const tool = useWorkspace(selectActiveTool);
  const [open, setOpen] = useState(false);
  const [restored, setRestored] = useState<Restored | undefined>();
  const ref = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const rememberTrigger = useReturnFocus(open);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close]);
  const snapshots = tool?.snapshots ?? [];
  // The offer lasts while the text is the one the restore wrote: a later edit has its own undo.
  const undoable =
    restored && tool?.id === restored.toolId && tool.text === restored.after ? restored : undefined;

  const restore = (at: number) => {
    if (!tool) return;
    workspaceStore.getState().restoreSnapshot(tool.id, at);
    const after = workspaceStore.getState().tools.find((t) => t.id === tool.id)?.text;
    if (after !== undefined && after !== tool.text)
      setRestored({ toolId: tool.id, at, before: tool.text, after });
    close();
  };

  const undo = (offer: Restored) => {
    workspaceStore
      .getState()
      .applyToolEdits(offer.toolId, [
        { offset: 0, length: offer.after.length, content: offer.before },
      ]);
    setRestored(undefined);
    ref.current?.querySelector<HTMLElement>('button[aria-haspopup]')?.focus();
  };

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') items[(index + 1) % items.length]?.focus();
    else if (event.key === 'ArrowUp') items[(index - 1 + items.length) % items.length]?.focus();
    else if (event.key === 'Home') items[0]?.focus();
    else if (event.key === 'End') items[items.length - 1]?.focus();
    else return;
    event.preventDefault();
  };

  return (
    <div className="menu-anchor snapshot-menu" ref={ref}>
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
        onClick={() => {
          if (!open) rememberTrigger();
          setOpen(!open);
        }}
      >
        Snapshots {snapshots.length}
      </button>
      {open && tool && (
        <div
          className="menu"
          role="menu"
          aria-label="Restore snapshot"
          ref={menuRef}
          onKeyDown={onMenuKeyDown}
        >
          {[...snapshots].reverse().map((snapshot) => (
            <button
              key={snapshot.at}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => restore(snapshot.at)}
            >
              <span className="menu-label">{timeFormat.format(snapshot.at)}</span>
              <span className="menu-summary">{snapshot.text.length} characters</span>
            </button>
          ))}
        </div>
      )}
      <span role="status" className="snapshot-restored">
        {undoable && (
          <>
            <span title={`Restored the snapshot of ${timeFormat.format(undoable.at)}`}>
              Snapshot restored.
            </span>{' '}
            <button type="button" onClick={() => undo(undoable)}>
              Undo restore
            </button>
          </>
        )}
      </span>
    </div>
  );
}
