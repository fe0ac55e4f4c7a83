import type { Diagnostic, Severity } from '../core';

/** Monaco's MarkerSeverity values, repeated here so this module stays pure and testable in Node. */
export const MARKER_SEVERITY: Record<Severity, number> = { error: 8, warning: 4, info: 2 };

/** The subset of Monaco's IMarkerData the studio fills. */
export interface MarkerData {
  severity: number;
  message: string;
  code: string;
  source: string;
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
}

/**
 * Core diagnostics as editor markers on the same range. An empty range (a missing value at the
 * end of the text) is widened to one character so that the squiggle is visible.
 */
export function diagnosticsToMarkers(diagnostics: readonly Diagnostic[]): MarkerData[] {
  return diagnostics.map((d) => {
    const empty = d.start.line === d.end.line && d.start.column >= d.end.column;
    return {
      severity: MARKER_SEVERITY[d.severity],
      message: d.message,
      code: d.code,
      source: 'tool-schema',
      startLineNumber: d.start.line,
      startColumn: d.start.column,
      endLineNumber: d.end.line,
      endColumn: empty ? d.start.column + 1 : d.end.column,
    };
  });
}

/** Whether a diagnostic's range touches a 1-based editor range (for code actions at the cursor). */
export function diagnosticTouches(
  d: Diagnostic,
  range: { startLineNumber: number; startColumn: number; endLineNumber: number; endColumn: number },
): boolean {
  const before = (l1: number, c1: number, l2: number, c2: number) =>
    l1 < l2 || (l1 === l2 && c1 <= c2);
  return (
    before(d.start.line, d.start.column, range.endLineNumber, range.endColumn) &&
    before(
      range.startLineNumber,
      range.startColumn,
      d.end.line,
      Math.max(d.end.column, d.start.column + 1),
    )
  );
}
