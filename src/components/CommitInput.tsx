import { useEffect, useRef, useState } from 'react';
import type { InputHTMLAttributes } from 'react';
import { holdPendingCommit } from './pending-commits';

interface CommitInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'defaultValue'
> {
  /** The value from the JSON text. */
  value: string;
  /**
   * Called once per change, on Enter or when focus leaves, only when the text differs. When focus
   * leaves, `leavingTo` is where it went (null for nowhere), so a commit that redraws the row can
   * send focus on there instead of back to this cell.
   */
  onCommit: (text: string, leavingTo?: Element | null) => void;
}

/**
 * A text cell that edits the JSON once per change rather than once per keystroke: typing stays
 * local until Enter or blur; Escape goes back to the JSON's value. Text typed and not yet
 * committed is held in `pending-commits.ts`, which commits it when the page is hidden or
 * unloaded, so a reload or a closed tab does not lose it.
 */
export function CommitInput({ value, onCommit, onKeyDown, onBlur, ...rest }: CommitInputProps) {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  // What the page's hide event commits: the newest draft, value and commit, whatever has rendered.
  const latest = useRef({ draft, value, onCommit });
  latest.current.value = value;
  latest.current.onCommit = onCommit;
  const release = useRef<(() => void) | undefined>(undefined);

  const settle = () => {
    release.current?.();
    release.current = undefined;
    latest.current.draft = undefined;
    setDraft(undefined);
  };
  const commit = (leavingTo?: Element | null) => {
    const { draft: typed, value: saved, onCommit: write } = latest.current;
    settle();
    if (typed !== undefined && typed !== saved) write(typed, leavingTo);
  };
  useEffect(
    () => () => {
      release.current?.();
      release.current = undefined;
    },
    [],
  );

  return (
    <input
      {...rest}
      value={draft ?? value}
      onChange={(e) => {
        latest.current.draft = e.target.value;
        setDraft(e.target.value);
        // Held from the first keystroke, synchronously: a reload may come before any effect runs.
        release.current ??= holdPendingCommit(() => commit());
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        } else if (e.key === 'Escape' && draft !== undefined) {
          e.preventDefault();
          e.stopPropagation();
          settle();
        }
        onKeyDown?.(e);
      }}
      onBlur={(e) => {
        commit(e.relatedTarget);
        onBlur?.(e);
      }}
    />
  );
}
