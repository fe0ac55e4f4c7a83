/**
 * The mark each verdict shows, with what it means: the Tools list's badges, the Preflight
 * answers and the legend beside them read this one table, so a mark cannot mean two things.
 */
import type { HostVerdict } from '../core';

export interface VerdictMark {
  mark: string;
  meaning: string;
}

export const VERDICT_MARKS: Record<HostVerdict, VerdictMark> = {
  accepted: { mark: '✓', meaning: 'accepted as is' },
  changed: { mark: '~', meaning: 'accepted with changes' },
  // U+FE0E asks for the text form: the emoji form is coloured and wider than the other marks.
  cut: { mark: '✂\uFE0E', meaning: 'shown, but part of its text is cut' },
  dropped: { mark: '∅', meaning: 'silently not shown to the model' },
  rejected: { mark: '✕', meaning: 'rejected' },
};

/** What a Tools-list row shows before it has an answer. */
export const PLACEHOLDER_MARKS: Record<'pending' | 'none', VerdictMark> = {
  pending: { mark: '…', meaning: 'still checking' },
  none: { mark: '–', meaning: 'no tool to check' },
};
