import type { ClipboardEvent } from 'react';
import { errorMessage } from '../../core';

/** Result of reading a JSON text box: the value, or why it is not JSON yet. */
export type JsonReading = { ok: true; value: unknown } | { ok: false; message: string };

export function readJson(text: string): JsonReading {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: errorMessage(error) };
  }
}

/** A labelled JSON text box whose text is kept exactly as typed; a parse error is shown, never lost. */
export function JsonTextBox({
  label,
  text,
  onText,
  reading,
  rows = 8,
  onPaste,
}: {
  label: string;
  text: string;
  onText: (text: string) => void;
  reading: JsonReading;
  rows?: number;
  onPaste?: (event: ClipboardEvent<HTMLTextAreaElement>) => void;
}) {
  return (
    <div className="json-text-box">
      <label className="json-text-label">
        <span>{label}</span>
        <textarea
          value={text}
          rows={rows}
          spellCheck={false}
          aria-invalid={!reading.ok || undefined}
          onChange={(event) => onText(event.target.value)}
          onPaste={onPaste}
        />
      </label>
      {!reading.ok && (
        <p className="json-text-error" role="alert">
          {label} is not valid JSON yet ({reading.message}); the form keeps the last value that was.
        </p>
      )}
    </div>
  );
}
