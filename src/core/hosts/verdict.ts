/**
 * One vocabulary for what a host does with a tool or a toolset, shared by every host, the CLI and
 * the studio, ordered from harmless to worst so that a tool's verdict is its worst finding's.
 */

/**
 * - accepted: shown to the model as written
 * - changed: renamed or rewritten, still shown
 * - cut: shown, but part of its text is lost
 * - dropped: silently not shown
 * - rejected: refused with an error
 */
export const HOST_VERDICTS = ['accepted', 'changed', 'cut', 'dropped', 'rejected'] as const;
export type HostVerdict = (typeof HOST_VERDICTS)[number];

/** 0 for `accepted` up to 4 for `rejected`. */
export function verdictRank(verdict: HostVerdict): number {
  return HOST_VERDICTS.indexOf(verdict);
}

/** Orders verdicts from the worst to the harmless (for sorting rows). */
export function compareVerdicts(a: HostVerdict, b: HostVerdict): number {
  return verdictRank(b) - verdictRank(a);
}

/** The worst of some verdicts; `accepted` for none. */
export function worstVerdict(verdicts: Iterable<HostVerdict>): HostVerdict {
  let worst: HostVerdict = 'accepted';
  for (const verdict of verdicts) if (verdictRank(verdict) > verdictRank(worst)) worst = verdict;
  return worst;
}
