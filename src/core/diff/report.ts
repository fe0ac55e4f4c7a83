/** Text and markdown renderings of a diff, for the terminal and for pull-request comments. */
import { MAX_WITNESS_SEARCHES } from '../limits';
import type { Verdict } from './kinds';
import { changeKind } from './kinds';
import type { Change, DiffResult, ToolDiff } from './types';

const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff]/g;
/** The same, less C0: JSON.stringify escapes those itself, and its indentation uses newlines. */
const INVISIBLE_IN_JSON =
  /[\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * Makes control, bidi and zero-width characters visible as `\u{…}`: a tool name holding an ANSI
 * escape or a right-to-left override must not repaint the terminal or reorder the line it is on.
 */
export function escapeControl(text: string): string {
  return text.replace(INVISIBLE, (c) => `\\u{${c.codePointAt(0)!.toString(16).padStart(4, '0')}}`);
}

/** JSON text with the same characters as `\uXXXX` escapes, so it stays valid JSON. */
export function visibleJson(value: unknown, indent?: number): string {
  return (JSON.stringify(value, null, indent) ?? 'undefined').replace(
    INVISIBLE_IN_JSON,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export interface ReportLabels {
  old: string;
  new: string;
  /** Places a pointer in its document (`file:line:col`); by default `file#pointer`. */
  locate?: (side: 'old' | 'new', pointer: string) => string;
}

function place(labels: ReportLabels, side: 'old' | 'new', pointer: string): string {
  return escapeControl(labels.locate ? labels.locate(side, pointer) : `${labels[side]}#${pointer}`);
}

const VERDICT_WORD: Record<Verdict, string> = {
  breaking: 'BREAKING',
  'needs-review': 'REVIEW',
  'non-breaking': 'ok',
};

function summaryLine(result: DiffResult): string {
  const { breaking, needsReview, nonBreaking } = result.summary;
  if (result.changes.length === 0) return 'No changes.';
  return `${breaking} breaking, ${needsReview} to review, ${nonBreaking} non-breaking. Suggested version bump: ${result.bump} (${result.bumpReason}).`;
}

function toolHeading(tool: ToolDiff): string {
  const name =
    tool.status === 'renamed'
      ? `${tool.oldName ?? ''} → ${tool.newName ?? ''}`
      : (tool.newName ?? tool.oldName ?? '');
  return `${name} (${tool.status})`;
}

function witnessLine(change: Change, labels: ReportLabels): string | undefined {
  const w = change.witness;
  if (!w) return undefined;
  const refusedBy = w.acceptedBy === 'old' ? labels.new : labels.old;
  const acceptedBy = w.acceptedBy === 'old' ? labels.old : labels.new;
  return `witness ${visibleJson(w.value)}: ${acceptedBy} accepts it, ${refusedBy} refuses it (${w.refusal})`;
}

/** One line per change under a heading per tool; every user-supplied text has its control characters escaped. */
export function renderDiffText(result: DiffResult, labels: ReportLabels): string {
  const lines = [
    `${escapeControl(labels.old)} → ${escapeControl(labels.new)}: ${summaryLine(result)}`,
  ];
  if (result.witnessesSkipped > 0) lines.push(skippedNote(result));
  for (const tool of result.tools) {
    if (tool.changes.length === 0 && !tool.version?.problem) continue;
    lines.push(
      '',
      `${escapeControl(toolHeading(tool))}  [${tool.bump === 'none' ? 'no bump' : `${tool.bump} bump`}]`,
    );
    if (tool.version)
      lines.push(
        `  version ${escapeControl(tool.version.old)} → ${escapeControl(tool.version.new)}${tool.version.problem ? `: ${escapeControl(tool.version.problem)}` : ': matches the changes'}`,
      );
    for (const change of tool.changes) {
      lines.push(
        `  ${VERDICT_WORD[change.verdict].padEnd(8)} ${change.scope.padEnd(6)} ${change.kind}: ${escapeControl(change.message)}`,
      );
      lines.push(
        `           at ${place(labels, 'old', change.oldPointer)}  ${place(labels, 'new', change.newPointer)}`,
      );
      const witness = witnessLine(change, labels);
      if (witness) lines.push(`           ${escapeControl(witness)}`);
    }
  }
  return lines.join('\n') + '\n';
}

function skippedNote(result: DiffResult): string {
  return `${result.witnessesSkipped} more change${result.witnessesSkipped === 1 ? ' was' : 's were'} not searched for a witness (at most ${MAX_WITNESS_SEARCHES} searches per diff).`;
}

/** Text safe inside a markdown table cell: no HTML, no formatting, no column breaks. */
function md(text: string): string {
  return escapeControl(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]|~#!])/g, '\\$1')
    .replace(/\s+/g, ' ');
}

function fence(text: string): string {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}json\n${text}\n${marks}`;
}

const BADGE: Record<Verdict, string> = {
  breaking: '🔴 breaking',
  'needs-review': '🟡 needs review',
  'non-breaking': '🟢 non-breaking',
};

/** A pull-request comment: summary, a table of changes, then the witnesses in a collapsed block. */
export function renderDiffMarkdown(result: DiffResult, labels: ReportLabels): string {
  const { breaking, needsReview, nonBreaking } = result.summary;
  const out = [`### Tool changes: ${md(labels.old)} → ${md(labels.new)}`, ''];
  if (result.changes.length === 0) {
    out.push('No changes.', '');
    return out.join('\n');
  }
  out.push(
    `**${breaking} breaking**, ${needsReview} to review, ${nonBreaking} non-breaking. Suggested version bump: **${result.bump}** (${md(result.bumpReason)}).`,
    '',
  );
  if (result.witnessesSkipped > 0) out.push(skippedNote(result), '');
  for (const tool of result.tools)
    if (tool.version?.problem)
      out.push(`> ⚠️ ${md(tool.newName ?? '')}: ${md(tool.version.problem)}`, '');
  out.push('| verdict | tool | scope | change | where (new) |', '| --- | --- | --- | --- | --- |');
  for (const change of result.changes) {
    out.push(
      `| ${BADGE[change.verdict]} | ${md(change.tool)} | ${change.scope} | ${md(changeKind(change.kind).title)}: ${md(change.message)} | ${md(change.newPointer || '(document)')} |`,
    );
  }
  const witnessed = result.changes.filter((c) => c.witness);
  if (witnessed.length > 0) {
    out.push(
      '',
      `<details><summary>Witnesses (${witnessed.length}): values one version accepts and the other refuses</summary>`,
      '',
    );
    for (const change of witnessed) {
      out.push(
        `- ${md(change.tool)}: ${md(change.message)} ${md(witnessLine(change, labels)!.replace(/^witness .*?: /, ''))}`,
        '',
        fence(visibleJson(change.witness!.value, 2)),
        '',
      );
    }
    out.push('</details>', '');
  }
  return out.join('\n');
}
