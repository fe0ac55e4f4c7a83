import type { Diagnostic, Severity } from '../../core';

/**
 * The order the Problems panel lists findings in: errors, then warnings, then info, and within a
 * severity the order they came in (tool order, then place in the text). Listed by place alone, one
 * error sat under dozens of info notes; the info notes are also kept apart, for the panel to fold
 * under what needs fixing.
 */

export type Shown = Record<Severity, boolean>;

/** The severities above the fold, most severe first. */
const ABOVE_THE_FOLD = ['error', 'warning'] as const;

/** One view's findings in the panel's order: errors and warnings, and the info notes apart. */
export interface BySeverity {
  errorsAndWarnings: Diagnostic[];
  info: Diagnostic[];
}

/** The findings of the severities shown, errors first, then warnings, with the info notes apart. */
export function bySeverity(diagnostics: readonly Diagnostic[], shown: Shown): BySeverity {
  const of = (severity: Severity) =>
    shown[severity] ? diagnostics.filter((d) => d.severity === severity) : [];
  return {
    errorsAndWarnings: ABOVE_THE_FOLD.flatMap(of),
    info: of('info'),
  };
}

/** One tool's findings in "All tools": undefined while its current text is being checked. */
export interface ToolGroup {
  id: string;
  label: string;
  diagnostics: readonly Diagnostic[] | undefined;
  notChecked: string | undefined;
}

/** One tool's findings of one severity: "All tools" heads each run with the tool's name. */
export interface ToolRun {
  id: string;
  label: string;
  severity: Severity;
  diagnostics: Diagnostic[];
  notChecked: string | undefined;
}

/** "All tools" in the panel's order, cut to what the panel draws. */
export interface AllToolsBySeverity {
  /** Every tool's errors in tool order, then every tool's warnings. */
  errorsAndWarnings: ToolRun[];
  info: ToolRun[];
  /** Info notes of the severities shown, drawn or not: what the fold says it holds. */
  infoCount: number;
  /** Findings past `max`, above the fold and under it. */
  hidden: { errorsAndWarnings: number; info: number };
}

/**
 * Every tool's findings, by severity first and tool second, at most `max` of them drawn (errors
 * before warnings before info, so a cut never drops an error to show a note). A tool that could
 * not be checked is listed with the errors, whatever the filters: nothing is known of it.
 */
export function allToolsBySeverity(
  groups: readonly ToolGroup[],
  shown: Shown,
  max: number,
): AllToolsBySeverity {
  let budget = max;
  const hidden = { errorsAndWarnings: 0, info: 0 };
  let infoCount = 0;
  const runsOf = (severity: Severity): ToolRun[] => {
    const runs: ToolRun[] = [];
    for (const group of groups) {
      const notChecked = severity === 'error' ? group.notChecked : undefined;
      const found = shown[severity]
        ? (group.diagnostics ?? []).filter((d) => d.severity === severity)
        : [];
      if (severity === 'info') infoCount += found.length;
      const taken = found.slice(0, Math.max(0, budget));
      budget -= taken.length;
      hidden[severity === 'info' ? 'info' : 'errorsAndWarnings'] += found.length - taken.length;
      if (taken.length > 0 || notChecked)
        runs.push({ id: group.id, label: group.label, severity, diagnostics: taken, notChecked });
    }
    return runs;
  };
  const errorsAndWarnings = ABOVE_THE_FOLD.flatMap(runsOf);
  return { errorsAndWarnings, info: runsOf('info'), infoCount, hidden };
}
