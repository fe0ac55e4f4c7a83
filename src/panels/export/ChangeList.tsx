import type { LocatedChange, SourceLocation } from './export-model';

interface ChangeListProps {
  changes: readonly LocatedChange[];
  onReveal: (location: SourceLocation) => void;
}

const KIND_TEXT: Record<string, string> = {
  stripped: 'stripped',
  converted: 'converted',
  inlined: 'inlined',
  added: 'added',
  renamed: 'renamed',
  dropped: 'dropped',
  rejected: 'refused',
  moved: 'moved',
  flagged: 'check',
};

/** The adapter's changes, each a button that shows its source in the editor. */
export function ChangeList({ changes, onReveal }: ChangeListProps) {
  return (
    <ul className="change-list">
      {changes.map(({ change, location }, i) => {
        const body = (
          <>
            <span className={`change-kind change-kind-${change.kind}`}>
              {KIND_TEXT[change.kind] ?? change.kind}
            </span>
            <span className="change-message">{change.message}</span>
            {change.widening && (
              <span
                className="change-widening"
                title="The exported schema accepts input the tool refuses"
              >
                widens
              </span>
            )}
            {change.narrowing && (
              <span
                className="change-narrowing"
                title="The exported schema refuses input the tool accepts"
              >
                narrows
              </span>
            )}
            {change.suggestion && (
              <span className="change-suggestion">Suggested: {change.suggestion}</span>
            )}
            <span className="change-where">
              {change.toolName}
              {change.pointer || ''} · {change.code}
            </span>
          </>
        );
        return (
          <li key={`${change.toolIndex}:${change.pointer}:${change.code}:${i}`}>
            {location ? (
              <button type="button" className="change-entry" onClick={() => onReveal(location)}>
                {body}
              </button>
            ) : (
              <div className="change-entry">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
