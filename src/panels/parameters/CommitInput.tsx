import { useState } from 'react';
import type { InputHTMLAttributes } from 'react';

interface CommitInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'defaultValue'
> {
  /** The value from the JSON text. */
  value: string;
  /** Called once per change, on Enter or when focus leaves, only when the text differs. */
  onCommit: (text: string) => void;
}

/**
 * A text cell that edits the JSON once per change rather than once per keystroke: typing stays
 * local until Enter or blur; Escape goes back to the JSON's value.
 */
export function CommitInput({ value, onCommit, onKeyDown, onBlur, ...rest }: CommitInputProps) {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const commit = () => {
    if (draft !== undefined && draft !== value) onCommit(draft);
    setDraft(undefined);
  };
  return (
    <input
      {...rest}
      value={draft ?? value}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        } else if (e.key === 'Escape' && draft !== undefined) {
          e.preventDefault();
          e.stopPropagation();
          setDraft(undefined);
        }
        onKeyDown?.(e);
      }}
      onBlur={(e) => {
        commit();
        onBlur?.(e);
      }}
    />
  );
}
