import { parseTree, printParseErrorCode } from 'jsonc-parser';
import type { Node as JsonNode, ParseError } from 'jsonc-parser';
import { MAX_DOCUMENT_CHARS, MAX_NESTING_DEPTH, MAX_TOOLS_PER_DOCUMENT } from '../limits';
import type { Diagnostic, Severity } from './diagnostic';
import { LineIndex } from './text-index';
import { joinPointer } from './pointer';
import { detectKind } from './document-kind';
import type { DocumentKind, ToolEntry } from './document-kind';
import { readJson, STRICT_JSON } from './read-json';
import { rangeAtPointer } from './pointer-range';

export type { JsonNode };
// The reading's parts that need no positions, in modules of their own (the page's first chunk
// reads tools and kinds without the rest of this one); re-exported, as this module had them.
export {
  DOCUMENT_KIND_LABELS,
  MULTI_TOOL_KINDS,
  TOOLHIVE_EXTENSION,
  detectKind,
  toolsListArray,
} from './document-kind';
export type { DocumentKind, ToolEntry, ToolFormat } from './document-kind';
export { nodeAtPointer, propertyAtPointer, rangeAtPointer } from './pointer-range';

export interface ParsedDocument {
  text: string;
  lines: LineIndex;
  /** Syntax tree with offsets; undefined when the text could not be parsed at all. */
  root: JsonNode | undefined;
  /** The parsed value; undefined when there were syntax errors. */
  value: unknown;
  kind: DocumentKind;
  tools: ToolEntry[];
  /** Problems found while reading the text (syntax, size, depth, shape). */
  diagnostics: Diagnostic[];
}

/** Builds a diagnostic for an offset range, converting to line/column. */
export function diagnosticAt(
  lines: LineIndex,
  code: string,
  severity: Severity,
  message: string,
  pointer: string,
  offset: number,
  length: number,
  extra: Partial<Diagnostic> = {},
): Diagnostic {
  return {
    code,
    severity,
    message,
    pointer,
    offset,
    length,
    start: lines.positionAt(offset),
    end: lines.positionAt(offset + length),
    ...extra,
  };
}

const syntaxMessages: Record<string, string> = {
  InvalidSymbol: 'This character cannot start a JSON value.',
  InvalidNumberFormat: 'This number is not valid JSON (no leading zeros, NaN or Infinity).',
  PropertyNameExpected: 'A property name in double quotes is expected here.',
  ValueExpected: 'A value is expected here.',
  ColonExpected: 'A colon is expected after the property name.',
  CommaExpected: 'A comma is expected between items.',
  CloseBraceExpected: 'The object is not closed: a "}" is expected.',
  CloseBracketExpected: 'The array is not closed: a "]" is expected.',
  EndOfFileExpected: 'Only one JSON value is allowed; remove the text after it.',
  InvalidCommentToken: 'JSON does not allow comments; remove them.',
  UnexpectedEndOfComment: 'This comment is not closed.',
  UnexpectedEndOfString: 'This string is not closed with a double quote.',
  UnexpectedEndOfNumber: 'This number ends too early.',
  InvalidUnicode: 'This \\u escape is not valid.',
  InvalidEscapeCharacter: 'This escape sequence is not valid in JSON.',
  InvalidCharacter: 'Control characters must be escaped inside strings.',
};

/** The offset of a comma that directly precedes a closing bracket at `offset`, or -1. */
function trailingCommaBefore(text: string, offset: number): number {
  const closing = text[offset];
  if (closing !== '}' && closing !== ']') return -1;
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i]!)) i--;
  return text[i] === ',' ? i : -1;
}

function emptyDocument(text: string, lines: LineIndex, diagnostics: Diagnostic[]): ParsedDocument {
  return {
    text,
    lines,
    root: undefined,
    value: undefined,
    kind: 'unknown',
    tools: [],
    diagnostics,
  };
}

/** Parses tool-document text with source positions and recognises what it holds. */
/** Why a text could not be read, worst first: the code of its reading diagnostic and a short phrase. */
const UNREADABLE_REASONS: readonly (readonly [code: string, reason: string])[] = [
  ['document-too-large', 'The document is larger than the studio reads'],
  ['json-binary', 'The text is binary, not JSON'],
  ['json-too-deep', 'The JSON is nested deeper than the studio reads'],
  ['json-empty', 'The document is empty'],
];

/**
 * Why a document has no value, as a short phrase for panels that cannot show it ("… (see
 * Problems)"), or undefined when it was read. Not every unreadable text is a syntax error: a
 * panel that says so over a refused 20 MB paste sends the user looking for a typo.
 */
export function unreadableReason(
  doc: Pick<ParsedDocument, 'value' | 'diagnostics'>,
): string | undefined {
  if (doc.value !== undefined) return undefined;
  const codes = new Set(doc.diagnostics.map((d) => d.code));
  return UNREADABLE_REASONS.find(([code]) => codes.has(code))?.[1] ?? 'The JSON has a syntax error';
}

