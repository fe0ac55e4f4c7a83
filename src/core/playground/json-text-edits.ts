import { applyEdits, modify } from 'jsonc-parser';
import type { FormattingOptions, JSONPath } from 'jsonc-parser';
import type { TextEdit } from '../model/diagnostic';
import { parsePointer } from '../model/pointer';

/**
 * Reads the indentation and line ending a text already uses, so that inserted JSON looks like
 * the user's own. Falls back to two spaces and `\n` for text that shows no indentation.
 */
export function detectFormatting(text: string): FormattingOptions {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  let tabs = 0;
  let smallestSpaces = Infinity;
  for (const match of text.matchAll(/\n([ \t]+)["{[\]}]/g)) {
    const indent = match[1]!;
    if (indent.startsWith('\t')) tabs++;
    else smallestSpaces = Math.min(smallestSpaces, indent.length);
  }
  if (tabs > 0 && !Number.isFinite(smallestSpaces)) return { insertSpaces: false, tabSize: 1, eol };
  return { insertSpaces: true, tabSize: Number.isFinite(smallestSpaces) ? smallestSpaces : 2, eol };
}

/**
 * Turns a JSON Pointer into the path jsonc-parser wants: array indices must be numbers there,
 * object keys strings, even when a key looks like a number. Walks the parsed value to know which.
 */
export function pointerToPath(value: unknown, pointer: string): JSONPath {
  const path: JSONPath = [];
  let current: unknown = value;
  for (const segment of parsePointer(pointer)) {
    if (Array.isArray(current)) {
      const index = Number(segment);
      path.push(index);
      current = current[index];
    } else {
      path.push(segment);
      current = current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[segment] : undefined;
    }
  }
  return path;
}

/** One change to the JSON text: set (or, with `undefined`, remove) the value at a path. */
export interface JsonChange {
  path: JSONPath;
  value: unknown;
}

/**
 * Applies several changes in order and returns them as one edit (the changed span only), so that
 * one user action is one undo step and everything outside the span keeps its exact text.
 */
export function changesAsSingleEdit(text: string, changes: readonly JsonChange[]): TextEdit[] {
  const formattingOptions = detectFormatting(text);
  let next = text;
  for (const change of changes) {
    next = applyEdits(next, modify(next, change.path, change.value, { formattingOptions }));
  }
  const edit = diffAsEdit(text, next);
  return edit ? [edit] : [];
}

/** The smallest single replacement that turns `before` into `after`; undefined when they are equal. */
export function diffAsEdit(before: string, after: string): TextEdit | undefined {
  if (before === after) return undefined;
  let start = 0;
  const shorter = Math.min(before.length, after.length);
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before.charCodeAt(endBefore - 1) === after.charCodeAt(endAfter - 1)) {
    endBefore--;
    endAfter--;
  }
  return { offset: start, length: endBefore - start, content: after.slice(start, endAfter) };
}

/** Applies core TextEdits (jsonc-parser's Edit shape) to a text. */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  return applyEdits(text, [...edits]);
}
