import type { CodeSnippet } from '../../core';
import { copyText } from '../../components/browser-actions';

interface SnippetListProps {
  snippets: readonly CodeSnippet[];
  onCopied: (message: string) => void;
}

const LANGUAGE_NAME = { typescript: 'TypeScript', python: 'Python' } as const;

/** The SDK-call snippets, each with its own copy button. */
export function SnippetList({ snippets, onCopied }: SnippetListProps) {
  return (
    <section className="snippets" aria-label="Code snippets">
      <h3>Use it from code</h3>
      {snippets.map((snippet) => (
        <details key={snippet.language} className="snippet">
          <summary>{snippet.label}</summary>
          <button
            type="button"
            onClick={() =>
              void copyText(snippet.code).then((problem) =>
                onCopied(problem ?? `Copied the ${LANGUAGE_NAME[snippet.language]} snippet.`),
              )
            }
          >
            Copy {LANGUAGE_NAME[snippet.language]} snippet
          </button>
          <pre aria-label={`${LANGUAGE_NAME[snippet.language]} snippet`} tabIndex={0}>
            <code>{snippet.code}</code>
          </pre>
        </details>
      ))}
    </section>
  );
}
