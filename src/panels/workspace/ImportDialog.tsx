import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { OpenJsonFile, useJsonFileLoader } from '../../components/OpenJsonFile';
import {
  formatSize,
  IMPORT_PREVIEW_AT_ONCE_CHARS,
  IMPORT_PREVIEW_PAGE_MAX_CHARS,
  IMPORT_TEXT_SHOWN_MAX_CHARS,
  VALIDATION_TIMEOUT_MS,
} from '../../core';
import { toolLabel, workspaceStore } from '../../store';
import { getValidationClient } from '../../worker';
import type { PreviewOutcome } from '../../worker';
import type { PreviewState } from './import-preview';
import {
  planPreview,
  previewFailedMessage,
  previewImportTexts,
  previewOnPage,
  previewTimedOutMessage,
  readingMessage,
} from './import-preview';

// The Python source (issue 9) is a lazy chunk: its parser loads only when chosen.
const FromPython = lazy(() =>
  import('./import-python/FromPython').then((m) => ({ default: m.FromPython })),
);

/** Pause in typing before a text too long for the page is sent to the worker again. */
const WORKER_PREVIEW_PAUSE_MS = 150;

interface ImportDialogProps {
  open: boolean;
  /** Text to start with (a dropped file). */
  initialText?: string;
  onClose: () => void;
}

/** A worker's answer as the dialog's state: every outcome ends the "Reading…" line. */
function fromWorker(text: string, outcome: PreviewOutcome): PreviewState {
  if (outcome.status === 'done') return { text, status: 'ready', preview: outcome.preview };
  if (outcome.status === 'timed-out')
    return { text, status: 'failed', message: previewTimedOutMessage(VALIDATION_TIMEOUT_MS) };
  // The client's own sentence ("The validation worker crashed (…); …."), as a clause.
  const reason = outcome.message.replace(/\.$/, '');
  return {
    text,
    status: 'failed',
    message: previewFailedMessage(reason.charAt(0).toLowerCase() + reason.slice(1)),
  };
}

/** Whole seconds since `since` changed, ticking while `active`: the progress line's clock. */
function useSecondsSince(since: unknown, active: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    setSeconds(0);
    if (!active) return;
    const started = performance.now();
    const timer = setInterval(
      () => setSeconds(Math.floor((performance.now() - started) / 1000)),
      500,
    );
    return () => clearInterval(timer);
  }, [since, active]);
  return seconds;
}

/**
 * Import by paste, file or drop. Nothing in the workspace changes until "Import" is pressed,
 * and then tools are added, never replaced, so an import cannot cost any work.
 *
 * The preview only lists the tools (previewImport: no validation, which happens in the
 * editor afterwards). Up to IMPORT_PREVIEW_AT_ONCE_CHARS it is computed as the text changes;
 * longer texts show "Reading…" first, and past IMPORT_PREVIEW_PAGE_MAX_CHARS they are read in
 * the worker. Whatever happens there (timeout, crash, failure) ends in a message and
 * "Import anyway", which adds the text as one document.
 */
