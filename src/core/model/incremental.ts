import type { Node as JsonNode } from 'jsonc-parser';
import { parseTree } from 'jsonc-parser';
import { MAX_DOCUMENT_CHARS, MAX_NESTING_DEPTH } from '../limits';
import type { TextEdit } from './diagnostic';
import { mayHaveDuplicateKeys, parseDocument, readParsedValue } from './document';
import { findExcessiveNesting, STRICT_JSON } from './read-json';
import type { ParsedDocument } from './document';
import { setOwn } from './own';

/**
 * Where each value of a document sits, with offsets relative to the enclosing value, so an edit
 * moves only the values along its own path: the siblings after it on each level, never the
 * whole document (absolute offsets would all move with every keystroke).
 */
interface Span {
  /** Offset from the enclosing value's start (from the text's start for the root). */
  start: number;
  length: number;
  /** Object members and array items in text order; undefined for strings, numbers, true, false, null. */
  children?: Member[];
}

interface Member {
  /** The member's name (objects) or undefined (arrays). */
  key?: string;
  /** The key token's span relative to the enclosing object, quotes included (objects only). */
  keyStart?: number;
  keyLength?: number;
  value: Span;
}

/** The spans of documents read here or by parseDocument (built from the syntax tree on first use). */
const spansOf = new WeakMap<ParsedDocument, Span>();

function spanFromNode(node: JsonNode, base: number): Span {
  const span: Span = { start: node.offset - base, length: node.length };
  if (node.type === 'object') {
    span.children = [];
    for (const property of node.children ?? []) {
      const [keyNode, valueNode] = property.children ?? [];
      if (!keyNode || !valueNode) continue;
      span.children.push({
        key: String(keyNode.value),
        keyStart: keyNode.offset - node.offset,
        keyLength: keyNode.length,
        value: spanFromNode(valueNode, node.offset),
      });
    }
  } else if (node.type === 'array') {
    span.children = (node.children ?? []).map((child) => ({
      value: spanFromNode(child, node.offset),
    }));
  }
  return span;
}

/**
 * Builds a document's spans ahead of its first edit (from its syntax tree: a pass over the whole
 * text), so the page can do it in idle time after reading a pasted text instead of on the first
 * keystroke after it. Nothing to do for an unreadable text or one already prepared.
 */
export function prepareForEdits(document: ParsedDocument): void {
  if (document.value !== undefined && document.diagnostics.length === 0) spansFor(document);
}

function spansFor(document: ParsedDocument): Span | undefined {
  let span = spansOf.get(document);
  if (!span) {
    const root = document.root;
    if (!root) return undefined;
    span = spanFromNode(root, 0);
    spansOf.set(document, span);
  }
  return span;
}

/** The edit lies inside [start, end) without touching either end (a token's quotes, a value's brackets). */
const strictlyInside = (edit: TextEdit, start: number, end: number) =>
  start < edit.offset && edit.offset + edit.length < end;

/** Where an edit falls: the values from the root down to the innermost one it lies inside. */
interface Located {
  /** The spans along the path, root first, with their absolute starts. */
  path: { span: Span; absolute: number; index: number }[];
  /** Set when the edit lies inside a member's key: that member's index in the last span. */
  keyOf?: number;
}

function locate(root: Span, edit: TextEdit): Located | undefined {
  if (!strictlyInside(edit, root.start, root.start + root.length)) return undefined;
  const path: Located['path'] = [{ span: root, absolute: root.start, index: -1 }];
  for (;;) {
    const { span, absolute } = path[path.length - 1]!;
    const children = span.children;
    if (!children) return { path };
    // The last member starting before the edit is the only one that can hold it.
    let low = 0;
    let high = children.length - 1;
    let found = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const member = children[mid]!;
      const memberStart = absolute + (member.keyStart ?? member.value.start);
      if (memberStart < edit.offset) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    if (found < 0) return { path };
    const member = children[found]!;
    if (member.keyStart !== undefined) {
      const keyStart = absolute + member.keyStart;
      if (strictlyInside(edit, keyStart, keyStart + member.keyLength!))
        return { path, keyOf: found };
    }
    const valueStart = absolute + member.value.start;
    if (!strictlyInside(edit, valueStart, valueStart + member.value.length)) return { path };
    path.push({ span: member.value, absolute: valueStart, index: found });
  }
}

/** A copy of a container with one member's value replaced; `__proto__` stays an own key. */
function withMember(container: unknown, key: string | number, value: unknown): unknown {
  if (Array.isArray(container)) {
    const copy = container.slice();
    copy[key as number] = value;
    return copy;
  }
  const copy: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(container as Record<string, unknown>))
    setOwn(copy, name, name === key ? value : member);
  return copy;
}

/** A copy of an object with one key renamed in place (JSON.parse's own key order follows). */
function withRenamedKey(container: Record<string, unknown>, from: string, to: string): unknown {
  const copy: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(container))
    setOwn(copy, name === from ? to : name, member);
  return copy;
}

/** The member key at each level of a path, root first (the root has none). */
function memberKeys(path: Located['path']): (string | number)[] {
  const keys: (string | number)[] = [];
  for (let level = 1; level < path.length; level++) {
    const parent = path[level - 1]!.span;
    const index = path[level]!.index;
    keys.push(parent.children![index]!.key ?? index);
  }
  return keys;
}

function valueAt(root: unknown, keys: readonly (string | number)[]): unknown {
  let value = root;
  for (const key of keys) value = (value as Record<string | number, unknown>)[key];
  return value;
}

