/**
 * One answer per target for a set of tools: accepted as is, accepted with changes (how many,
 * how many widen or narrow), or rejected, with what the provider would reply. The CLI's
 * `validate --target` and the studio's Preflight view both read this.
 */
import type { Tool } from '../../model/types';
import type { ExportChange, ExportOptions, TargetId } from '../adapter';
import { CHANGE_CATALOGUE } from '../changes/catalogue';
import type { ChangeCodeInfo } from '../changes/catalogue';
import { exportTools, getTarget } from '../registry';

export type VerdictStatus = 'accepted' | 'changed' | 'rejected';

export interface PreflightProblem {
  toolIndex: number;
  toolName: string;
  /** Pointer into the source tool (relative to the tool). */
  pointer: string;
  /** The preflight rule id when a rule describes it, else the export's change code. */
  code: string;
  severity: 'error' | 'warning';
  /** Our words: what is wrong and what to do. */
  message: string;
  /** What the provider replies, verbatim where the sources give the text. */
  reply?: string;
  /** A valid name to use instead, for name refusals. */
  suggestion?: string;
}

export interface TargetVerdict {
  target: TargetId;
  label: string;
  options: ExportOptions;
  status: VerdictStatus;
  /** Tools the export refused. */
  refused: number;
  /** Changes made to the tools that were exported (rejections and preflight notes not counted). */
  changes: number;
  widening: number;
  narrowing: number;
  /**
   * Metadata the export left out that the provider ignores anyway (`$schema`), for a footnote:
   * it is not counted as a change, so a tool that only loses it is still accepted as is.
   */
  leftOut: string[];
  /** Rejections, and request-wide limits that may make the provider refuse the request. */
  problems: PreflightProblem[];
}

/** What a change leaves out when the catalogue marks it metadata only; undefined otherwise. */
function metadataOnly(change: ExportChange): string | undefined {
  const info: ChangeCodeInfo | undefined = (
    CHANGE_CATALOGUE as Partial<Record<string, ChangeCodeInfo>>
  )[change.code];
  return info?.metadataOnly;
}

function problemOf(change: ExportChange): PreflightProblem {
  const reply = change.providerReply?.text;
  const problem: PreflightProblem = {
    toolIndex: change.toolIndex,
    toolName: change.toolName,
    pointer: change.pointer,
    code: change.providerReply?.rule ?? change.code,
    severity: change.severity === 'error' ? 'error' : 'warning',
    message: change.message,
  };
  if (reply !== undefined) problem.reply = reply;
  if (change.suggestion !== undefined) problem.suggestion = change.suggestion;
  return problem;
}

export function preflightVerdict(
  tools: readonly Tool[],
  target: TargetId,
  options: ExportOptions = {},
): TargetVerdict {
  const result = exportTools(tools, target, options);
  const refusedIndexes = new Set(result.refused.map((r) => r.toolIndex));
  const problems: PreflightProblem[] = [
    ...result.refused.flatMap((r) => r.reasons.map(problemOf)),
    ...result.changes
      .filter((c) => c.code.startsWith('preflight-') && c.kind !== 'rejected')
      .map(problemOf),
  ];
  const kept = result.changes.filter(
    (c) =>
      c.kind !== 'rejected' &&
      !c.code.startsWith('preflight-') &&
      c.code !== 'option-ignored' &&
      !refusedIndexes.has(c.toolIndex),
  );
  const made = kept.filter((c) => metadataOnly(c) === undefined);
  const leftOut = [...new Set(kept.map(metadataOnly).filter((m) => m !== undefined))];
  const rejected = result.refused.length > 0 || problems.some((p) => p.severity === 'error');
  return {
    target,
    label: getTarget(target).label,
    options,
    status: rejected ? 'rejected' : made.length > 0 ? 'changed' : 'accepted',
    refused: result.refused.length,
    changes: made.length,
    widening: made.filter((c) => c.widening).length,
    narrowing: made.filter((c) => c.narrowing).length,
    leftOut,
    problems,
  };
}

/** A text fix for a problem, as a value to set at a pointer of the tool (undefined removes it). */
export interface ProblemFix {
  title: string;
  pointer: string;
  value: unknown;
}

export function fixForProblem(problem: PreflightProblem): ProblemFix | undefined {
  if (problem.suggestion !== undefined && problem.pointer === '/name') {
    return {
      title: `Rename to "${problem.suggestion}"`,
      pointer: '/name',
      value: problem.suggestion,
    };
  }
  if (problem.code === 'anthropic-required-list')
    return {
      title: 'Remove the required value that is not a list',
      pointer: problem.pointer,
      value: undefined,
    };
  return undefined;
}
