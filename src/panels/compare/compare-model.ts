import { diffTools, parseDocument, rangeAtPointer, unreadableReason } from '../../core';
import type { DiffResult, ParsedDocument } from '../../core';
import { toolLabel } from '../../store';
import type { Snapshot, WorkspaceTool } from '../../store';

/** A 1-based range in one side's text. */
export interface SideRange {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export type Comparison =
  | { ok: true; result: DiffResult; locate: (side: 'old' | 'new', pointer: string) => SideRange }
  | { ok: false; message: string };

function readable(document: ParsedDocument, label: string): string | undefined {
  const reason = unreadableReason(document);
  if (reason) return `${label}: ${reason}.`;
  if (document.tools.length === 0) return `${label} holds no tool definition.`;
  return undefined;
}

/** Diffs two texts (old, new) and places pointers in either; a side that cannot be read is said, not thrown. */
export function compareTexts(oldText: string, newText: string, labels: { old: string; new: string }): Comparison {
  const before = parseDocument(oldText);
  const after = parseDocument(newText);
  const problem = readable(before, labels.old) ?? readable(after, labels.new);
  if (problem) return { ok: false, message: problem };
  const documents = { old: before, new: after };
  return {
    ok: true,
    result: diffTools(before.value, after.value),
    locate(side, pointer) {
      const document = documents[side];
      const range = rangeAtPointer(document, pointer);
      const start = document.lines.positionAt(range.offset);
      const end = document.lines.positionAt(range.offset + range.length);
      return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
    },
  };
}

export type CompareSource = { kind: 'snapshot'; at: number } | { kind: 'tool'; id: string } | { kind: 'file' };

export interface SourceOption {
  key: string;
  label: string;
  source: CompareSource;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' });

/** What the current tool can be compared with: its snapshots (newest first), the other tools, a file. */
export function sourceOptions(active: WorkspaceTool, tools: readonly WorkspaceTool[]): SourceOption[] {
  const snapshots: Snapshot[] = [...(active.snapshots ?? [])].reverse();
  return [
    ...snapshots.map((s) => ({ key: `snapshot:${s.at}`, label: `Snapshot ${timeFormat.format(s.at)}`, source: { kind: 'snapshot', at: s.at } as const })),
    ...tools
      .filter((t) => t.id !== active.id)
      .map((t) => ({ key: `tool:${t.id}`, label: `Tool ${toolLabel(t)}`, source: { kind: 'tool', id: t.id } as const })),
    { key: 'file', label: 'A pasted or dropped file…', source: { kind: 'file' } },
  ];
}

/** The text a source stands for, or undefined when it is gone (a snapshot dropped, a tool deleted). */
export function sourceText(source: CompareSource, active: WorkspaceTool, tools: readonly WorkspaceTool[], fileText: string): string | undefined {
  if (source.kind === 'snapshot') return active.snapshots?.find((s) => s.at === source.at)?.text;
  if (source.kind === 'tool') return tools.find((t) => t.id === source.id)?.text;
  return fileText;
}