/** Rebuilds the values from the changed one up to the root, each a copy with one member replaced. */
function replaceAlong(
  root: unknown,
  keys: readonly (string | number)[],
  changed: unknown,
): unknown {
  const containers: unknown[] = [root];
  for (let i = 0; i < keys.length - 1; i++)
    containers.push((containers[i] as Record<string | number, unknown>)[keys[i]!]);
  let value = changed;
  for (let i = keys.length - 1; i >= 0; i--) value = withMember(containers[i], keys[i]!, value);
  return value;
}

/** Rebuilds the spans along the path: the changed span grows by `delta`, so do its ancestors, and the members after it move. */
function respan(path: Located['path'], changed: Span, delta: number): Span {
  let span = changed;
  for (let level = path.length - 1; level >= 1; level--) {
    const parent = path[level - 1]!.span;
    const child = span;
    span = {
      ...parent,
      length: parent.length + delta,
      children: shifted(parent.children!, path[level]!.index, delta, (m) => ({
        ...m,
        value: child,
      })),
    };
  }
  return span;
}

/** A copy of `members` with member `index` rewritten and the members after it moved by `delta`. */
function shifted(
  members: readonly Member[],
  index: number,
  delta: number,
  rewrite: (member: Member) => Member,
): Member[] {
  return members.map((member, i) => {
    if (i < index) return member;
    if (i === index) return rewrite(member);
    return {
      ...member,
      ...(member.keyStart !== undefined ? { keyStart: member.keyStart + delta } : {}),
      value: { ...member.value, start: member.value.start + delta },
    };
  });
}

/**
 * The reading of `text`, which is `previous.text` with `edit` applied, done by reading again only
 * the innermost value (or member name) the edit lies inside: a keystroke in a description reads
 * that one string, and every value it did not touch keeps its identity, so views that compare by
 * identity (the form) redraw only what changed. Falls back to reading the whole text whenever the
 * shortcut cannot be sure of the same answer: the previous reading had problems, the edit reaches
 * a value's brackets or quotes or the text's ends, the new piece is not one JSON value, or it may
 * hold a duplicate key or nest too deep. The result always equals parseDocument(text)'s.
 */
export function reparseAfterEdit(
  previous: ParsedDocument,
  edit: TextEdit,
  text: string,
): ParsedDocument {
  return tryReparse(previous, edit, text) ?? parseDocument(text);
}

function tryReparse(
  previous: ParsedDocument,
  edit: TextEdit,
  text: string,
): ParsedDocument | undefined {
  if (previous.value === undefined || previous.diagnostics.length > 0) return undefined;
  if (text.length > MAX_DOCUMENT_CHARS) return undefined;
  const delta = edit.content.length - edit.length;
  if (previous.text.length + delta !== text.length) return undefined;
  const root = spansFor(previous);
  if (!root) return undefined;
  const located = locate(root, edit);
  if (!located) return undefined;
  const { path, keyOf } = located;
  const innermost = path[path.length - 1]!;
  const keys = memberKeys(path);

  if (keyOf !== undefined) {
    const member = innermost.span.children![keyOf]!;
    const keyStart = innermost.absolute + member.keyStart!;
    const newKey = readJson(text.slice(keyStart, keyStart + member.keyLength! + delta));
    if (typeof newKey !== 'string') return undefined;
    const object = valueAt(previous.value, keys) as Record<string, unknown>;
    if (newKey !== member.key && Object.prototype.hasOwnProperty.call(object, newKey))
      return undefined;
    const renamed = withRenamedKey(object, member.key!, newKey);
    const span: Span = {
      ...innermost.span,
      length: innermost.span.length + delta,
      children: shifted(innermost.span.children!, keyOf, delta, (m) => ({
        ...m,
        key: newKey,
        keyLength: m.keyLength! + delta,
        value: { ...m.value, start: m.value.start + delta },
      })),
    };
    return finish(
      text,
      keys.length === 0 ? renamed : replaceAlong(previous.value, keys, renamed),
      respan(path, span, delta),
    );
  }

  const piece = text.slice(innermost.absolute, innermost.absolute + innermost.span.length + delta);
  const value = readJson(piece);
  if (value === undefined) return undefined;
  // Depth: the levels above the piece plus its own; duplicate keys only inside it (the rest was clean).
  if (findExcessiveNesting(piece, MAX_NESTING_DEPTH - (path.length - 1)) >= 0) return undefined;
  if (value !== null && typeof value === 'object' && mayHaveDuplicateKeys(piece, value))
    return undefined;
  let span: Span = { start: innermost.span.start, length: piece.length };
  if (value !== null && typeof value === 'object') {
    const tree = parseTree(piece, [], STRICT_JSON);
    if (!tree) return undefined;
    span = { ...spanFromNode(tree, 0), start: innermost.span.start };
  }
  return finish(
    text,
    keys.length === 0 ? value : replaceAlong(previous.value, keys, value),
    respan(path, span, delta),
  );
}

/** JSON.parse, or undefined when the piece is not one JSON value. */
function readJson(piece: string): unknown {
  try {
    return JSON.parse(piece);
  } catch {
    return undefined;
  }
}

function finish(text: string, value: unknown, spans: Span): ParsedDocument | undefined {
  const document = readParsedValue(text, value);
  if (document.diagnostics.length > 0) return undefined;
  spansOf.set(document, spans);
  return document;
}
