import { useDeferredValue, useId, useMemo, useState } from 'react';
import { importPython } from '../../../core';
import type { PythonImportResult, PythonSchemaStyle, Tool } from '../../../core';
import { workspaceStore } from '../../../store';
import './from-python.css';

export interface FromPythonProps {
  /** Called after tools were added (the dialog closes). */
  onImported?: () => void;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
  /** Adds the tools' JSON texts; defaults to the workspace store. */
  addTools?: (texts: string[]) => void;
}

const STYLE_OPTIONS: { value: PythonSchemaStyle | 'auto'; label: string }[] = [
  { value: 'auto', label: 'By decorator (@skill_command or @tool)' },
  { value: 'skill_command', label: 'skill_command: T | None = None is the plain type' },
  { value: 'spark', label: 'spark: Optional[T] is anyOf with null' },
];

/** snake_case name for a tool made from a Pydantic model alone. */
function modelToolName(className: string): string {
  return className.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

interface Candidate {
  tool: Tool;
  origin: string;
  excluded: { name: string; line: number; reason: string }[];
}

function candidates(result: PythonImportResult): Candidate[] {
  if (result.tools.length > 0) {
    return result.tools.map((t) => ({
      tool: t.tool,
      origin: `def ${t.functionName} (line ${t.line}), ${t.style} convention`,
      excluded: t.excluded,
    }));
  }
  // Only models: each becomes a tool whose inputSchema is the model, named after the class.
  return result.models.map((m) => {
    const { description, ...schema } = m.schema;
    const tool: Tool = { name: modelToolName(m.name), inputSchema: schema };
    if (typeof description === 'string') tool.description = description;
    return {
      tool,
      origin: `class ${m.name} (line ${m.line}); the tool is named after the model, rename it as you like`,
      excluded: [],
    };
  });
}

/**
 * The "From Python" source of the Import dialog: paste a function with type hints and a
 * docstring (or a Pydantic model) and get MCP tools. Nothing is added until the button is
 * pressed; what the parser could not read is listed with its line.
 */
export function FromPython({ onImported, onCancel, addTools }: FromPythonProps) {
  const [source, setSource] = useState('');
  const [style, setStyle] = useState<PythonSchemaStyle | 'auto'>('auto');
  const ids = useId();
  const deferred = useDeferredValue(source);
  const result = useMemo(
    () => (deferred.trim() === '' ? undefined : importPython(deferred, { style })),
    [deferred, style],
  );
  const found = result ? candidates(result) : [];

  const add = () => {
    if (found.length === 0) return;
    const texts = found.map((c) => `${JSON.stringify(c.tool, null, 2)}\n`);
    if (addTools) addTools(texts);
    else {
      workspaceStore.getState().addTools(texts);
      workspaceStore
        .getState()
        .notify(
          texts.length === 1
            ? `Added ${found[0]!.tool.name} from Python.`
            : `Added ${texts.length} tools from Python.`,
        );
    }
    setSource('');
    onImported?.();
  };

  return (
    <div className="from-python">
      <label htmlFor={`${ids}-code`}>Python code</label>
      <textarea
        id={`${ids}-code`}
        value={source}
        rows={12}
        spellCheck={false}
        placeholder={
          '@tool\ndef search(query: str, limit: int = 10) -> list:\n    """Search the index.\n\n    Args:\n        query: What to look for\n    """'
        }
        onChange={(e) => setSource(e.target.value)}
      />
      <label htmlFor={`${ids}-style`}>Optional parameters</label>
      <select
        id={`${ids}-style`}
        value={style}
        onChange={(e) => setStyle(e.target.value as PythonSchemaStyle | 'auto')}
      >
        {STYLE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>

      <section
        className="from-python-preview"
        aria-label="Python import preview"
        aria-live="polite"
      >
        {!result ? (
          <p>Paste a function with type hints and a docstring, or a Pydantic model.</p>
        ) : (
          <>
            {found.map((c) => (
              <article
                key={c.tool.name + c.origin}
                className="from-python-tool"
                aria-label={`Tool ${c.tool.name}`}
              >
                <h3>
                  <code>{c.tool.name}</code>{' '}
                  <span className="from-python-origin">from {c.origin}</span>
                </h3>
                {c.excluded.length > 0 && (
                  <p className="from-python-excluded">
                    Left out of inputSchema:{' '}
                    {c.excluded.map((e, i) => (
                      <span key={e.name}>
                        {i > 0 && '; '}
                        <code>{e.name}</code> (line {e.line}: {e.reason})
                      </span>
                    ))}
                  </p>
                )}
                <pre aria-label={`JSON of ${c.tool.name}`} tabIndex={0}>
                  {JSON.stringify(c.tool, null, 2)}
                </pre>
              </article>
            ))}
            {result.problems.length > 0 && (
              <div className="from-python-problems">
                <h3>Not read</h3>
                <ul aria-label="Python problems">
                  {result.problems.map((p, i) => (
                    <li key={i} className={p.severity}>
                      Line {p.line}, column {p.column}: {p.message}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </section>
      <div className="row dialog-actions">
        {onCancel && (
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="button" className="primary" disabled={found.length === 0} onClick={add}>
          {found.length > 1 ? `Add ${found.length} tools` : 'Add tool'}
        </button>
      </div>
    </div>
  );
}
