import { useId, useState } from 'react';
import type { HostFix } from '../../core';

/**
 * A fix that asks for its value: one button per choice (a hint's true and false, neither
 * preselected), or a text box for free text. Nothing is written until the author picks.
 */
export function FixChoice({
  fix,
  onApply,
}: {
  fix: HostFix;
  onApply: (value: string | boolean) => string | undefined;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const apply = (value: string | boolean) => setProblem(onApply(value));
  return (
    <div className="hosts-fix" role="group" aria-labelledby={`${id}-prompt`}>
      <span id={`${id}-prompt`} className="hosts-fix-prompt">
        {fix.label}: {fix.prompt}
      </span>
      {fix.choices ? (
        fix.choices.map((choice) => (
          <button
            key={String(choice)}
            type="button"
            aria-label={`${fix.label}: ${String(choice)}`}
            onClick={() => apply(choice)}
          >
            {String(choice)}
          </button>
        ))
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            apply(text);
          }}
        >
          <input
            aria-labelledby={`${id}-prompt`}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit">Apply</button>
        </form>
      )}
      {problem && (
        <span className="hosts-fix-problem" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
