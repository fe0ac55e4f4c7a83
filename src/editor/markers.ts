import { MAX_MARKERS_PER_LINE } from '../core';
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

function toMarker(d: Diagnostic): MarkerData {
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
}

const SEVERITY_RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/**
 * Core diagnostics as editor markers on the same range. An empty range (a missing value at the
 * end of the text) is widened to one character so that the squiggle is visible. A line with more
 * than `perLine` findings keeps its most severe ones (then the first) and gets one marker at its
 * start counting the others, which Problems still lists.
 */
export function diagnosticsToMarkers(
  diagnostics: readonly Diagnostic[],
  perLine: number = MAX_MARKERS_PER_LINE,
): MarkerData[] {
  const byLine = new Map<number, number>();
  for (const d of diagnostics) byLine.set(d.start.line, (byLine.get(d.start.line) ?? 0) + 1);
  const crowded = [...byLine].filter(([, count]) => count > perLine).map(([line]) => line);
  if (crowded.length === 0) return diagnostics.map(toMarker);
  const crowdedLines = new Set(crowded);
  const markers = diagnostics.filter((d) => !crowdedLines.has(d.start.line)).map(toMarker);
  for (const line of crowded) {
    const onLine = diagnostics
      .map((d, index) => ({ d, index }))
      .filter(({ d }) => d.start.line === line)
      .sort(
        (a, b) => SEVERITY_RANK[a.d.severity] - SEVERITY_RANK[b.d.severity] || a.index - b.index,
      );
    const kept = onLine.slice(0, perLine).map(({ d }) => d);
    markers.push(...kept.map(toMarker));
    const hidden = onLine.length - kept.length;
    markers.push({
      severity: MARKER_SEVERITY.info,
      message:
        hidden === 1
          ? '1 more problem on this line is not drawn here; the Problems panel lists them all.'
          : `${hidden.toLocaleString('en-US')} more problems on this line are not drawn here; the Problems panel lists them all.`,
      code: 'markers-per-line',
      source: 'tool-schema',
      startLineNumber: line,
      startColumn: 1,
      endLineNumber: line,
      endColumn: 2,
    });
  }
  return markers;
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
