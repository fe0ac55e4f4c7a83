import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { OpenJsonFile, useJsonFileLoader } from '../../components/OpenJsonFile';
import type { Analysis } from '../../store';
import { workspaceStore } from '../../store';
import { getValidationClient } from '../../worker';
import { importTexts, planImport } from './import-plan';

// The Python source (issue 9) is a lazy chunk: its parser loads only when chosen.
const FromPython = lazy(() =>
  import('./import-python/FromPython').then((m) => ({ default: m.FromPython })),
);

interface ImportDialogProps {
  open: boolean;
  /** Text to start with (a dropped file). */
  initialText?: string;
  onClose: () => void;
}

/**
 * Import by paste, file or drop. Nothing in the workspace changes until "Import" is pressed,
 * and then tools are added, never replaced, so an import cannot cost any work.
 */
export function ImportDialog({ open, initialText, onClose }: ImportDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState(initialText ?? '');
  const [analysis, setAnalysis] = useState<{ text: string; analysis: Analysis } | undefined>();
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

  // The preview is computed in the worker like every analysis, so a huge paste never blocks typing.
  useEffect(() => {
    if (!open || text.trim() === '') return;
    let current = true;
    void getValidationClient()
      .analyze('import-preview', text)
      .then((outcome) => {
        if (current && outcome.status === 'done') setAnalysis({ text, analysis: outcome.analysis });
      });
    return () => {
      current = false;
    };
  }, [open, text]);

  const preview = analysis && analysis.text === text ? analysis.analysis : undefined;
  const plan = preview ? planImport(preview) : undefined;

  const fileLoader = useJsonFileLoader(setText);

  const confirm = () => {
    if (!preview || plan?.refusal !== undefined) return;
    const texts = importTexts(text, preview, split);
    workspaceStore.getState().addTools(texts);
    workspaceStore
      .getState()
      .notify(texts.length === 1 ? 'Imported 1 tool.' : `Imported ${texts.length} tools.`);
    setText('');
    setAnalysis(undefined);
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
          <textarea
            id={textId}
            value={text}
            spellCheck={false}
            rows={12}
            placeholder="Paste a tool, an array of tools, a tools/list result, a ToolHive registry entry or a Spark ToolSpec, or drop a .json file here."
            onChange={(e) => setText(e.target.value)}
          />
          <OpenJsonFile loader={fileLoader} />
        </div>

        <section className="import-preview" aria-label="Import preview" aria-live="polite">
          {text.trim() === '' ? (
            <p>Nothing to import yet.</p>
          ) : !plan ? (
            <p>Reading…</p>
          ) : (
            <>
              <p>{plan.summary}</p>
              {plan.toolNames.length > 1 && (
                <ul className="import-tools">
                  {plan.toolNames.map((name, i) => (
                    <li key={i}>{name}</li>
                  ))}
                </ul>
              )}
              {plan.errorCount > 0 && (
                <p className="warning-text">
                  {plan.errorCount} error{plan.errorCount === 1 ? '' : 's'} found; you can import
                  anyway and fix them in the editor.
                </p>
              )}
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
                    {plan.toolNames.length} separate tools
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
              <p className="hint">
                {plan.canSplit && split
                  ? `${plan.toolNames.length} tools will be added`
                  : 'One tool will be added'}{' '}
                to the workspace; nothing is replaced.
              </p>
            </>
          )}
        </section>

        <div className="row dialog-actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="primary"
            disabled={!plan || plan.refusal !== undefined}
            onClick={confirm}
          >
            Import
          </button>
        </div>
      </div>
    </dialog>
  );
}
