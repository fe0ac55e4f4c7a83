import { modify, parseTree } from 'jsonc-parser';
import type { TextEdit } from '../core';
import { detectKind, isPlainObject } from '../core';

/** Applies non-overlapping edits (offsets refer to the original text), whatever their order. */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => b.offset - a.offset);
  let result = text;
  for (const edit of sorted) {
    result = result.slice(0, edit.offset) + edit.content + result.slice(edit.offset + edit.length);
  }
  return result;
}

function parseValue(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Indentation of the document, so edits keep its style. */
function detectIndent(text: string): { insertSpaces: boolean; tabSize: number } {
  const match = /\n([ \t]+)"/.exec(text);
  if (match?.[1]?.startsWith('\t')) return { insertSpaces: false, tabSize: 1 };
  return { insertSpaces: true, tabSize: match?.[1]?.length ?? 2 };
}

/**
 * The edits that set the tool's `name`, or a message saying why the text cannot be renamed
 * (it does not parse, or it holds several tools whose names live inside it).
 */
export function renameEdits(text: string, name: string): { edits: TextEdit[] } | { error: string } {
  const parsed = parseValue(text);
  if (!parsed.ok) return { error: 'The JSON has a syntax error; fix it in the editor before renaming.' };
  if (!isPlainObject(parsed.value)) {
    return { error: 'This document is not a single tool; rename its tools in the editor.' };
  }
  const { kind } = detectKind(parsed.value);
  if (kind === 'tools-list' || kind === 'toolhive-registry' || kind === 'tool-array') {
    return { error: 'This document holds several tools; rename them in the editor, or import it split into tools.' };
  }
  const edits = modify(text, ['name'], name, { formattingOptions: { ...detectIndent(text), eol: '\n' } });
  return { edits };
}

/** The value of a top-level `name` without a full parse; undefined when there is none. */
export function quickToolName(text: string): string | undefined {
  const root = parseTree(text);
  if (root?.type !== 'object') return undefined;
  const property = root.children?.find((p) => p.children?.[0]?.value === 'name');
  const value = property?.children?.[1]?.value;
  return typeof value === 'string' ? value : undefined;
}
