import { applyEdits } from 'jsonc-parser';
import type { FormattingOptions } from 'jsonc-parser';
import type { TextEdit } from './diagnostic';

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

/** Applies core TextEdits (jsonc-parser's Edit shape) to a text. */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  return applyEdits(text, [...edits]);
}
