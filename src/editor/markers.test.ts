import { describe, expect, it } from 'vitest';
import { analyzeText } from '../core';
import type { Diagnostic } from '../core';
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
