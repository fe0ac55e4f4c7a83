import { modify } from 'jsonc-parser';
import type { JSONPath } from 'jsonc-parser';
import type { TextEdit } from '../model/diagnostic';
import { parsePointer } from '../model/pointer';

/** jsonc-parser paths use numbers for array indices; a pointer does not say which, the value does. */
export function pathOf(value: unknown, pointer: string): JSONPath {
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

/** The indentation the text already uses, so inserted members look like their neighbours. */
export function detectIndent(text: string): { insertSpaces: boolean; tabSize: number } {
  const match = /\n([ \t]+)\S/.exec(text);
  if (!match) return { insertSpaces: true, tabSize: 2 };
  const indent = match[1]!;
  return indent.startsWith('\t') ? { insertSpaces: false, tabSize: 1 } : { insertSpaces: true, tabSize: indent.length };
}

/** Edits that set (or with `undefined`, remove) the value at a pointer, keeping the rest of the text as written. */
export function setValueEdits(text: string, value: unknown, pointer: string, newValue: unknown): TextEdit[] {
  return modify(text, pathOf(value, pointer), newValue, {
    formattingOptions: { ...detectIndent(text), eol: text.includes('\r\n') ? '\r\n' : '\n' },
  });
}
