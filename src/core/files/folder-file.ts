/**
 * Tools bound to the files they were read from: what a file of a folder gives the workspace, and
 * the one edit that writes a workspace tool back into its file without touching anything else
 * (the other tools, the file's indentation, comments in a .jsonc file, its final newline).
 */
import { applyEdits, findNodeAtLocation, parseTree } from 'jsonc-parser';
import type { Node as JsonNode, ParseError } from 'jsonc-parser';
import type { DocumentKind } from '../model/document';
import { parseDocument, unreadableReason } from '../model/document';
import type { TextEdit } from '../model/diagnostic';
import { parsePointer } from '../model/pointer';
import { serializeExport } from '../export/adapter';
import type { TargetId } from '../export/adapter';
import { readToolSource } from '../export/tool-source';
import { hasComments, putCommentsBack, withoutComments } from './jsonc-comments';

/** Folder files that can hold tools. */
const TOOL_FILE_EXTENSIONS: readonly string[] = ['.json', '.jsonc'];

/** One tool of a file as the workspace holds it: its own text, and where it sits in the file. */
export interface FileTool {
  /** Pointer to the tool in the file ("" when the file is the tool). */
  pointer: string;
  /** The tool's text as the file spells it, less the indentation of the line it starts on. */
  text: string;
  /** That indentation, put back on every line but the first when the tool is written. */
  indent: string;
  /** Where the tool's text is in the file. */
  offset: number;
  length: number;
}

export type FolderFileReading =
  | { bound: true; kind: DocumentKind; tools: FileTool[] }
  /**
   * A file in a provider's format (OpenAI, Anthropic, Gemini, a Spark ToolSpec, a registry entry),
   * read as `tool-schema import` reads it: its tools as MCP texts, never written back in place.
   */
  | { bound: false; converted: { target: TargetId; label: string }; texts: string[] }
  /** A file that holds no tool (a package.json, a tsconfig.json): left out, and listed as such. */
  | { bound: false; notTool: true; reason: string };

export function isToolFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return TOOL_FILE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/** The whitespace before the first non-blank character of the line `offset` is on. */
function lineIndent(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const before = text.slice(lineStart, offset);
  return /^[ \t]*$/.test(before) ? before : (/^[ \t]*/.exec(before)?.[0] ?? '');
}

function withoutIndent(text: string, indent: string): string {
  if (!indent) return text;
  return text
    .split('\n')
    .map((line, i) => (i > 0 && line.startsWith(indent) ? line.slice(indent.length) : line))
    .join('\n');
}

function withIndent(text: string, indent: string): string {
  if (!indent) return text;
  return text
    .split('\n')
    .map((line, i) => (i > 0 && line.length > 0 ? indent + line : line))
    .join('\n');
}

/** The syntax node at a pointer; jsonc-parser's paths take array indices as numbers. */
function nodeAt(root: JsonNode, pointer: string): JsonNode | undefined {
  let node: JsonNode | undefined = root;
  for (const segment of parsePointer(pointer)) {
    if (!node) return undefined;
    node = findNodeAtLocation(node, [node.type === 'array' ? Number(segment) : segment]);
  }
  return node;
}

/** Read with comments and trailing commas allowed: a .jsonc file (or a .json one with comments). */
function tree(text: string): JsonNode | undefined {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  return errors.length > 0 ? undefined : root;
}

/** The tool at `pointer` in a file's text, as the workspace holds it; undefined when not there. */
export function fileToolAt(text: string, pointer: string): FileTool | undefined {
  return fileToolIn(text, tree(text), pointer);
}

/** fileToolAt for several pointers of one file, parsed once. */
export function fileToolsAt(text: string, pointers: readonly string[]): (FileTool | undefined)[] {
  const root = tree(text);
  return pointers.map((pointer) => fileToolIn(text, root, pointer));
}

/** As fileToolAt, over a syntax tree already built (a file of 500 tools is parsed once). */
function fileToolIn(
  text: string,
  root: JsonNode | undefined,
  pointer: string,
): FileTool | undefined {
  // A file that is one tool is the tool, byte for byte (final newline too), unless it has
  // comments: those around the tool stay in the file, outside the tool's span.
  if (pointer === '' && !hasComments(text))
    return root ? { pointer, text, indent: '', offset: 0, length: text.length } : undefined;
  const node = root && nodeAt(root, pointer);
  if (!node || node.type !== 'object') return undefined;
  const indent = lineIndent(text, node.offset);
  const own = withoutIndent(text.slice(node.offset, node.offset + node.length), indent);
  return {
    pointer,
    // The workspace holds JSON: comments inside the tool stay in the file, and Save puts them back.
    text: withoutComments(own).text,
    indent,
    offset: node.offset,
    length: node.length,
  };
}

