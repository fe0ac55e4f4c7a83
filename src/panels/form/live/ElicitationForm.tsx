import { useId, useState } from 'react';
import type { ElicitAnswer, PendingElicitation } from '../../../store';
import { answerElicitation } from '../../../store';

interface Field {
  key: string;
  title: string;
  description?: string;
  type: string;
  format?: string;
  required: boolean;
  options?: { value: string; label: string }[];
  multiple: boolean;
  defaultValue?: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** Options of the enum forms of elicitation (plain enum, titled oneOf, array of either). */
function optionsOf(schema: Record<string, unknown>): Field['options'] {
  if (Array.isArray(schema.enum))
    return schema.enum.map((v, i) => ({
      value: String(v),
      label: Array.isArray(schema.enumNames) ? String(schema.enumNames[i] ?? v) : String(v),
    }));
  const titled = Array.isArray(schema.oneOf)
    ? schema.oneOf
    : Array.isArray(schema.anyOf)
      ? schema.anyOf
      : undefined;
  if (titled)
    return titled.filter(isRecord).map((o) => ({
      value: String(o.const),
      label: typeof o.title === 'string' ? o.title : String(o.const),
    }));
  return undefined;
}

/** The requested schema's fields: a flat object of primitive properties (the elicitation subset). */
function fieldsOf(requestedSchema: unknown): Field[] {
  if (!isRecord(requestedSchema) || !isRecord(requestedSchema.properties)) return [];
  const required = Array.isArray(requestedSchema.required) ? requestedSchema.required : [];
  return Object.entries(requestedSchema.properties).map(([key, raw]) => {
    const schema = isRecord(raw) ? raw : {};
    const type = typeof schema.type === 'string' ? schema.type : 'string';
    const items = isRecord(schema.items) ? schema.items : undefined;
    const multiple = type === 'array';
    return {
      key,
      title: typeof schema.title === 'string' ? schema.title : key,
      ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
      type,
      ...(typeof schema.format === 'string' ? { format: schema.format } : {}),
      required: required.includes(key),
      options: optionsOf(multiple && items ? items : schema),
      multiple,
      ...('default' in schema ? { defaultValue: schema.default } : {}),
    };
  });
}

const INPUT_TYPE: Record<string, string> = {
  email: 'email',
  uri: 'url',
  date: 'date',
  'date-time': 'datetime-local',
};

function initialValue(field: Field): unknown {
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.type === 'boolean') return false;
  if (field.multiple) return [];
  return undefined;
}

/**
 * A server's elicitation request during a call: its message and `requestedSchema` as a small
 * form, answered with Accept (the values), Decline or Cancel.
 */
export function ElicitationForm({ pending }: { pending: PendingElicitation }) {
  const id = useId();
  const fields = fieldsOf(pending.request.requestedSchema);
  const [values, setValues] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(fields.map((f) => [f.key, initialValue(f)])),
  );
  const answer = (a: ElicitAnswer) => answerElicitation(pending.id, a);
  const setValue = (key: string, value: unknown) => setValues((v) => ({ ...v, [key]: value }));
  const accept = () => {
    const content: Record<string, unknown> = {};
    for (const field of fields) {
      const value = values[field.key];
      if (value === undefined || value === '') continue;
      content[field.key] =
        field.type === 'number' || field.type === 'integer' ? Number(value) : value;
    }
    answer({ action: 'accept', content });
  };
  return (
    <section className="elicitation" aria-label="Server request">
      <h4>The server asks</h4>
      <p className="elicitation-message">{pending.request.message}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          accept();
        }}
      >
        {fields.map((field) => {
          const fieldId = `${id}-${field.key}`;
          const value = values[field.key];
          const label = (
            <label htmlFor={fieldId}>
              {field.title}
              {field.required ? ' (required)' : ''}
            </label>
          );
          let control;
          if (field.type === 'boolean')
            control = (
              <input
                id={fieldId}
                type="checkbox"
                checked={value === true}
                onChange={(e) => setValue(field.key, e.target.checked)}
              />
            );
          else if (field.options && field.multiple)
            control = (
              <select
                id={fieldId}
                multiple
                value={Array.isArray(value) ? value.map(String) : []}
                onChange={(e) =>
                  setValue(
                    field.key,
                    [...e.target.selectedOptions].map((o) => o.value),
                  )
                }
              >
                {field.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            );
          else if (field.options)
            control = (
              <select
                id={fieldId}
                value={value === undefined ? '' : String(value)}
                onChange={(e) => setValue(field.key, e.target.value || undefined)}
              >
                <option value="">(choose)</option>
                {field.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            );
          else
            control = (
              <input
                id={fieldId}
                type={
                  field.type === 'number' || field.type === 'integer'
                    ? 'number'
                    : (INPUT_TYPE[field.format ?? ''] ?? 'text')
                }
                required={field.required}
                value={value === undefined ? '' : String(value)}
                onChange={(e) => setValue(field.key, e.target.value)}
              />
            );
          return (
            <div key={field.key} className="elicitation-field">
              {label}
              {control}
              {field.description && <p className="hint">{field.description}</p>}
            </div>
          );
        })}
        <div className="elicitation-actions">
          <button type="submit">Accept</button>
          <button type="button" onClick={() => answer({ action: 'decline' })}>
            Decline
          </button>
          <button type="button" onClick={() => answer({ action: 'cancel' })}>
            Cancel request
          </button>
        </div>
      </form>
    </section>
  );
}
