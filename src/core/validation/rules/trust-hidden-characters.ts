import { parsePointer } from '../../model/pointer';
import type { HiddenKind, HiddenRun } from '../../trust/hidden';
import { decodeTagText, describeCodePoint, hiddenRuns } from '../../trust/hidden';
import type { Rule, ToolContext } from './rule';

/** Where a run sits, in words: `"description"`, `the property name "path"`. */
function placeOf(run: Pick<HiddenRun, 'pointer' | 'key'>, toolPointer: string): string {
  const relative = run.pointer.slice(toolPointer.length);
  const segments = parsePointer(relative);
  if (run.key) return `the property name "${segments[segments.length - 1] ?? ''}"`;
  return segments.length === 0 ? 'the tool' : `"${segments.join('.')}"`;
}

function characters(run: HiddenRun): string {
  const distinct = [...new Set(run.codePoints)];
  const listed = distinct.slice(0, 3).map(describeCodePoint).join(', ');
  return distinct.length > 3 ? `${listed} and ${distinct.length - 3} more` : listed;
}

function reportRuns(
  context: ToolContext,
  kind: HiddenKind,
  message: (run: HiddenRun) => string,
): void {
  const { document, entry, tool, report } = context;
  for (const run of hiddenRuns(document, tool, entry.pointer)) {
    if (run.kind !== kind) continue;
    report({
      pointer: run.pointer,
      key: run.key,
      range: { offset: run.offset, length: run.length },
      message: message(run),
      // Only the run's own characters go: the visible text around them stays as written.
      fix: {
        title: 'Remove the hidden characters',
        edits: [{ offset: run.offset, length: run.length, content: '' }],
      },
    });
  }
}

export const textTagCharacters: Rule = {
  code: 'text-tag-characters',
  severity: 'error',
  scope: 'tool',
  title:
    'No invisible Unicode tag characters (U+E0000–U+E007F) in any name, title, description or value.',
  rationale:
    'Tag characters mirror ASCII but no font draws them, so they carry instructions a model reads and a reviewer cannot see ("ASCII smuggling", Unicode Technical Standard #39 lists them as not recommended).',
  check(context) {
    reportRuns(context, 'tag', (run) => {
      const spelled = decodeTagText(run.codePoints);
      const hidden = spelled
        ? ` They spell "${spelled.length > 120 ? `${spelled.slice(0, 120)}…` : spelled}".`
        : '';
      return `${run.codePoints.length} invisible Unicode tag character${run.codePoints.length === 1 ? '' : 's'} in ${placeOf(run, context.entry.pointer)}: a model reads them, a reviewer does not see them.${hidden} Remove them.`;
    });
  },
};

export const textBidiControl: Rule = {
  code: 'text-bidi-control',
  severity: 'error',
  scope: 'tool',
  title: 'No bidirectional control characters in any name, title, description or value.',
  rationale:
    'Bidi overrides, embeddings, isolates and marks reorder how text is displayed, so what a reviewer reads differs from what a model reads ("Trojan Source", CVE-2021-42574; Unicode UAX #9).',
  check(context) {
    reportRuns(
      context,
      'bidi',
      (run) =>
        `A bidirectional control character (${characters(run)}) in ${placeOf(run, context.entry.pointer)} changes how the text is displayed, not what it says. Remove it.`,
    );
  },
};

export const textZeroWidth: Rule = {
  code: 'text-zero-width',
  severity: 'warning',
  scope: 'tool',
  title:
    'No zero-width characters inside names, titles, descriptions or values (joiners inside emoji are fine).',
  rationale:
    "Zero-width spaces and joiners are invisible; they make two names look equal that are not, and split words so a reviewer's search misses them (Unicode UTS #39 §3.1: default-ignorable characters).",
  check(context) {
    reportRuns(
      context,
      'zero-width',
      (run) =>
        `An invisible zero-width character (${characters(run)}) in ${placeOf(run, context.entry.pointer)}. Remove it unless the text needs it.`,
    );
  },
};
