import type { ReadOnlyConstruct } from '../../core';

/** Schema parts the table cannot edit, each a link that shows it in the editor. */
export function ReadOnlyList({
  constructs,
  onReveal,
}: {
  constructs: readonly ReadOnlyConstruct[];
  onReveal: (offset: number, length: number) => void;
}) {
  return (
    <ul className="params-readonly-list">
      {constructs.map((c) => (
        <li key={c.pointer}>
          <button
            type="button"
            className="link"
            onClick={() => onReveal(c.offset, c.length)}
            aria-label={`Show ${c.pointer} in the editor`}
          >
            <code>{c.keyword}</code>
          </button>
        </li>
      ))}
    </ul>
  );
}
