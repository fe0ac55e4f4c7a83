import { describe, expect, it } from 'vitest';
import type { Diagnostic, Severity } from '../../core';
import { allToolsBySeverity, bySeverity } from './severity-order';
import type { ToolGroup } from './severity-order';

const all = { error: true, warning: true, info: true };

/** A finding at `line`: its code says its severity and place, so orders read in one line. */
function at(severity: Severity, line: number): Diagnostic {
  return {
    code: `${severity}-${line}`,
    severity,
    message: `${severity} on line ${line}`,
    pointer: '',
    offset: line * 10,
    length: 1,
    start: { line, column: 1 },
    end: { line, column: 2 },
  };
}

const codes = (found: readonly Diagnostic[]) => found.map((d) => d.code);

const tool = (id: string, diagnostics: Diagnostic[] | undefined, notChecked?: string) =>
  ({ id, label: id, diagnostics, notChecked }) satisfies ToolGroup;

describe('bySeverity', () => {
  it('lists errors, then warnings, each in text order, and keeps the info notes apart', () => {
    const found = [at('info', 1), at('warning', 2), at('info', 3), at('error', 9), at('error', 4)];
    const { errorsAndWarnings, info } = bySeverity(found, all);
    expect(codes(errorsAndWarnings)).toEqual(['error-9', 'error-4', 'warning-2']);
    expect(codes(info)).toEqual(['info-1', 'info-3']);
  });

  it('leaves out the severities the filters hide', () => {
    const found = [at('info', 1), at('warning', 2), at('error', 3)];
    const { errorsAndWarnings, info } = bySeverity(found, { ...all, error: false, info: false });
    expect(codes(errorsAndWarnings)).toEqual(['warning-2']);
    expect(info).toEqual([]);
  });
});

describe('allToolsBySeverity', () => {
  it('puts one error of the last tool before every tool’s notes, runs in tool order', () => {
    const notes = Array.from({ length: 63 }, (_, i) => at('info', i + 1));
    const groups = [
      tool('a', notes.slice(0, 30)),
      tool('b', [at('warning', 5), ...notes.slice(30, 40)]),
      tool('c', [...notes.slice(40), at('error', 70)]),
    ];
    const order = allToolsBySeverity(groups, all, 500);
    expect(order.errorsAndWarnings.map((r) => [r.id, r.severity, codes(r.diagnostics)])).toEqual([
      ['c', 'error', ['error-70']],
      ['b', 'warning', ['warning-5']],
    ]);
    expect(order.info.map((r) => [r.id, r.diagnostics.length])).toEqual([
      ['a', 30],
      ['b', 10],
      ['c', 23],
    ]);
    expect(order.infoCount).toBe(63);
    expect(order.hidden).toEqual({ errorsAndWarnings: 0, info: 0 });
  });

  it('heads a tool once per severity it has', () => {
    const groups = [tool('a', [at('info', 1), at('warning', 2), at('error', 3)])];
    const order = allToolsBySeverity(groups, all, 500);
    expect(order.errorsAndWarnings.map((r) => `${r.id} ${r.severity}`)).toEqual([
      'a error',
      'a warning',
    ]);
    expect(order.info.map((r) => `${r.id} ${r.severity}`)).toEqual(['a info']);
  });

  it('spends the budget on errors first: a cut drops notes, never an error', () => {
    const groups = [
      tool('a', [at('info', 1), at('info', 2), at('info', 3)]),
      tool('b', [at('warning', 1), at('error', 2)]),
    ];
    const order = allToolsBySeverity(groups, all, 3);
    expect(order.errorsAndWarnings.flatMap((r) => codes(r.diagnostics))).toEqual([
      'error-2',
      'warning-1',
    ]);
    expect(order.info.flatMap((r) => codes(r.diagnostics))).toEqual(['info-1']);
    expect(order.infoCount).toBe(3);
    expect(order.hidden).toEqual({ errorsAndWarnings: 0, info: 2 });
  });

  it('lists a tool that could not be checked with the errors, whatever the filters', () => {
    const groups = [tool('a', [at('warning', 1)]), tool('b', undefined, 'it took too long')];
    const order = allToolsBySeverity(groups, { error: false, warning: true, info: true }, 500);
    expect(order.errorsAndWarnings.map((r) => [r.id, r.severity, r.notChecked])).toEqual([
      ['b', 'error', 'it took too long'],
      ['a', 'warning', undefined],
    ]);
  });

  it('skips tools still being checked and tools with nothing of a severity', () => {
    const groups = [tool('a', undefined), tool('b', []), tool('c', [at('info', 1)])];
    const order = allToolsBySeverity(groups, { ...all, info: false }, 500);
    expect(order).toEqual({
      errorsAndWarnings: [],
      info: [],
      infoCount: 0,
      hidden: { errorsAndWarnings: 0, info: 0 },
    });
  });
});
