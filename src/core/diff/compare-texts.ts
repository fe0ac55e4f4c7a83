import { parseDocument, rangeAtPointer, unreadableReason } from '../model/document';
import type { ParsedDocument } from '../model/document';
import { diffTools } from './diff-tools';
import type { DiffResult } from './types';

/** A 1-based range in one side's text (end exclusive). */
export interface SideRange {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** Plain data (it crosses from a worker to the page): the diff and, per change, where it is on each side. */
export type TextComparison =
  | { ok: true; result: DiffResult; locations: { old: SideRange; new: SideRange }[] }
  | { ok: false; message: string };

function readable(document: ParsedDocument, label: string): string | undefined {
  const reason = unreadableReason(document);
  if (reason) return `${label}: ${reason}.`;
  if (document.tools.length === 0) return `${label} holds no tool definition.`;
  return undefined;
}

function locate(document: ParsedDocument, pointer: string): SideRange {
  const range = rangeAtPointer(document, pointer);
  const start = document.lines.positionAt(range.offset);
  const end = document.lines.positionAt(range.offset + range.length);
  return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
}

/** Diffs two texts (old, new) and places every change in both; a side that cannot be read is said, not thrown. */
export function compareTexts(
  oldText: string,
  newText: string,
  labels: { old: string; new: string },
): TextComparison {
  const before = parseDocument(oldText);
  const after = parseDocument(newText);
  const problem = readable(before, labels.old) ?? readable(after, labels.new);
  if (problem) return { ok: false, message: problem };
  const result = diffTools(before.value, after.value);
  return {
    ok: true,
    result,
    locations: result.changes.map((c) => ({
      old: locate(before, c.oldPointer),
      new: locate(after, c.newPointer),
    })),
  };
}
