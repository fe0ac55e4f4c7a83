import { useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { errorMessage } from '../../core';

/**
 * The last resort for one field the form cannot draw: a small JSON editor for that field's value
 * only, so the rest of the form stays a form. Text that does not parse stays in the box with a
 * message and is not passed on.
 */
export function JsonValueField(props: FieldProps) {
  const { formData, onChange, fieldPathId, disabled, readonly, name } = props;
  const shown = formData === undefined ? '' : JSON.stringify(formData, null, 2);
  const [draft, setDraft] = useState<{ text: string; error?: string } | undefined>(undefined);
  const text = draft && draft.text !== shown ? draft.text : shown;
  const id = fieldPathId.$id;
  return (
    <div className="json-value-field" data-testid="form.json-fallback">
      <textarea
        id={id}
        aria-label={`${name || 'value'} (JSON)`}
        rows={Math.min(8, Math.max(2, text.split('\n').length))}
        value={text}
        disabled={disabled}
        readOnly={readonly}
        spellCheck={false}
        onChange={(event) => {
          const next = event.target.value;
          if (next.trim() === '') {
            setDraft({ text: next });
            onChange(undefined, fieldPathId.path, undefined, id);
            return;
          }
          try {
            const value: unknown = JSON.parse(next);
            setDraft({ text: next });
            onChange(value, fieldPathId.path, undefined, id);
          } catch (error) {
            setDraft({ text: next, error: errorMessage(error) });
          }
        }}
      />
      {draft?.error && draft.text === text && (
        <p className="json-value-error" role="alert">
          Not valid JSON yet, so the sample keeps its previous value: {draft.error}
        </p>
      )}
    </div>
  );
}
