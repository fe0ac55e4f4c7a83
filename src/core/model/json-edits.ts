import { applyEdits, findNodeAtLocation, modify, parseTree } from 'jsonc-parser';
import type { FormattingOptions, JSONPath, Node as JsonNode } from 'jsonc-parser';
import type { TextEdit } from './diagnostic';
import type { ParsedDocument } from './document';
import { arrayAtValue, pointerToPath } from './pointer';
import { detectFormatting } from './text-edits';

/**
 * Text edits on JSON documents, shared by quick fixes, panels and the parameter editor: every
 * change is an edit on the user's text (the text is the truth), keeping its formatting. The two
 * the store needs on every page (reading a text's formatting, applying edits) are in
 * text-edits.ts, so the page's first chunk does without these.
 */

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
  const formatting = detectFormatting(text);
  let next = text;
  for (const change of changes)
    next = applyEdits(next, setValueKeepingFormat(next, change.path, change.value, formatting));
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
  while (
    endBefore > start &&
    endAfter > start &&
    before.charCodeAt(endBefore - 1) === after.charCodeAt(endAfter - 1)
  ) {
    endBefore--;
    endAfter--;
  }
  return { offset: start, length: endBefore - start, content: after.slice(start, endAfter) };
}

function indentUnit(formatting: FormattingOptions): string {
  return formatting.insertSpaces === false ? '\t' : ' '.repeat(formatting.tabSize ?? 2);
}

/** The whitespace before the first non-blank character of the line holding `offset`. */
function lineIndent(text: string, offset: number): string {
  const lineStart = Math.max(text.lastIndexOf('\n', offset - 1) + 1, 0);
  // Scanned in place: slicing from the line start would copy the rest of a one-line document.
  let end = lineStart;
  while (end < text.length && (text.charCodeAt(end) === 0x20 || text.charCodeAt(end) === 0x09))
    end++;
  return text.slice(lineStart, end);
}

/** A value rendered the way the document writes JSON, continuing lines at `baseIndent`. */
function renderValue(value: unknown, baseIndent: string, formatting: FormattingOptions): string {
  const eol = formatting.eol ?? '\n';
  return JSON.stringify(value, null, indentUnit(formatting)).replace(/\n/g, eol + baseIndent);
}

function startsOnSameLine(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || c === 0x0d) return false;
  }
  return true;
}

/**
 * Sets (or removes, with `undefined`) the value at a path, touching only the text it must:
 * jsonc-parser's own formatting re-indents whole lines around an insertion (a one-line
 * `{ "type": "object" }` next to it would be spread over three lines), so insertions and
 * replacements are rendered here in the indentation the document already uses.
 */
function setValueKeepingFormat(
  text: string,
  path: JSONPath,
  value: unknown,
  formatting: FormattingOptions,
): TextEdit[] {
  return editsOnTree(text, parseTree(text), path, value, formatting);
}

function editsOnTree(
  text: string,
  root: JsonNode | undefined,
  path: JSONPath,
  value: unknown,
  formatting: FormattingOptions,
): TextEdit[] {
  if (!root) return [];
  if (value === undefined) return modify(text, path, undefined, {});
  const existing = findNodeAtLocation(root, path);
  if (existing) {
    const base = lineIndent(text, existing.offset);
    return [
      {
        offset: existing.offset,
        length: existing.length,
        content: renderValue(value, base, formatting),
      },
    ];
  }
  // Find the deepest existing container and insert the rest of the path there as one value.
  for (let depth = path.length - 1; depth >= 0; depth--) {
    const parent: JsonNode | undefined =
      depth === 0 ? root : findNodeAtLocation(root, path.slice(0, depth));
    if (!parent) continue;
    if (parent.type !== 'object') return [];
    let nested: unknown = value;
    for (let i = path.length - 1; i > depth; i--) nested = { [String(path[i])]: nested };
    return [insertProperty(text, parent, String(path[depth]), nested, formatting)];
  }
  return [];
}

function insertProperty(
  text: string,
  parent: JsonNode,
  key: string,
  value: unknown,
  formatting: FormattingOptions,
): TextEdit {
  const eol = formatting.eol ?? '\n';
  const children = parent.children ?? [];
  const last = children[children.length - 1];
  if (last) {
    const first = children[0]!;
    const inline = startsOnSameLine(text, parent.offset, first.offset);
    const memberIndent = inline ? '' : lineIndent(text, first.offset);
    const content = inline
      ? `, ${JSON.stringify(key)}: ${JSON.stringify(value)}`
      : `,${eol}${memberIndent}${JSON.stringify(key)}: ${renderValue(value, memberIndent, formatting)}`;
    return { offset: last.offset + last.length, length: 0, content };
  }
  // An empty object: open it up over lines, indented one step deeper than its own line.
  const parentIndent = lineIndent(text, parent.offset);
  const memberIndent = parentIndent + indentUnit(formatting);
  return {
    offset: parent.offset,
    length: parent.length,
    content: `{${eol}${memberIndent}${JSON.stringify(key)}: ${renderValue(value, memberIndent, formatting)}${eol}${parentIndent}}`,
  };
}

/** The formatting of each document quick fixes were computed on, by its syntax tree. */
const formattingByTree = new WeakMap<JsonNode, FormattingOptions>();

/**
 * Edits that set (or with `undefined`, remove) the value at a pointer, keeping the rest of the
 * text as written; used by quick fixes. One analysis offers a fix per finding, so each fix uses
 * the document's own syntax tree (built once, for locating findings) and its formatting read once
 * per document, and touches only its own span: re-formatting the whole text per finding made 500
 * one-line tools take 15 s, and jsonc-parser's formatter threw on deeply nested arrays.
 */
export function setValueEdits(
  document: Pick<ParsedDocument, 'text' | 'value' | 'root'>,
  pointer: string,
  newValue: unknown,
): TextEdit[] {
  const root = document.root;
  if (!root) return [];
  let formatting = formattingByTree.get(root);
  if (!formatting) {
    formatting = detectFormatting(document.text);
    formattingByTree.set(root, formatting);
  }
  return editsOnTree(
    document.text,
    root,
    pointerToPath(pointer, arrayAtValue(document.value)),
    newValue,
    formatting,
  );
}
