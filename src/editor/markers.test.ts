import { describe, expect, it } from 'vitest';
import { analyzeText } from '../core';
import type { Diagnostic } from '../core';
import { MAX_MARKERS_PER_LINE } from '../core';
import { diagnosticsToMarkers, diagnosticTouches, MARKER_SEVERITY } from './markers';

const base: Omit<Diagnostic, 'start' | 'end' | 'severity'> = {
  code: 'x',
  message: 'm',
  pointer: '',
  offset: 0,
  length: 0,
};

describe('diagnostics to markers', () => {
  it('puts an invalid name marker exactly on the name value', () => {
    const text =
      '{\n  "name": "bad name",\n  "description": "Does things.",\n  "inputSchema": {"type": "object"}\n}\n';
    const diagnostic = analyzeText(text).diagnostics.find((d) => d.code === 'name-invalid-chars')!;
    const [marker] = diagnosticsToMarkers([diagnostic]);
    // Line 2 is `  "name": "bad name",`: the value "bad name" spans columns 11 to 21 (end exclusive).
    expect(marker).toMatchObject({
      severity: MARKER_SEVERITY.error,
      code: 'name-invalid-chars',
      startLineNumber: 2,
      startColumn: 11,
      endLineNumber: 2,
      endColumn: 21,
    });
    expect(text.split('\n')[1]!.slice(10, 20)).toBe('"bad name"');
  });

  it('uses Monaco severities 8, 4 and 2 for error, warning and info', () => {
    const at = { start: { line: 1, column: 1 }, end: { line: 1, column: 3 } };
    const markers = diagnosticsToMarkers([
      { ...base, ...at, severity: 'error' },
      { ...base, ...at, severity: 'warning' },
      { ...base, ...at, severity: 'info' },
    ]);
    expect(markers.map((m) => m.severity)).toEqual([8, 4, 2]);
  });

  it('draws at most the per-line limit on a crowded line, errors first, and counts the rest', () => {
    const on = (line: number, column: number, severity: Diagnostic['severity']): Diagnostic => ({
      ...base,
      code: `${severity}-${line}-${column}`,
      severity,
      start: { line, column },
      end: { line, column: column + 1 },
    });
    // Line 1: 100 infos at columns 1–100, then 20 errors at columns 101–120; line 2: 3 warnings.
    const diagnostics = [
      ...Array.from({ length: 100 }, (_, i) => on(1, i + 1, 'info')),
      ...Array.from({ length: 20 }, (_, i) => on(1, 101 + i, 'error')),
      ...Array.from({ length: 3 }, (_, i) => on(2, i + 1, 'warning')),
    ];
    const markers = diagnosticsToMarkers(diagnostics, 50);
    expect(markers.filter((m) => m.startLineNumber === 2)).toHaveLength(3);
    const line1 = markers.filter((m) => m.startLineNumber === 1);
    // 20 errors + the first 30 infos + one marker counting the 70 infos not drawn.
    expect(line1).toHaveLength(51);
    expect(line1.filter((m) => m.severity === MARKER_SEVERITY.error)).toHaveLength(20);
    expect(line1.filter((m) => m.code.startsWith('info-')).map((m) => m.startColumn)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    const summary = line1.find((m) => m.code === 'markers-per-line');
    expect(summary?.message).toBe(
      '70 more problems on this line are not drawn here; the Problems panel lists them all.',
    );
  });

  it('leaves a line at the limit as it is', () => {
    const at = (column: number): Diagnostic => ({
      ...base,
      severity: 'info',
      start: { line: 1, column },
      end: { line: 1, column: column + 1 },
    });
    const diagnostics = Array.from({ length: MAX_MARKERS_PER_LINE }, (_, i) => at(i + 1));
    const atLimit = diagnosticsToMarkers(diagnostics);
    expect(atLimit).toHaveLength(MAX_MARKERS_PER_LINE);
    expect(atLimit.some((m) => m.code === 'markers-per-line')).toBe(false);
    const over = diagnosticsToMarkers([...diagnostics, at(99)]);
    expect(over.filter((m) => m.code === 'markers-per-line').map((m) => m.message)).toEqual([
      '1 more problem on this line is not drawn here; the Problems panel lists them all.',
    ]);
  });

  it('widens an empty range to one character so the squiggle shows', () => {
    const [marker] = diagnosticsToMarkers([
      { ...base, severity: 'error', start: { line: 3, column: 5 }, end: { line: 3, column: 5 } },
    ]);
    expect(marker).toMatchObject({ startColumn: 5, endColumn: 6 });
  });

  it('finds diagnostics touching the cursor for code actions', () => {
    const d: Diagnostic = {
      ...base,
      severity: 'error',
      start: { line: 2, column: 11 },
      end: { line: 2, column: 21 },
    };
    const cursor = (line: number, column: number) => ({
      startLineNumber: line,
      startColumn: column,
      endLineNumber: line,
      endColumn: column,
    });
    expect(diagnosticTouches(d, cursor(2, 11))).toBe(true);
    expect(diagnosticTouches(d, cursor(2, 21))).toBe(true);
    expect(diagnosticTouches(d, cursor(2, 22))).toBe(false);
    expect(diagnosticTouches(d, cursor(1, 15))).toBe(false);
  });
});
