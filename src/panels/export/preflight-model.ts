/**
 * The Preflight view's data, without React: every target's verdict (the core's preflightVerdict,
 * the same the CLI's `validate --target` reports) with each problem located in the workspace and
 * its fix as a text edit on the document it came from.
 */
import {
  arrayAtValue,
  changesAsSingleEdit,
  documentPointer,
  fixForProblem,
  pointerToPath,
  preflightVerdict,
} from '../../core';
import type { PreflightProblem, TargetVerdict, TextEdit } from '../../core';
import { EXPORT_PRESETS, exportOptionsFor } from './export-model';
import type {
  ExportPreset,
  ExtraExportOptions,
  SourceDocument,
  SourceLocation,
  SourceTool,
} from './export-model';
import { readDocument } from '../../store/readings';

export interface DocumentFix {
  title: string;
  documentId: string;
  edits: TextEdit[];
}

export interface LocatedProblem {
  problem: PreflightProblem;
  location: SourceLocation | undefined;
  fix: DocumentFix | undefined;
}

export interface PreflightRow {
  preset: ExportPreset;
  verdict: TargetVerdict;
  problems: LocatedProblem[];
}

function fixOf(
  problem: PreflightProblem,
  source: SourceTool | undefined,
  documents: readonly SourceDocument[],
): DocumentFix | undefined {
  const fix = fixForProblem(problem);
  const document = source && documents.find((d) => d.id === source.documentId);
  const pointer = fix && source ? documentPointer(source, fix.pointer) : undefined;
  if (!fix || !document || pointer === undefined) return undefined;
  const parsed = readDocument(document.text);
  if (parsed.value === undefined) return undefined;
  const edits = changesAsSingleEdit(document.text, [
    { path: pointerToPath(pointer, arrayAtValue(parsed.value)), value: fix.value },
  ]);
  return edits.length > 0 ? { title: fix.title, documentId: document.id, edits } : undefined;
}

export function buildPreflight(
  tools: readonly SourceTool[],
  documents: readonly SourceDocument[],
  extra: ExtraExportOptions = {},
): PreflightRow[] {
  const list = tools.map((t) => t.tool);
  return EXPORT_PRESETS.map((preset) => {
    const verdict = preflightVerdict(list, preset.target, exportOptionsFor(preset, extra));
    const problems = verdict.problems.map((problem) => {
      const source = tools[problem.toolIndex];
      const pointer = source ? documentPointer(source, problem.pointer) : undefined;
      return {
        problem,
        location:
          source && pointer !== undefined ? { documentId: source.documentId, pointer } : undefined,
        fix: fixOf(problem, source, documents),
      };
    });
    return { preset, verdict, problems };
  });
}

/** The one-line answer for a target, e.g. "Accepted with 3 changes (1 widening, 1 narrowing)". */
export function verdictText(verdict: TargetVerdict): string {
  if (verdict.status === 'rejected') {
    return verdict.refused > 0
      ? `Would be rejected (${verdict.refused} tool${verdict.refused === 1 ? '' : 's'})`
      : 'Would be rejected';
  }
  if (verdict.status === 'accepted') return 'Accepted as is';
  const notes = [
    verdict.widening > 0 ? `${verdict.widening} widening` : '',
    verdict.narrowing > 0 ? `${verdict.narrowing} narrowing` : '',
  ].filter(Boolean);
  return `Accepted with ${verdict.changes} change${verdict.changes === 1 ? '' : 's'}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

/** The footnote under an answer: metadata left out that the provider ignores anyway (`$schema`). */
export function leftOutText(verdict: TargetVerdict): string | undefined {
  if (verdict.leftOut.length === 0) return undefined;
  return `Left out: ${verdict.leftOut.join(', ')}, which the provider ignores (not a change)`;
}
