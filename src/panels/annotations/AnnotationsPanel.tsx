import { useId } from 'react';
import { CommitInput } from '../../components/CommitInput';
import {
  annotationWarnings,
  directoryReadiness,
  HINT_DEFAULTS,
  HINT_NAMES,
  hintSentence,
} from '../../core';
import type {
  AnnotationChange,
  AnnotationReading,
  DocumentKind,
  HintName,
  HintState,
} from '../../core';

export interface AnnotationsPanelProps {
  /** The tool's title and hints as the JSON says (core `readAnnotations`). */
  reading: AnnotationReading;
  /** Registry entries spell hints the RFC-0015 way; the panel says so. */
  kind: DocumentKind;
  /** One user action; the caller turns it into text edits on the tool's JSON. */
  onChange: (change: AnnotationChange) => void;
  /** When set, the controls are disabled and this says why (e.g. the JSON does not parse). */
  disabledReason?: string | undefined;
}

const STATE_LABELS: Record<HintState, string> = { unset: 'Not set', true: 'true', false: 'false' };

function HintControl({
  hint,
  reading,
  onChange,
  disabled,
}: {
  hint: HintName;
  reading: AnnotationReading;
  onChange: AnnotationsPanelProps['onChange'];
  disabled: boolean;
}) {
  const h = reading.hints[hint];
  const id = useId();
  const sentence = hintSentence(h, reading.hints.readOnlyHint.effective);
  return (
    <div className="hint-control">
      <div
        role="radiogroup"
        aria-label={hint}
        aria-describedby={`${id}-sentence`}
        className="hint-radios"
      >
        <span className="hint-name" aria-hidden="true">
          <code>{h.key}</code>
          {h.key !== hint && <span className="hint-spelling"> (RFC-0015 spelling of {hint})</span>}
        </span>
        {(['unset', 'true', 'false'] as const).map((state) => (
          <label key={state} className="hint-radio">
            <input
              type="radio"
              name={`${id}-${hint}`}
              value={state}
              checked={h.state === state}
              disabled={disabled}
              onChange={() => onChange({ type: 'hint', hint, state })}
            />
            {state === 'unset'
              ? `${STATE_LABELS.unset} (default ${String(HINT_DEFAULTS[hint])})`
              : STATE_LABELS[state]}
          </label>
        ))}
      </div>
      <p
        className="hint-sentence"
        id={`${id}-sentence`}
        data-testid={`annotations.sentence.${hint}`}
      >
        {sentence}
      </p>
    </div>
  );
}

/** Title and the four behaviour hints of one tool, with what clients are told and what directories need. */
export function AnnotationsPanel({
  reading,
  kind,
  onChange,
  disabledReason,
}: AnnotationsPanelProps) {
  const disabled = disabledReason !== undefined || reading.annotationsNotObject;
  const warnings = annotationWarnings(reading);
  const readiness = directoryReadiness(reading);
  return (
    <section className="annotations-panel" aria-label="Annotations">
      {disabledReason && (
        <p className="panel-message" role="status">
          {disabledReason}
        </p>
      )}
      {kind === 'toolhive-registry' && (
        <p className="annotations-note">
          This is a ToolHive registry entry: hints are written with the RFC-0015 keys (readOnly,
          destructive, idempotent, openWorld).
        </p>
      )}
      <label className="annotations-title">
        <span>Title (annotations.title)</span>
        <CommitInput
          type="text"
          value={reading.title ?? ''}
          disabled={disabled}
          placeholder={
            reading.toolTitle ? `Tool title: ${reading.toolTitle}` : 'A human-readable name'
          }
          onCommit={(title) => onChange({ type: 'title', title })}
        />
      </label>
      {HINT_NAMES.map((hint) => (
        <HintControl
          key={hint}
          hint={hint}
          reading={reading}
          onChange={onChange}
          disabled={disabled}
        />
      ))}
      {warnings.length > 0 && (
        <ul className="annotations-warnings" aria-label="Annotation warnings">
          {warnings.map((warning) => (
            <li
              key={warning.message}
              className={`annotations-warning annotations-warning-${warning.code}`}
            >
              {warning.message}
            </li>
          ))}
        </ul>
      )}
      <section className="readiness" aria-label="Directory readiness">
        <h3>Directory readiness</h3>
        {readiness.ready ? (
          <p>Ready: the tool has a title and all four hints are set explicitly.</p>
        ) : (
          <>
            <p>
              Directories and listing clients assume the pessimistic default for a missing hint, and
              some reject tools without a title and explicit hints.
            </p>
            <ul>
              {readiness.missingTitle && (
                <li>No title: set annotations.title here or a tool-level "title".</li>
              )}
              {readiness.unset.map((item) => (
                <li key={item.hint}>
                  <code>{reading.hints[item.hint].key}</code> is not set: clients assume{' '}
                  {String(item.assumed)}.
                </li>
              ))}
            </ul>
            {readiness.unset.length > 0 && (
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange({ type: 'set-all-explicitly' })}
              >
                Set all explicitly
              </button>
            )}
          </>
        )}
      </section>
    </section>
  );
}
