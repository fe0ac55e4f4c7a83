/**
 * What the Import dialog needs before anything is added: which kind of document a text is and
 * which tools it holds, by name. It is not a validation: no Ajv, no lint rules, no positions
 * (those come after the import, in the editor). One pass over the characters for nesting, one
 * `JSON.parse` and one look at the top of the value, so the cost follows the text's length only:
 * a one-line document costs no more than the same document pretty-printed, which is longer.
 */
import { MAX_DOCUMENT_CHARS, MAX_NESTING_DEPTH, MAX_TOOLS_PER_DOCUMENT } from '../limits';
import { detectKind, documentTooLargeMessage, parseDocument, toolsListArray } from './document';
import type { DocumentKind, ToolFormat } from './document';

/** One tool the document holds, as the split import would add it. */
export interface PreviewTool {
  /** Pointer to the tool object in the document. */
  pointer: string;
  /** The tool's `name` when it is a string. */
  name: string | undefined;
  format: ToolFormat;
}

/** Where reading the text first went wrong, for "not valid JSON yet" (1-based). */
export interface PreviewSyntaxError {
  line: number;
  column: number;
  message: string;
}

export type ToolListPreview =
  | {
      status: 'tools';
      kind: Exclude<DocumentKind, 'unknown'>;
      chars: number;
      tools: PreviewTool[];
      /** Array items (or `tools` entries) that are not objects: a split import leaves them out. */
      skippedItems: number;
      /** Names given to more than one tool of this document, in first-seen order. */
      duplicateNames: string[];
      /** Why the document cannot be split into tools (too many for the studio); undefined when it can. */
      splitRefusal?: string;
    }
  | {
      /** The text can be imported as it is, but holds no tool the studio recognises. */
      status: 'no-tools';
      reason: 'empty' | 'not-json' | 'binary' | 'too-deep' | 'unrecognised';
      chars: number;
      message: string;
      /** For `not-json`: how many syntax errors the editor will show, and the first. */
      syntaxErrors?: { count: number; first: PreviewSyntaxError | undefined };
    }
  /** The text cannot be imported at all (past the size limit, where the editor would freeze). */
  | { status: 'refused'; chars: number; message: string };

/**
 * The offset where arrays and objects first nest deeper than `limit`, or -1. Brackets inside
 * strings do not count. A character loop rather than a tokenizer, because it runs on every
 * preview: `JSON.parse` itself copes with deep input but takes seconds over millions of levels.
 */
export function nestingBeyond(text: string, limit: number): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return i;
    } else if (c === 0x7d || c === 0x5d) {
      if (depth > 0) depth--;
    }
  }
  return -1;
}

/** The tools a document holds, by name, without validating them. Never throws for any string. */
export function previewToolDocument(input: string): ToolListPreview {
  return previewWithValue(input).preview;
}

/**
 * previewToolDocument, with the value the text parsed to (undefined when it did not): the Import
 * dialog reads a provider's format from it without parsing the text a second time.
 */
export function previewWithValue(input: string): { preview: ToolListPreview; value?: unknown } {
  const preview = (p: ToolListPreview) => ({ preview: p });
  const chars = input.length;
  if (chars > MAX_DOCUMENT_CHARS) {
    return preview({
      status: 'refused',
      chars,
      message: documentTooLargeMessage(chars),
    });
  }
  // A byte-order mark is not JSON, but the editor reads past it (with a warning), so the preview does too.
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (text.trim() === '')
    return preview({
      status: 'no-tools',
      reason: 'empty',
      chars,
      message: 'Nothing to import yet.',
    });
  if (text.includes('\u0000')) {
    return preview({
      status: 'no-tools',
      reason: 'binary',
      chars,
      message:
        'The text contains NUL bytes: it looks like a binary file, not JSON. It can still be imported as it is.',
    });
  }
  if (nestingBeyond(text, MAX_NESTING_DEPTH) >= 0) {
    return preview({
      status: 'no-tools',
      reason: 'too-deep',
      chars,
      message: `Arrays and objects are nested more than ${MAX_NESTING_DEPTH} levels deep; it can be imported as it is, but the editor will not check it.`,
    });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return preview(notJson(input, chars));
  }
  const { kind, tools: entries } = detectKind(value);
  if (kind === 'unknown') {
    return {
      preview: {
        status: 'no-tools',
        reason: 'unrecognised',
        chars,
        message: 'No tool was recognised in this JSON; it can be imported as it is and edited.',
      },
      value,
    };
  }
  const tools = entries.map((entry): PreviewTool => ({
    pointer: entry.pointer,
    name: typeof entry.value.name === 'string' ? entry.value.name : undefined,
    format: entry.format,
  }));
  const listed: ToolListPreview = {
    status: 'tools',
    kind,
    chars,
    tools,
    skippedItems: skippedItems(kind, value, tools.length),
    duplicateNames: duplicates(tools),
  };
  if (tools.length > MAX_TOOLS_PER_DOCUMENT) {
    listed.splitRefusal = `It holds ${tools.length} tools; the studio checks at most ${MAX_TOOLS_PER_DOCUMENT} at once, so it can only be imported as one document. Split it into smaller files.`;
  }
  return { preview: listed, value };
}

/**
 * Items of the tool array (a bare array or `tools`) that are not tool objects, which a split
 * leaves out. Registry entries and single tools have no such list to count.
 */
function skippedItems(kind: DocumentKind, value: unknown, toolCount: number): number {
  const items =
    kind === 'tool-array' ? value : kind === 'tools-list' ? toolsListArray(value)?.list : [];
  return Array.isArray(items) ? Math.max(0, items.length - toolCount) : 0;
}

function duplicates(tools: readonly PreviewTool[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { name } of tools) {
    if (name === undefined) continue;
    if (seen.has(name)) repeated.add(name);
    seen.add(name);
  }
  return [...repeated];
}

/**
 * Broken JSON: only here is the text read with positions, so the first error can be shown with
 * its line and column, worded as the editor will word it. Broken text has no tools to list, so
 * this is the only cost of the preview.
 */
function notJson(input: string, chars: number): ToolListPreview {
  const errors = parseDocument(input).diagnostics.filter((d) => d.severity === 'error');
  const first = errors[0];
  return {
    status: 'no-tools',
    reason: 'not-json',
    chars,
    message:
      'This text is not valid JSON yet; it can be imported as it is and fixed in the editor.',
    syntaxErrors: {
      count: errors.length,
      first: first && {
        line: first.start.line,
        column: first.start.column,
        message: first.message,
      },
    },
  };
}
