import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  encodeShareLink,
  formatSize,
  MAX_FILE_BYTES,
  parseWorkspaceFile,
  serializeWorkspaceFile,
  SHARE_LINK_RELIABLE_CHARS,
  shareLinkSize,
  workspaceFileName,
} from '../../core';
import { selectPersistedData, workspaceStore } from '../../store';
import { copyText, downloadText } from '../../components/browser-actions';
import type { PendingShare } from './IncomingShareDialog';
import { listKeptSets, removeKeptSet } from './kept-sets';
import type { KeptToolSet } from './kept-sets';
import { restoreKeptSet } from './open-shared';
import { snapshotOfWorkspace } from './share-model';

interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** A workspace file was read and checked: ask before opening it. */
  onOpenFile: (pending: PendingShare) => void;
}

type LinkState =
  { status: 'making' } | { status: 'ready'; url: string } | { status: 'failed'; message: string };

function shareUrl(fragment: string): string {
  return `${location.origin}${location.pathname}${location.search}#${fragment}`;
}

/** Share: the link with its size meter, the workspace file both ways, and the kept tool sets. */
export function ShareDialog({ open, onClose, onOpenFile }: ShareDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [link, setLink] = useState<LinkState>({ status: 'making' });
  const [message, setMessage] = useState<string | undefined>();
  const [kept, setKept] = useState<KeptToolSet[]>([]);
  const linkId = useId();

  const refreshKept = useCallback(() => {
    listKeptSets().then(setKept, () => setKept([]));
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    setMessage(undefined);
    setLink({ status: 'making' });
    refreshKept();
    let current = true;
    void encodeShareLink(snapshotOfWorkspace(selectPersistedData(workspaceStore.getState()))).then(
      (result) => {
        if (!current) return;
        setLink(
          result.ok
            ? { status: 'ready', url: shareUrl(result.link.fragment) }
            : { status: 'failed', message: result.error.message },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [open, refreshKept]);

  const size = link.status === 'ready' ? shareLinkSize(link.url.length) : undefined;
  const downloadFile = () => {
    const name = workspaceFileName(new Date());
    downloadText(
      name,
      serializeWorkspaceFile(snapshotOfWorkspace(selectPersistedData(workspaceStore.getState()))),
    );
    setMessage(`Downloaded ${name}.`);
  };
  const copyLink = async () => {
    if (link.status !== 'ready') return;
    setMessage((await copyText(link.url)) ?? 'Link copied to the clipboard.');
  };
  const readFile = async (file: File) => {
    if (file.size > MAX_FILE_BYTES) {
      setMessage(
        `${file.name} is ${formatSize(file.size)}; workspace files can be at most ${formatSize(MAX_FILE_BYTES)}.`,
      );
      return;
    }
    const result = parseWorkspaceFile(await file.text());
    if (!result.ok) setMessage(`${file.name}: ${result.message}`);
    else onOpenFile({ snapshot: result.snapshot, source: `the file ${file.name}` });
  };

  return (
    <dialog
      ref={dialogRef}
      className="share-dialog"
      aria-labelledby={`${linkId}-title`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${linkId}-title`}>Share</h2>
      <p className="share-muted">
        The link holds every tool of this workspace with its samples, compressed into the part after
        “#”, which browsers never send to a server.
      </p>
      <label htmlFor={linkId}>Share link</label>
      <textarea
        id={linkId}
        readOnly
        rows={3}
        className="share-link"
        value={
          link.status === 'ready' ? link.url : link.status === 'making' ? 'Making the link…' : ''
        }
        onFocus={(e) => e.currentTarget.select()}
      />
      {link.status === 'failed' && (
        <p role="alert" className="share-error">
          {link.message}
        </p>
      )}
      {link.status === 'ready' && (
        <div className="share-size">
          <meter
            aria-label="Link length"
            min={0}
            max={SHARE_LINK_RELIABLE_CHARS}
            low={SHARE_LINK_RELIABLE_CHARS * 0.75}
            high={SHARE_LINK_RELIABLE_CHARS * 0.9}
            optimum={0}
            value={Math.min(link.url.length, SHARE_LINK_RELIABLE_CHARS)}
          />
          <span>
            {link.url.length.toLocaleString('en')} of{' '}
            {SHARE_LINK_RELIABLE_CHARS.toLocaleString('en')} characters
          </span>
        </div>
      )}
      {size && size !== 'reliable' && (
        <p className="share-warning" role="note">
          This link is longer than {SHARE_LINK_RELIABLE_CHARS.toLocaleString('en')} characters: chat
          apps and mail often cut such links off, and a cut link opens nothing. Send the workspace
          file instead.
        </p>
      )}
      <div className="share-actions">
        <button
          type="button"
          onClick={() => void copyLink()}
          disabled={link.status !== 'ready' || size === 'too-long'}
        >
          Copy link
        </button>
        <button type="button" onClick={downloadFile}>
          Download workspace file
        </button>
        <button type="button" onClick={() => fileRef.current?.click()}>
          Open workspace file…
        </button>
        <input
          ref={fileRef}
          type="file"
          accept=".json,application/json"
          hidden
          aria-label="Workspace file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void readFile(file);
          }}
        />
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      <p role="status" aria-live="polite" className="share-status">
        {message}
      </p>
      {kept.length > 0 && (
        <section aria-label="Kept tool sets" className="share-kept">
          <h3>Kept tool sets</h3>
          <ul>
            {kept.map((set) => (
              <li key={set.id}>
                <span>
                  {set.data.tools.length === 1 ? '1 tool' : `${set.data.tools.length} tools`}, kept{' '}
                  {new Date(set.keptAt).toLocaleString()} {set.reason}
                </span>
                <button
                  type="button"
                  onClick={() =>
                    void restoreKeptSet(set).then((problem) => {
                      if (problem) setMessage(problem);
                      else onClose();
                    })
                  }
                >
                  Restore
                </button>
                <button
                  type="button"
                  onClick={() => {
                    if (
                      window.confirm(
                        `Delete this kept set of ${set.data.tools.length} tools for good?`,
                      )
                    ) {
                      void removeKeptSet(set.id).then(refreshKept);
                    }
                  }}
                >
                  Delete
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </dialog>
  );
}
