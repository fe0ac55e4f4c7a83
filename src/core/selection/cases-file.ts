import { applyEdits, findNodeAtLocation, modify, parseTree } from 'jsonc-parser';
import type { SelectionCase } from './cases';
import { readSelectionCases } from './cases';
import { errorMessage } from '../error-message';

/**
 * The cases file kept beside the tools in a folder: the file `tool-schema eval --cases` reads.
 * Read back into the Selection tab when the folder is opened; written by "Save cases".
 */
export const SELECTION_CASES_FILE = 'selection-cases.json';

export type CasesFileReading = { ok: true; cases: SelectionCase[] } | { ok: false; reason: string };

/** A cases file's text as the studio reads it: strict JSON, as the CLI reads it too. */
export function readCasesFile(text: string): CasesFileReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `not JSON (${errorMessage(error)})` };
  }
  const reading = readSelectionCases(value);
  return reading.error === undefined
    ? { ok: true, cases: reading.cases }
    : { ok: false, reason: reading.error };
}

/** The indentation a file's second line uses: its first nested member's. */
function indentOf(text: string): { insertSpaces: boolean; tabSize: number } {
  const first = /\n([ \t]+)\S/.exec(text)?.[1];
  if (first === undefined || first.startsWith(' '))
    return { insertSpaces: true, tabSize: first?.length || 2 };
  return { insertSpaces: false, tabSize: 1 };
}

/**
 * The file with `added` after its last case, each written as that case is (on one line or over
 * several, at its indentation), so the file's own lines stay byte for byte; undefined when the
 * file has no case to follow.
 */
function appendCases(
  text: string,
  added: readonly SelectionCase[],
  options: { insertSpaces: boolean; tabSize: number; eol: string },
): string | undefined {
  if (added.length === 0) return text;
  const list = findNodeAtLocation(parseTree(text) ?? { type: 'null', offset: 0, length: 0 }, [
    'cases',
  ]);
  const last = list?.children?.at(-1);
  if (!last) return undefined;
  const end = last.offset + last.length;
  const lineStart = text.lastIndexOf('\n', last.offset - 1) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart, last.offset))?.[0] ?? '';
  const lastText = text.slice(last.offset, end);
  const unit = options.insertSpaces ? ' '.repeat(options.tabSize) : '\t';
  const written = added.map((c) => {
    if (lastText.includes('\n'))
      return JSON.stringify(c, null, unit)
        .split('\n')
        .join(options.eol + indent);
    const spaced = lastText.startsWith('{ ');
    const inner = `"prompt":${spaced ? ' ' : ''}${JSON.stringify(c.prompt)},${spaced ? ' ' : ''}"tool":${spaced ? ' ' : ''}${JSON.stringify(c.tool)}`;
    return spaced ? `{ ${inner} }` : `{${inner}}`;
  });
  const sameLine = text.slice(lineStart, last.offset).trim() !== '';
  const separator = sameLine ? ', ' : `,${options.eol}${indent}`;
  return text.slice(0, end) + written.map((w) => separator + w).join('') + text.slice(end);
}

const sameCase = (a: SelectionCase, b: SelectionCase) => a.prompt === b.prompt && a.tool === b.tool;

/**
 * The cases file's text holding `cases`. A file read before keeps its other members, their
 * order, its indentation, its line ends and its final newline: only the "cases" value changes,
 * and cases added after the file's own are appended, its own lines left as they are. Without a
 * file, the text "Download cases" writes.
 */
export function writeCasesFile(
  previous: string | undefined,
  cases: readonly SelectionCase[],
): string {
  const value = cases.map(({ prompt, tool }) => ({ prompt, tool }));
  if (previous === undefined || previous.trim() === '')
    return `${JSON.stringify({ cases: value }, null, 2)}\n`;
  const eol = previous.includes('\r\n') ? '\r\n' : '\n';
  const formattingOptions = { ...indentOf(previous), eol };
  const before = readCasesFile(previous);
  const kept = before.ok ? before.cases : [];
  if (before.ok && kept.length <= value.length && kept.every((c, i) => sameCase(c, value[i]!))) {
    const appended = appendCases(previous, value.slice(kept.length), formattingOptions);
    if (appended !== undefined) return appended;
  }
  return applyEdits(previous, modify(previous, ['cases'], value, { formattingOptions }));
}

/**
 * Which document keeps each case read from a folder: the one holding its expected tool, else
 * the first (the tab then says "no tool named …"). Each document's cases keep the file's order.
 */
export function assignCases(
  cases: readonly SelectionCase[],
  documents: readonly { id: string; names: readonly string[] }[],
): Map<string, SelectionCase[]> {
  const assigned = new Map<string, SelectionCase[]>();
  const first = documents[0];
  if (!first) return assigned;
  for (const c of cases) {
    const owner = documents.find((d) => d.names.includes(c.tool)) ?? first;
    assigned.set(owner.id, [...(assigned.get(owner.id) ?? []), c]);
  }
  return assigned;
}

/**
 * The cases to write, in the file's order: those of `file` still kept (each once), then the
 * ones added since, in the order they are listed. Moving a case between documents reorders
 * nothing in the file.
 */
export function inFileOrder(
  file: readonly SelectionCase[],
  current: readonly SelectionCase[],
): SelectionCase[] {
  const left = [...current];
  const ordered: SelectionCase[] = [];
  for (const c of file) {
    const at = left.findIndex((other) => sameCase(c, other));
    if (at >= 0) ordered.push(...left.splice(at, 1));
  }
  return [...ordered, ...left];
}
