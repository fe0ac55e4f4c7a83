import { useMemo } from 'react';
import { tokenizeJson } from './json-tokens';

interface JsonViewProps {
  text: string;
  /** Accessible name of the output region. */
  label: string;
  /** True while the text is one edit behind the editor. */
  stale?: boolean;
}

/** Read-only JSON with token colours; every token is rendered as text, never as markup. */
export function JsonView({ text, label, stale = false }: JsonViewProps) {
  const tokens = useMemo(() => tokenizeJson(text), [text]);
  return (
    <pre
      className={`json-view${stale ? ' json-view-stale' : ''}`}
      aria-label={label}
      role="region"
      tabIndex={0}
    >
      <code>
        {tokens.map((token, i) =>
          token.kind === 'plain' ? (
            token.text
          ) : (
            <span key={i} className={`json-${token.kind}`}>
              {token.text}
            </span>
          ),
        )}
      </code>
    </pre>
  );
}
