import { useId, useMemo, useState } from 'react';
import {
  errorMessage,
  generatePydanticModel,
  generatePythonStub,
  generateTypeScript,
  generateZod,
} from '../core';
import type { CodegenInput, GeneratedCode as Generated, JsonSchemaObject } from '../core';
import './generated-code.css';

export interface GeneratedCodeProps {
  /** The tool's name; identifiers in the code derive from it. */
  name: string;
  description?: string | undefined;
  /** The schema to generate from (the tool's inputSchema). */
  schema: JsonSchemaObject | undefined;
}

const LANGUAGES: { id: string; label: string; generate: (input: CodegenInput) => Generated }[] = [
  { id: 'python', label: 'Python stub', generate: generatePythonStub },
  { id: 'pydantic', label: 'Pydantic model', generate: generatePydanticModel },
  { id: 'typescript', label: 'TypeScript type', generate: generateTypeScript },
  { id: 'zod', label: 'Zod schema', generate: generateZod },
];

async function copyText(text: string): Promise<string | undefined> {
  try {
    await navigator.clipboard.writeText(text);
    return undefined;
  } catch (error) {
    return `The clipboard refused the text (${errorMessage(error)}). Select the code and copy it by hand.`;
  }
}

/**
 * Typed code generated from a schema: a Python stub, a Pydantic model, a TypeScript type and a
 * Zod schema, each copyable, with notes on what the language could not carry. Self-contained,
 * so the Export panel can mount it as well.
 */
export function GeneratedCode({ name, description, schema }: GeneratedCodeProps) {
  const [language, setLanguage] = useState(LANGUAGES[0]!.id);
  const [status, setStatus] = useState<string | undefined>();
  const groupId = useId();
  const chosen = LANGUAGES.find((l) => l.id === language) ?? LANGUAGES[0]!;
  const generated = useMemo(() => {
    if (!schema) return undefined;
    const input: CodegenInput = { name: name || 'tool', schema };
    if (description) input.description = description;
    return chosen.generate(input);
  }, [chosen, name, description, schema]);

  if (!generated)
    return <p className="generated-empty">There is no input schema to generate code from.</p>;

  return (
    <section className="generated-code" aria-label="Generated code">
      <div role="radiogroup" aria-label="Generated code language" className="generated-languages">
        {LANGUAGES.map((l) => (
          <label key={l.id}>
            <input
              type="radio"
              name={groupId}
              value={l.id}
              checked={l.id === language}
              onChange={() => {
                setLanguage(l.id);
                setStatus(undefined);
              }}
            />
            {l.label}
          </label>
        ))}
      </div>
      <pre className="generated-block" aria-label={`${chosen.label} code`} tabIndex={0}>
        <code>{generated.code}</code>
      </pre>
      <div className="generated-actions">
        <button
          type="button"
          onClick={() =>
            void copyText(generated.code).then((error) =>
              setStatus(error ?? `${chosen.label} copied.`),
            )
          }
        >
          Copy {chosen.label}
        </button>
        <span role="status" className="generated-status">
          {status}
        </span>
      </div>
      {generated.notes.length > 0 && (
        <>
          <p className="generated-notes-title">Not expressed in the {chosen.label}:</p>
          <ul className="generated-notes">
            {generated.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