/** What the studio says of a text over MAX_DOCUMENT_CHARS, wherever it meets one. */
export function documentTooLargeMessage(chars: number): string {
  return `The document is ${formatSize(chars)}; the studio reads at most ${formatSize(MAX_DOCUMENT_CHARS)}. Split it into smaller files.`;
}

export function parseDocument(input: string): ParsedDocument {
  const reading = readJson(input);
  if (reading.status === 'too-large') {
    const lines = new LineIndex('');
    return emptyDocument(input, lines, [
      diagnosticAt(
        lines,
        'document-too-large',
        'error',
        documentTooLargeMessage(input.length),
        '',
        0,
        0,
      ),
    ]);
  }
  // A byte-order mark is replaced by a space of the same length so that offsets stay true.
  const { text } = reading;
  const lines = new LineIndex(input);
  const diagnostics: Diagnostic[] = [];
  if (input.charCodeAt(0) === 0xfeff) {
    diagnostics.push(
      diagnosticAt(
        lines,
        'json-bom',
        'warning',
        'The text starts with a byte-order mark; JSON files should not have one.',
        '',
        0,
        1,
        {
          fix: {
            title: 'Remove the byte-order mark',
            edits: [{ offset: 0, length: 1, content: '' }],
          },
        },
      ),
    );
  }
  switch (reading.status) {
    case 'empty':
      diagnostics.push(
        diagnosticAt(
          lines,
          'json-empty',
          'error',
          'The document is empty. Paste a tool definition or start from a template.',
          '',
          0,
          0,
        ),
      );
      return emptyDocument(input, lines, diagnostics);
    case 'binary':
      diagnostics.push(
        diagnosticAt(
          lines,
          'json-binary',
          'error',
          'The text contains NUL bytes: it looks like a binary file, not JSON.',
          '',
          reading.at,
          1,
        ),
      );
      return emptyDocument(input, lines, diagnostics);
    case 'too-deep':
      diagnostics.push(
        diagnosticAt(
          lines,
          'json-too-deep',
          'error',
          `Arrays and objects are nested more than ${MAX_NESTING_DEPTH} levels deep here; the studio refuses deeper documents.`,
          '',
          reading.at,
          1,
        ),
      );
      return emptyDocument(input, lines, diagnostics);
    case 'syntax-error':
      return syntaxErrorDocument(input, text, lines, diagnostics);
  }
  const { value } = reading;
  const root = lazyTree(text);
  if (mayHaveDuplicateKeys(text, value))
    diagnostics.push(...duplicateKeyDiagnostics(root.get(), lines));
  return documentOfValue(input, lines, value, root, diagnostics);
}

/**
 * The reading of a text whose value is already known to be `value` (JSON that parsed, without
 * duplicate keys, nested within the limit): the incremental reader's way to a document without
 * reading the whole text again.
 */
export function readParsedValue(text: string, value: unknown): ParsedDocument {
  return documentOfValue(text, new LineIndex(text), value, lazyTree(text), []);
}

function documentOfValue(
  input: string,
  lines: LineIndex,
  value: unknown,
  root: { get: () => JsonNode | undefined },
  diagnostics: Diagnostic[],
): ParsedDocument {
  const { kind, tools } = detectKind(value);
  if (tools.length > MAX_TOOLS_PER_DOCUMENT) {
    diagnostics.push(
      diagnosticAt(
        lines,
        'document-too-many-tools',
        'error',
        `The document holds ${tools.length} tools; the studio checks at most ${MAX_TOOLS_PER_DOCUMENT} at once. Split it into smaller files.`,
        '',
        0,
        0,
      ),
    );
    return withLazyRoot({ text: input, lines, value, kind, tools: [], diagnostics }, root);
  }
  return withLazyRoot({ text: input, lines, value, kind, tools, diagnostics }, root);
}

function lazyTree(text: string): { get: () => JsonNode | undefined } {
  let tree: JsonNode | undefined;
  let built = false;
  return {
    get: () => {
      if (!built) {
        tree = parseTree(text, [], STRICT_JSON);
        built = true;
      }
      return tree;
    },
  };
}

function withLazyRoot(
  document: Omit<ParsedDocument, 'root'>,
  root: { get: () => JsonNode | undefined },
): ParsedDocument {
  return Object.defineProperty(document, 'root', {
    get: root.get,
    enumerable: true,
  }) as ParsedDocument;
}

