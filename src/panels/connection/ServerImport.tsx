import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../core';
import { useLive, workspaceStore } from '../../store';
import { importFromServer } from '../../store/live/live-actions';

const plural = (n: number) => `${n} tool${n === 1 ? '' : 's'}`;

/**
 * The next step after Connect, in the dialog: how many tools the server lists, and "Import N
 * tools…", which opens the import preview, where each tool can be left out before anything is
 * added to the workspace.
 */
export function ServerImport({ onImported }: { onImported: () => void }) {
  const connected = useLive((s) => s.status === 'connected');
  const served = useLive((s) => s.served);
  const [chosen, setChosen] = useState<ReadonlySet<string> | undefined>();
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLFieldSetElement>(null);
  const choosing = chosen !== undefined;
  useEffect(() => {
    if (choosing) list.current?.querySelector('input')?.focus();
  }, [choosing]);
  if (!connected) return null;
  if (!served) return <p className="hint">Listing the server’s tools…</p>;
  const names = Object.keys(served);
  if (names.length === 0) return <p>The server lists no tools.</p>;

  if (!chosen)
    return (
      <div className="server-import-offer">
        <p>The server lists {plural(names.length)}.</p>
        <button type="button" className="primary" onClick={() => setChosen(new Set(names))}>
          Import {plural(names.length)}…
        </button>
      </div>
    );

  const toggle = (name: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(name);
    else next.delete(name);
    setChosen(next);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      const message = await importFromServer(
        (texts, provenance) => workspaceStore.getState().addTools(texts, provenance),
        chosen,
      );
      workspaceStore.getState().notify(message);
      onImported();
    } catch (error) {
      workspaceStore
        .getState()
        .notify(`Import from server failed: ${errorMessage(error)}`, 'error');
      setBusy(false);
    }
  };

  return (
    <section className="server-import" aria-label="Import preview">
      <fieldset ref={list}>
        <legend>
          Tools to import ({chosen.size} of {names.length})
        </legend>
        <div className="server-import-all">
          <button type="button" onClick={() => setChosen(new Set(names))}>
            All
          </button>
          <button type="button" onClick={() => setChosen(new Set())}>
            None
          </button>
        </div>
        <ul className="server-import-list">
          {names.map((name) => (
            <li key={name}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.has(name)}
                  onChange={(e) => toggle(name, e.target.checked)}
                />{' '}
                {name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="hint">
        Each tool is added beside what the workspace holds, with where it came from; nothing is
        replaced.
      </p>
      <div className="dialog-actions">
        <button type="button" onClick={() => setChosen(undefined)}>
          Back
        </button>
        <button
          type="button"
          className="primary"
          disabled={busy || chosen.size === 0}
          onClick={() => void confirm()}
        >
          Import {plural(chosen.size)}
        </button>
      </div>
    </section>
  );
}