export function ImportDialog({ open, initialText, onClose }: ImportDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState(initialText ?? '');
  const [later, setLater] = useState<PreviewState | undefined>();
  const [split, setSplit] = useState(true);
  const [dragging, setDragging] = useState(false);
  const [source, setSource] = useState<'json' | 'python'>('json');
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (open && initialText !== undefined) setText(initialText);
  }, [open, initialText]);

  const blank = text.trim() === '';
  const shownInBox = text.length <= IMPORT_TEXT_SHOWN_MAX_CHARS;
  const atOnce = !blank && text.length <= IMPORT_PREVIEW_AT_ONCE_CHARS;
  const immediate = useMemo(
    () => (open && atOnce ? previewOnPage(text) : undefined),
    [open, atOnce, text],
  );

  useEffect(() => {
    if (!open || blank || atOnce) return;
    let current = true;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (state: PreviewState) => {
      if (current) setLater(state);
    };
    if (text.length <= IMPORT_PREVIEW_PAGE_MAX_CHARS) {
      // After "Reading…" is painted: a frame callback runs before the paint, a timeout set in it after.
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => settle(previewOnPage(text)), 0);
      });
    } else {
      timer = setTimeout(() => {
        getValidationClient()
          .previewTools(text)
          .then(
            (outcome) => settle(fromWorker(text, outcome)),
            (error: unknown) =>
              settle({ text, status: 'failed', message: previewFailedMessage(String(error)) }),
          );
      }, WORKER_PREVIEW_PAUSE_MS);
    }
    return () => {
      current = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [open, blank, atOnce, text]);

  const state: PreviewState | undefined = blank
    ? undefined
    : (immediate ?? (later?.text === text ? later : { text, status: 'reading' }));
  const ready = state?.status === 'ready' ? state.preview : undefined;
  const plan = useMemo(() => {
    if (!ready) return undefined;
    // Names already in the workspace, to say beforehand that an import adds beside them.
    const names = new Set(workspaceStore.getState().tools.map((t) => toolLabel(t)));
    return planPreview(ready, names);
  }, [ready]);
  const reading = state?.status === 'reading';
  const seconds = useSecondsSince(text, reading);

  const fileLoader = useJsonFileLoader(setText);

  const confirm = () => {
    if (!state || state.status === 'reading' || plan?.refusal !== undefined) return;
    const { texts, note } = previewImportTexts(text, state, split);
    workspaceStore.getState().addTools(texts);
    workspaceStore
      .getState()
      .notify(
        note ?? (texts.length === 1 ? 'Imported 1 tool.' : `Imported ${texts.length} tools.`),
      );
    setText('');
    setLater(undefined);
    onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className="import-dialog"
      aria-labelledby={`${textId}-title`}
      onClose={onClose}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        void fileLoader.load(e.dataTransfer.files[0]);
      }}
    >
      <h2 id={`${textId}-title`}>Import</h2>
      <div role="radiogroup" aria-label="Import from" className="row import-source">
        <label>
          <input
            type="radio"
            name={`${textId}-source`}
            checked={source === 'json'}
            onChange={() => setSource('json')}
          />{' '}
          JSON
        </label>
        <label>
          <input
            type="radio"
            name={`${textId}-source`}
            checked={source === 'python'}
            onChange={() => setSource('python')}
          />{' '}
          From Python
        </label>
      </div>
      {source === 'python' && (
        <Suspense fallback={<p>Loading…</p>}>
          <FromPython onImported={onClose} onCancel={onClose} />
        </Suspense>
      )}
      <div hidden={source === 'python'}>
        <div className={`drop-zone${dragging ? ' dragging' : ''}`}>
          <label htmlFor={textId}>Tool JSON</label>
          {!shownInBox && (
            <p className="hint" id={`${textId}-long`} role="status">
              {formatSize(text.length)} of text, too long to show here: the preview below reads it.
              Paste or type to replace it.{' '}
              <button type="button" onClick={() => setText('')}>
                Clear
              </button>
            </p>
          )}
          <textarea
            id={textId}
            value={shownInBox ? text : ''}
            spellCheck={false}
            rows={12}
            aria-describedby={shownInBox ? undefined : `${textId}-long`}
            placeholder="Paste a tool, an array of tools, a tools/list result, a provider's tools (OpenAI, Anthropic, Gemini, Bedrock), a ToolHive registry entry or a Spark ToolSpec, or drop a .json file here."
            onChange={(e) => setText(e.target.value)}
            onPaste={(e) => {
              // A long paste goes to the preview, not into the box, which would lay it all out.
              const pasted = e.clipboardData.getData('text/plain');
              const box = e.currentTarget;
              const next =
                box.value.slice(0, box.selectionStart) + pasted + box.value.slice(box.selectionEnd);
              if (next.length <= IMPORT_TEXT_SHOWN_MAX_CHARS) return;
              e.preventDefault();
              setText(next);
            }}
          />
          <OpenJsonFile loader={fileLoader} />
        </div>

        <section
          className="import-preview"
          aria-label="Import preview"
          aria-live="polite"
          aria-busy={reading}
        >
          {!state ? (
            <p>Nothing to import yet.</p>
          ) : state.status === 'reading' ? (
            <p className="row import-reading">
              <progress aria-label="Reading the text" />
              <span>
                {readingMessage(text.length)}
                {seconds > 0 && ` ${seconds} s`}
              </span>
            </p>
          ) : state.status === 'failed' ? (
            <>
              <p role="alert" className="warning-text">
                {state.message}
              </p>
              <p className="hint">
                One document will be added to the workspace; nothing is replaced.
              </p>
            </>
          ) : (
            plan && (
              <>
                <p>{plan.summary}</p>
                {plan.toolCount > 1 && (
                  // Focusable, since a long list scrolls and the keyboard must reach it.
                  <ul className="import-tools" tabIndex={0} aria-label="Tools found">
                    {plan.shownNames.map((name, i) => (
                      <li key={i}>{name}</li>
                    ))}
                    {plan.toolCount > plan.shownNames.length && (
                      <li className="hint">and {plan.toolCount - plan.shownNames.length} more</li>
                    )}
                  </ul>
                )}
                {plan.notes.map((note) => (
                  <p key={note} className="warning-text">
                    {note}
                  </p>
                ))}
                {plan.canSplit && (
                  <fieldset>
                    <legend>Add as</legend>
                    <label>
                      <input
                        type="radio"
                        name="split"
                        checked={split}
                        onChange={() => setSplit(true)}
                      />{' '}
                      {plan.toolCount} separate tools
                    </label>
                    <label>
                      <input
                        type="radio"
                        name="split"
                        checked={!split}
                        onChange={() => setSplit(false)}
                      />{' '}
                      one document
                    </label>
                  </fieldset>
                )}
                {plan.refusal === undefined && (
                  <p className="hint">
                    {plan.canSplit && split
                      ? `${plan.toolCount} tools will be added`
                      : plan.toolCount === 0
                        ? 'The text will be added as one document'
                        : 'One tool will be added'}{' '}
                    to the workspace; nothing is replaced.
                  </p>
                )}
              </>
            )
          )}
        </section>

        <div className="row dialog-actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="primary"
            disabled={!state || reading || plan?.refusal !== undefined}
            onClick={confirm}
          >
            {state?.status === 'failed' ? 'Import anyway' : 'Import'}
          </button>
        </div>
      </div>
    </dialog>
  );
}
