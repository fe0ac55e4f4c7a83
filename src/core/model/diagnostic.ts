/** 1-based line and column, counted in UTF-16 code units as editors count them. */
export interface Position {
  line: number;
  column: number;
}

/** A replacement of `length` characters at `offset` by `content`; jsonc-parser's Edit shape. */
export interface TextEdit {
  offset: number;
  length: number;
  content: string;
}

/** A mechanical fix offered with a diagnostic: applying its edits resolves the finding. */
export interface QuickFix {
  title: string;
  edits: TextEdit[];
}

export type Severity = 'error' | 'warning' | 'info';

/** One finding about a document, located at the exact key or value it concerns. */
export interface Diagnostic {
  /** Stable rule code, e.g. `name-invalid-chars`. */
  code: string;
  severity: Severity;
  /** A sentence a newcomer understands: what is wrong and what to do. */
  message: string;
  /** JSON Pointer into the document (RFC 6901). */
  pointer: string;
  /** Character offset and length of the range the finding underlines. */
  offset: number;
  length: number;
  start: Position;
  end: Position;
  /** Index of the tool in the document the finding belongs to, when it belongs to one. */
  toolIndex?: number;
  fix?: QuickFix;
}

const severityRank: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** Orders diagnostics by place in the text, then by severity, so lists read top to bottom. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    a.offset - b.offset ||
    severityRank[a.severity] - severityRank[b.severity] ||
    a.code.localeCompare(b.code)
  );
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/**
 * A document's own findings with the toolset findings placed in it, in document order. A finding
 * the document already has (same rule, same place: a multi-tool document checks its own tools
 * against each other) is not added twice.
 */
export function mergeToolsetFindings(
  own: readonly Diagnostic[],
  toolset: readonly Diagnostic[],
): Diagnostic[] {
  const present = new Set(own.map((d) => `${d.code}\u0000${d.pointer}`));
  const added = toolset.filter((d) => !present.has(`${d.code}\u0000${d.pointer}`));
  return added.length === 0 ? [...own] : [...own, ...added].sort(compareDiagnostics);
}
