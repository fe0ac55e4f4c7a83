/**
 * One tool text's preflight for one target, in the few words a Tools-list row has room for:
 * whether the provider takes it as is, with changes, or would reject it.
 */
import { toCanonicalTool } from '../../model/canonical';
import { parseDocument } from '../../model/document';
import type { TargetId } from '../adapter';
import { getTarget } from '../registry';
import { preflightVerdict } from './verdict';
import type { VerdictStatus } from './verdict';

export interface ToolPreflightSummary {
  status: VerdictStatus;
  /** What the row shows: "Anthropic: accepted as is", "…: 2 changes", "…: would be rejected". */
  text: string;
}

function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** The summary for `text` (one tool, or every tool of a multi-tool document); undefined when it does not parse or holds no tool. */
export function toolPreflightSummary(
  text: string,
  target: TargetId,
): ToolPreflightSummary | undefined {
  const document = parseDocument(text);
  if (document.value === undefined || document.tools.length === 0) return undefined;
  const verdict = preflightVerdict(document.tools.map(toCanonicalTool), target);
  const label = getTarget(target).label;
  if (verdict.status === 'rejected') {
    const problems = verdict.problems.filter((p) => p.severity === 'error').length;
    return {
      status: 'rejected',
      text: `${label}: would be rejected${problems > 0 ? ` (${count(problems, 'problem')})` : ''}`,
    };
  }
  if (verdict.status === 'changed')
    return {
      status: 'changed',
      text: `${label}: accepted with ${count(verdict.changes, 'change')}`,
    };
  const leftOut = verdict.leftOut.length > 0 ? ` (${verdict.leftOut.join(', ')} left out)` : '';
  return { status: 'accepted', text: `${label}: accepted as is${leftOut}` };
}
