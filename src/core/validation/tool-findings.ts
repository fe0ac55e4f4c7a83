/**
 * The located findings of one tool, kept by the tool's exact text and handed back, moved to
 * where the tool sits now, when the same text is analysed again: in a workspace, every tool but
 * the edited one. Profiles of warm runs put most of the time in placing findings (the offset tree)
 * and in rules that walk again what did not change; a hit costs a lookup and a few additions.
 *
 * What makes a hit exact: tool- and schema-scope rules read their tool (its value and its text),
 * the document kind, the number of tools and the options, and nothing else, so those are the key.
 * The cached diagnostics are stored relative to the tool (offsets from its first character,
 * pointers below its pointer); line and column are computed afresh from the document. Findings
 * that land outside the tool are never cached: that tool is analysed every time.
 */
import { TOOL_FINDINGS_CACHE_CHARS, TOOL_FINDINGS_CACHE_SIZE } from '../limits';
import type { Diagnostic, TextEdit } from '../model/diagnostic';
import type { ParsedDocument, ToolEntry } from '../model/document';
import type { Span } from '../model/value-spans';
import { arrayItemSpans, isJsonSpace } from '../model/value-spans';

/** A diagnostic relative to its tool: offsets from the tool's start, pointer below the tool's. */
type RelativeDiagnostic = Omit<Diagnostic, 'start' | 'end' | 'toolIndex'>;

interface Entry {
  /** What else the findings depend on (see toolContextKey); another context is a miss. */
  context: string;
  findings: readonly RelativeDiagnostic[];
}

const cache = new Map<string, Entry>();
let cachedChars = 0;
let hits = 0;

/** How many tools were served from the cache since start; for tests and the bench. */
export function toolFindingsHits(): number {
  return hits;
}

export function clearToolFindings(): void {
  cache.clear();
  cachedChars = 0;
}

/**
 * Where each tool's text is, by tool index; undefined for a tool (or a document) whose findings
 * are not reused. A document with duplicate keys is left out: its values are the last of each
 * key, where the offset tree (and so every finding) places the first.
 */
export function toolSpans(document: ParsedDocument): (Span | undefined)[] {
  const { text, tools } = document;
  if (
    tools.length === 0 ||
    document.value === undefined ||
    text.charCodeAt(0) === 0xfeff ||
    document.diagnostics.some((d) => d.code === 'json-duplicate-key')
  )
    return [];
  const lists = new Map<string, ReturnType<typeof arrayItemSpans>>();
  return tools.map((entry) => {
    if (entry.pointer === '') return wholeValue(text);
    const cut = entry.pointer.lastIndexOf('/');
    const parent = entry.pointer.slice(0, cut);
    if (!lists.has(parent)) lists.set(parent, arrayItemSpans(text, parent));
    const index = entry.pointer.slice(cut + 1);
    return /^(0|[1-9]\d*)$/.test(index) ? lists.get(parent)?.[Number(index)] : undefined;
  });
}

/** The span of the one value of a text that JSON.parse read: all of it but the white space around it. */
function wholeValue(text: string): Span {
  let start = 0;
  let end = text.length;
  while (start < end && isJsonSpace(text.charCodeAt(start))) start++;
  while (end > start && isJsonSpace(text.charCodeAt(end - 1))) end--;
  return { offset: start, length: end - start };
}

/** What besides its own text a tool's findings depend on. */
export function toolContextKey(document: ParsedDocument, options: object): string {
  return `${document.kind}|${document.tools.length}|${JSON.stringify(options)}`;
}

function forget(key: string): void {
  if (cache.delete(key)) cachedChars -= key.length;
}

function isBelow(pointer: string, base: string): boolean {
  return pointer === base || (pointer.startsWith(base) && pointer.charCodeAt(base.length) === 0x2f);
}

function inside(offset: number, length: number, span: Span): boolean {
  return offset >= span.offset && offset + length <= span.offset + span.length;
}

/** The tool's findings as stored, or undefined when one of them is not the tool's alone. */
function relative(
  findings: readonly Diagnostic[],
  entry: ToolEntry,
  toolIndex: number,
  span: Span,
): RelativeDiagnostic[] | undefined {
  const stored: RelativeDiagnostic[] = [];
  for (const finding of findings) {
    const { start: _start, end: _end, toolIndex: index, ...rest } = finding;
    if (index !== toolIndex || !isBelow(finding.pointer, entry.pointer)) return undefined;
    if (!inside(finding.offset, finding.length, span)) return undefined;
    if (finding.fix && !finding.fix.edits.every((e) => inside(e.offset, e.length, span)))
      return undefined;
    const moved: RelativeDiagnostic = {
      ...rest,
      pointer: finding.pointer.slice(entry.pointer.length),
      offset: finding.offset - span.offset,
    };
    if (finding.fix)
      moved.fix = {
        ...finding.fix,
        edits: finding.fix.edits.map((e) => ({ ...e, offset: e.offset - span.offset })),
      };
    stored.push(moved);
  }
  return stored;
}

function located(
  stored: RelativeDiagnostic,
  document: ParsedDocument,
  entry: ToolEntry,
  toolIndex: number,
  span: Span,
): Diagnostic {
  const offset = stored.offset + span.offset;
  const diagnostic: Diagnostic = {
    ...stored,
    pointer: entry.pointer + stored.pointer,
    offset,
    start: document.lines.positionAt(offset),
    end: document.lines.positionAt(offset + stored.length),
    toolIndex,
  };
  if (stored.fix)
    diagnostic.fix = {
      ...stored.fix,
      edits: stored.fix.edits.map((e): TextEdit => ({ ...e, offset: e.offset + span.offset })),
    };
  return diagnostic;
}

/**
 * The findings of one tool: from the cache when this exact text was analysed in the same
 * context, else from `analyse`, which are then kept (when they are the tool's alone).
 */
export function toolFindings(
  document: ParsedDocument,
  entry: ToolEntry,
  toolIndex: number,
  span: Span | undefined,
  context: string,
  analyse: () => Diagnostic[],
): Diagnostic[] {
  if (!span || span.length > TOOL_FINDINGS_CACHE_CHARS) return analyse();
  // The tool's text alone is the key (a whole single-tool document is not copied to make one);
  // the entry says in which context it was made.
  const key = document.text.slice(span.offset, span.offset + span.length);
  const hit = cache.get(key);
  if (hit?.context === context) {
    cache.delete(key);
    cache.set(key, hit);
    hits++;
    return hit.findings.map((stored) => located(stored, document, entry, toolIndex, span));
  }
  const findings = analyse();
  const stored = relative(findings, entry, toolIndex, span);
  if (!stored) return findings;
  // Copied through JSON so that nothing kept refers into the document: a slice of its text
  // keeps the whole text alive, and the cache outlives many versions of it.
  const owned = JSON.parse(JSON.stringify({ key, context, stored })) as {
    key: string;
    context: string;
    stored: RelativeDiagnostic[];
  };
  if (hit) forget(key);
  cache.set(owned.key, { context: owned.context, findings: owned.stored });
  cachedChars += key.length;
  while (cache.size > TOOL_FINDINGS_CACHE_SIZE || cachedChars > TOOL_FINDINGS_CACHE_CHARS)
    forget(cache.keys().next().value as string);
  return findings;
}