function syntaxErrorDocument(
  input: string,
  text: string,
  lines: LineIndex,
  diagnostics: Diagnostic[],
): ParsedDocument {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, STRICT_JSON);
  const reportedAt = new Set<number>();
  for (const error of errors) {
    // One message per place: the parser often reports two codes for one mistake.
    if (reportedAt.has(error.offset)) continue;
    reportedAt.add(error.offset);
    const trailingComma = trailingCommaBefore(text, error.offset);
    if (trailingComma >= 0) {
      diagnostics.push(
        diagnosticAt(
          lines,
          'json-syntax',
          'error',
          'JSON does not allow a comma before a closing bracket; remove this comma.',
          '',
          trailingComma,
          1,
          {
            fix: {
              title: 'Remove the trailing comma',
              edits: [{ offset: trailingComma, length: 1, content: '' }],
            },
          },
        ),
      );
      continue;
    }
    const name = printParseErrorCode(error.error);
    diagnostics.push(
      diagnosticAt(
        lines,
        'json-syntax',
        'error',
        syntaxMessages[name] ?? `JSON syntax error (${name}).`,
        '',
        error.offset,
        Math.max(1, error.length),
      ),
    );
  }
  if (errors.length === 0) {
    // JSON.parse refused what jsonc-parser accepts (should not happen); say so rather than guess.
    diagnostics.push(
      diagnosticAt(lines, 'json-syntax', 'error', 'The text is not valid JSON.', '', 0, 0),
    );
  }
  return { text: input, lines, root, value: undefined, kind: 'unknown', tools: [], diagnostics };
}

/**
 * False only when the text certainly has no duplicate key: every key token is a quote followed
 * by a colon, and without an escaped backslash before a quote a quote inside a string is always
 * escaped, so the count of such tokens is exact. Equal to the keys JSON.parse kept means none
 * was collapsed. Anything unusual takes the exact path through the syntax tree.
 */
export function mayHaveDuplicateKeys(text: string, value: unknown): boolean {
  if (text.includes('\\\\"')) return true;
  return countKeyTokens(text) !== countKeys(value);
}

/**
 * Quotes followed by a colon (white space between allowed) that no backslash escapes: the
 * matches of /(?<!\\)"\s*:/g, counted from each colon back, without the array of matches.
 * In JSON text that parsed, only white space can stand between such a quote and its colon.
 */
function countKeyTokens(text: string): number {
  let count = 0;
  for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    let i = colon - 1;
    while (i >= 0 && /\s/.test(text[i]!)) i--;
    if (i >= 0 && text.charCodeAt(i) === 0x22 && (i === 0 || text.charCodeAt(i - 1) !== 0x5c))
      count++;
  }
  return count;
}

function countKeys(value: unknown): number {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (Array.isArray(current)) {
      for (const item of current) if (item !== null && typeof item === 'object') stack.push(item);
    } else if (current !== null && typeof current === 'object') {
      // Object.values: own keys only, without a hasOwnProperty call per key (for…in was the
      // slowest step of reading a large minified tools/list).
      const values = Object.values(current);
      count += values.length;
      for (const item of values) if (item !== null && typeof item === 'object') stack.push(item);
    }
  }
  return count;
}

function duplicateKeyDiagnostics(root: JsonNode | undefined, lines: LineIndex): Diagnostic[] {
  const found: Diagnostic[] = [];
  const stack: { node: JsonNode; path: (string | number)[] }[] = root
    ? [{ node: root, path: [] }]
    : [];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (node.type === 'object') {
      const seen = new Set<string>();
      for (const property of node.children ?? []) {
        const keyNode = property.children?.[0];
        const valueNode = property.children?.[1];
        if (!keyNode) continue;
        const key = String(keyNode.value);
        if (seen.has(key)) {
          found.push(
            diagnosticAt(
              lines,
              'json-duplicate-key',
              'error',
              `The key "${key}" appears twice in this object; JSON readers keep only the last one.`,
              joinPointer('', ...path, key),
              keyNode.offset,
              keyNode.length,
            ),
          );
        }
        seen.add(key);
        if (valueNode) stack.push({ node: valueNode, path: [...path, key] });
      }
    } else if (node.type === 'array') {
      (node.children ?? []).forEach((child, index) =>
        stack.push({ node: child, path: [...path, index] }),
      );
    }
  }
  return found;
}

/** A diagnostic placed at a pointer of a parsed document. */
export function diagnosticAtPointer(
  document: Pick<ParsedDocument, 'root' | 'lines'>,
  code: string,
  severity: Severity,
  message: string,
  pointer: string,
  extra: Partial<Diagnostic> & { key?: boolean } = {},
): Diagnostic {
  const { key, ...rest } = extra;
  const range = rangeAtPointer(document, pointer, { key: key ?? false });
  return diagnosticAt(
    document.lines,
    code,
    severity,
    message,
    pointer,
    range.offset,
    range.length,
    rest,
  );
}

export function formatSize(chars: number): string {
  if (chars >= 1024 * 1024) return `${(chars / (1024 * 1024)).toFixed(1)} MB`;
  if (chars >= 1024) return `${(chars / 1024).toFixed(1)} KB`;
  return `${chars} characters`;
}
