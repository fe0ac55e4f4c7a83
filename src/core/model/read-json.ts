/**
 * The checks every reading of a text makes before it is JSON, in order, and the value. Shared by
 * the reading with positions and diagnostics (parseDocument in document.ts) and the quick looks
 * that need none (the Tools list's rows, the store's reveal), so they refuse the same texts.
 */
import { createScanner, parseTree } from 'jsonc-parser';
import type { Node as JsonNode } from 'jsonc-parser';
import { MAX_DOCUMENT_CHARS, MAX_NESTING_DEPTH, MAX_TOOLS_PER_DOCUMENT } from '../limits';
import { detectKind } from './document-kind';
import type { ToolEntry } from './document-kind';

// jsonc-parser's SyntaxKind is a const enum, which isolated modules cannot read; these are its values.
const OPEN_BRACE = 1;
const CLOSE_BRACE = 2;
const OPEN_BRACKET = 3;
const CLOSE_BRACKET = 4;
const END_OF_FILE = 17;

/**
 * Measures nesting without recursion, so 100 000 levels are refused before any recursive
 * parser sees them. Returns the offset where the limit is first exceeded, or -1.
 */
export function findExcessiveNesting(text: string, limit: number): number {
  // Too few brackets to exceed the limit at all: skip the token scan. Counted with the engine's
  // own search, which is several times faster than a loop over every character.
  let brackets = 0;
  for (const open of ['{', '[']) {
    for (let i = text.indexOf(open); i >= 0 && brackets <= limit; i = text.indexOf(open, i + 1))
      brackets++;
  }
  if (brackets <= limit) return -1;
  const scanner = createScanner(text, true);
  let depth = 0;
  for (let kind = scanner.scan(); kind !== END_OF_FILE; kind = scanner.scan()) {
    if (kind === OPEN_BRACE || kind === OPEN_BRACKET) {
      if (++depth > limit) return scanner.getTokenOffset();
    } else if (kind === CLOSE_BRACE || kind === CLOSE_BRACKET) {
      depth = Math.max(0, depth - 1);
    }
  }
  return -1;
}

/** jsonc-parser's options for JSON as JSON.parse reads it. */
export const STRICT_JSON = {
  allowTrailingComma: false,
  disallowComments: true,
  allowEmptyContent: false,
} as const;

/**
 * How far a text reads as JSON: its value, or the first check it fails (with where, for the
 * diagnostic). `text` is the input with a byte-order mark replaced by a space of the same
 * length, so that offsets stay true.
 */
export type JsonReading =
  | { status: 'read'; text: string; value: unknown }
  | { status: 'too-large' }
  | { status: 'empty'; text: string }
  | { status: 'binary'; text: string; at: number }
  | { status: 'too-deep'; text: string; at: number }
  | { status: 'syntax-error'; text: string };

export function readJson(input: string): JsonReading {
  if (input.length > MAX_DOCUMENT_CHARS) return { status: 'too-large' };
  const text = input.charCodeAt(0) === 0xfeff ? ' ' + input.slice(1) : input;
  if (text.trim() === '') return { status: 'empty', text };
  const nulAt = text.indexOf('\u0000');
  if (nulAt >= 0) return { status: 'binary', text, at: nulAt };
  const tooDeepAt = findExcessiveNesting(text, MAX_NESTING_DEPTH);
  if (tooDeepAt >= 0) return { status: 'too-deep', text, at: tooDeepAt };
  // Valid JSON is the common case: the native parser reads it fastest, and the syntax tree with
  // offsets is built only when something asks where a pointer is.
  try {
    // JSON.parse gives own properties for keys such as "__proto__", where building objects by
    // assignment would change their prototype.
    return { status: 'read', text, value: JSON.parse(text) };
  } catch {
    return { status: 'syntax-error', text };
  }
}

/** The tools a text holds, as parseDocument finds them; none when it cannot be read. */
export function readToolEntries(input: string): ToolEntry[] {
  const reading = readJson(input);
  if (reading.status !== 'read') return [];
  const { tools } = detectKind(reading.value);
  return tools.length > MAX_TOOLS_PER_DOCUMENT ? [] : tools;
}

/** The syntax tree parseDocument gives a text: none for one it refuses before parsing. */
export function syntaxTree(input: string): JsonNode | undefined {
  const reading = readJson(input);
  return reading.status === 'read' || reading.status === 'syntax-error'
    ? parseTree(reading.text, [], STRICT_JSON)
    : undefined;
}
