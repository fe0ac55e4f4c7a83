/**
 * An elicitation requestedSchema drawn as a client may draw it (MCP client/elicitation): only the
 * widgets the specification defines (text with its format, number, checkbox, single choice,
 * multiple choice); a property a client cannot draw is shown as such, never approximated. The
 * value is the `content` of an accept response. Used by the Form tab for Elicitation request
 * documents and for requests that arrive from a live server during a call.
 */
import { useMemo } from 'react';
import { readElicitationSchema } from '../../core';
import type { ElicitationField } from '../../core';
import './elicitation.css';

export interface ElicitationFormProps {
  /** The requestedSchema. */
  schema: unknown;
  /** The accept response's content so far. */
  content: Record<string, unknown>;
  onContent: (content: Record<string, unknown>) => void;
  /** The server's message shown above the form, when there is one. */
  message?: string;
  /** The form's accessible name, when several are on the page at once. */
  name?: string;
  /** Answer buttons (Accept, Decline, Cancel); left out when not given (a preview). */
  onRespond?: (action: 'accept' | 'decline' | 'cancel', content?: Record<string, unknown>) => void;
}

const INPUT_TYPES: Record<string, string> = {
  email: 'email',
  uri: 'url',
  date: 'date',
};

function withValue(content: Record<string, unknown>, key: string, value: unknown) {
  const next = { ...content };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

function fieldLabel(field: ElicitationField): string {
  return field.title ?? field.key;
}

function Limits({ field }: { field: ElicitationField }) {
  const parts: string[] = [];
  if (field.kind === 'string') {
    if (field.minLength !== undefined) parts.push(`at least ${field.minLength} characters`);
    if (field.maxLength !== undefined) parts.push(`at most ${field.maxLength} characters`);
    if (field.format === 'date-time') parts.push('a date and time such as 2026-07-28T09:30:00Z');
  } else if (field.kind === 'number' || field.kind === 'integer') {
    if (field.minimum !== undefined) parts.push(`from ${field.minimum}`);
    if (field.maximum !== undefined) parts.push(`up to ${field.maximum}`);
    if (field.kind === 'integer') parts.push('a whole number');
  } else if (field.kind === 'multi-select') {
    if (field.minItems !== undefined) parts.push(`choose at least ${field.minItems}`);
    if (field.maxItems !== undefined) parts.push(`choose at most ${field.maxItems}`);
  }
  if (parts.length === 0 && !field.description) return null;
  return (
    <span className="elicitation-hint">
      {[field.description, parts.join(', ')].filter(Boolean).join(' — ')}
    </span>
  );
}

function Field({
  field,
  content,
  onContent,
}: {
  field: ElicitationField;
  content: Record<string, unknown>;
  onContent: (content: Record<string, unknown>) => void;
}) {
  const value = content[field.key];
  const set = (next: unknown) => onContent(withValue(content, field.key, next));
  const label = `${fieldLabel(field)}${field.required ? ' *' : ''}`;
  switch (field.kind) {
    case 'string':
      return (
        <label className="elicitation-field">
          <span>{label}</span>
          <input
            aria-label={fieldLabel(field)}
            type={(field.format && INPUT_TYPES[field.format]) ?? 'text'}
            value={typeof value === 'string' ? value : ''}
            required={field.required}
            {...(field.minLength !== undefined ? { minLength: field.minLength } : {})}
            {...(field.maxLength !== undefined ? { maxLength: field.maxLength } : {})}
            onChange={(e) => set(e.target.value === '' ? undefined : e.target.value)}
          />
          <Limits field={field} />
        </label>
      );
    case 'number':
    case 'integer':
      return (
        <label className="elicitation-field">
          <span>{label}</span>
          <input
            aria-label={fieldLabel(field)}
            type="number"
            value={typeof value === 'number' ? String(value) : ''}
            required={field.required}
            step={field.kind === 'integer' ? 1 : 'any'}
            {...(field.minimum !== undefined ? { min: field.minimum } : {})}
            {...(field.maximum !== undefined ? { max: field.maximum } : {})}
            onChange={(e) => {
              const text = e.target.value;
              const number = Number(text);
              set(text === '' || !Number.isFinite(number) ? undefined : number);
            }}
          />
          <Limits field={field} />
        </label>
      );
    case 'boolean':
      return (
        <label className="elicitation-field elicitation-boolean">
          <input
            aria-label={fieldLabel(field)}
            type="checkbox"
            checked={value === true}
            onChange={(e) => set(e.target.checked)}
          />
          <span>{label}</span>
          <Limits field={field} />
        </label>
      );
    case 'single-select':
      return (
        <label className="elicitation-field">
          <span>{label}</span>
          <select
            aria-label={fieldLabel(field)}
            value={typeof value === 'string' ? value : ''}
            required={field.required}
            onChange={(e) => set(e.target.value === '' ? undefined : e.target.value)}
          >
            <option value="">(none)</option>
            {field.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <Limits field={field} />
        </label>
      );
    case 'multi-select': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <fieldset className="elicitation-field elicitation-multi">
          <legend>{label}</legend>
          {field.options.map((o) => (
            <label key={o.value} className="elicitation-option">
              <input
                type="checkbox"
                checked={chosen.includes(o.value)}
                onChange={(e) => {
                  const next = e.target.checked
                    ? field.options
                        .map((x) => x.value)
                        .filter((v) => v === o.value || chosen.includes(v))
                    : chosen.filter((v) => v !== o.value);
                  set(next.length === 0 && !field.required ? undefined : next);
                }}
              />
              {o.label}
            </label>
          ))}
          <Limits field={field} />
        </fieldset>
      );
    }
    case 'unsupported':
      return (
        <div className="elicitation-field elicitation-unsupported" role="note">
          <span>{label}</span>
          <p>A client cannot show this: {field.reason}</p>
        </div>
      );
  }
}

export function ElicitationForm({
  schema,
  content,
  onContent,
  message,
  name = 'Elicitation form',
  onRespond,
}: ElicitationFormProps) {
  const reading = useMemo(() => readElicitationSchema(schema), [schema]);
  return (
    <form
      className="elicitation-form"
      aria-label={name}
      onSubmit={(e) => {
        e.preventDefault();
        onRespond?.('accept', content);
      }}
    >
      {message && <p className="elicitation-message">{message}</p>}
      {reading.fields.length === 0 && (
        <p className="elicitation-empty">
          This request asks for nothing; a client shows only its message.
        </p>
      )}
      {reading.fields.map((field) => (
        <Field key={field.key} field={field} content={content} onContent={onContent} />
      ))}
      {onRespond && (
        <div className="elicitation-actions">
          <button type="submit">Accept</button>
          <button type="button" onClick={() => onRespond('decline')}>
            Decline
          </button>
          <button type="button" onClick={() => onRespond('cancel')}>
            Cancel
          </button>
        </div>
      )}
    </form>
  );
}