const notTool = (reason: string): FolderFileReading => ({ bound: false, notTool: true, reason });

/**
 * What a file of an opened folder gives the workspace: bound tools only for MCP tools with an
 * inputSchema (one, an array of them or a tools/list result); a provider's format converted,
 * read-only; anything else, however it looks ("name" in a package.json), is not a tool.
 */
export function readFolderFile(text: string): FolderFileReading {
  const document = parseDocument(hasComments(text) ? withoutComments(text).text : text);
  if (document.value === undefined) {
    const why = unreadableReason(document) ?? 'Not JSON';
    return notTool(why.charAt(0).toLowerCase() + why.slice(1));
  }
  const source = readToolSource(document.value);
  if (source.format === 'none') return notTool(source.reason);
  if (source.format === 'provider')
    return {
      bound: false,
      converted: { target: source.target, label: source.label },
      texts: source.tools.map((tool) => serializeExport(tool)),
    };
  // Within the nesting limit, as parseDocument found: jsonc-parser's recursion is safe here.
  const root = tree(text);
  const tools = source.entries.map((t) => fileToolIn(text, root, t.pointer));
  if (tools.some((t) => t === undefined)) return notTool('could not be read tool by tool');
  return { bound: true, kind: source.kind, tools: tools as FileTool[] };
}

export type SaveResult = { ok: true; text: string; edit: TextEdit } | { ok: false; reason: string };

/**
 * What Save writes in place of a tool's span: the tool's text at the span's indent, with the
 * comments the span held put back beside the text they were beside.
 */
function spanContent(
  fileText: string,
  span: { offset: number; length: number },
  indent: string,
  toolText: string,
): { ok: true; content: string } | { ok: false; reason: string } {
  const own = withoutIndent(fileText.slice(span.offset, span.offset + span.length), indent);
  const firstLine = fileText.slice(0, span.offset).split('\n').length;
  const put = hasComments(own)
    ? putCommentsBack(own, toolText.replace(/\s+$/, ''), firstLine)
    : { ok: true as const, text: toolText.replace(/\s+$/, '') };
  return put.ok ? { ok: true, content: withIndent(put.text, indent) } : put;
}

/**
 * The file's text with the tool at `pointer` replaced by `toolText` (indented as the tool was),
 * and the one edit that makes it: everything outside the tool's own span is kept as it is.
 */
export function saveToolInFile(
  fileText: string,
  pointer: string,
  indent: string,
  toolText: string,
): SaveResult {
  if (pointer === '' && !hasComments(fileText))
    return {
      ok: true,
      text: toolText,
      edit: { offset: 0, length: fileText.length, content: toolText },
    };
  const root = tree(fileText);
  if (!root) return { ok: false, reason: 'the file is no longer valid JSON' };
  const node = nodeAt(root, pointer);
  if (!node || node.type !== 'object')
    return { ok: false, reason: `the file no longer has a tool at ${pointer || 'its top'}` };
  const content = spanContent(fileText, node, indent, toolText);
  if (!content.ok) return content;
  const edit: TextEdit = { offset: node.offset, length: node.length, content: content.content };
  return { ok: true, text: applyEdits(fileText, [edit]), edit };
}

/**
 * As saveToolInFile, for a file whose text is exactly the one the tool's span was found in (read
 * or written by the studio since): no parse, so saving one tool of a 1 MB file costs a string
 * copy. The caller moves the spans after it by the returned `delta`.
 */
export function replaceToolSpan(
  fileText: string,
  span: { offset: number; length: number },
  indent: string,
  toolText: string,
): { ok: true; text: string; edit: TextEdit; delta: number } | { ok: false; reason: string } {
  const spanText = fileText.slice(span.offset, span.offset + span.length);
  const whole = span.offset === 0 && span.length === fileText.length && !hasComments(spanText);
  const made = whole
    ? { ok: true as const, content: toolText }
    : spanContent(fileText, span, indent, toolText);
  if (!made.ok) return made;
  const { content } = made;
  const edit: TextEdit = { offset: span.offset, length: span.length, content };
  const text = fileText.slice(0, span.offset) + content + fileText.slice(span.offset + span.length);
  return { ok: true, text, edit, delta: content.length - span.length };
}
