import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../core';
import { diagnosticKeys, sameShownFinding } from './diagnostic-keys';

function finding(code: string, pointer: string, offset: number): Diagnostic {
  const at = { line: 1, column: offset + 1 };
  return {
    code,
    severity: 'warning',
    message: code,
    pointer,
    offset,
    length: 1,
    start: at,
    end: at,
  };
}

describe('diagnosticKeys', () => {
  it('gives a finding the same key when an edit before it moves its offset', () => {
    const before = [finding('a', '/inputSchema/properties/x', 10), finding('b', '/name', 40)];
    const after = [finding('a', '/inputSchema/properties/x', 11), finding('b', '/name', 41)];
    expect(diagnosticKeys(after)).toEqual(diagnosticKeys(before));
  });

  it('keeps keys unique when a code repeats at one pointer, and apart across codes and pointers', () => {
    const keys = diagnosticKeys([
      finding('a', '/p', 1),
      finding('a', '/p', 5),
      finding('b', '/p', 1),
      finding('a', '/q', 1),
      finding('a', '/p', 9),
    ]);
    expect(keys).toEqual(['a /p', 'a /p #2', 'b /p', 'a /q', 'a /p #3']);
  });
});

describe('sameShownFinding', () => {
  it('holds a finding the same when a new analysis gives an equal one', () => {
    const a = finding('a', '/name', 10);
    expect(sameShownFinding(a, { ...a, start: { ...a.start }, end: { ...a.end } })).toBe(true);
  });

  it('tells a finding apart when anything its entry shows changes', () => {
    const a = finding('a', '/name', 10);
    const changes: Partial<Diagnostic>[] = [
      { code: 'b' },
      { severity: 'error' },
      { message: 'other words' },
      { start: { line: 2, column: 11 } },
      { start: { line: 1, column: 12 } },
    ];
    for (const change of changes) expect(sameShownFinding(a, { ...a, ...change })).toBe(false);
  });

  it('holds a finding the same when an edit on a line above moved it in the text', () => {
    const a = finding('a', '/name', 10);
    expect(sameShownFinding(a, { ...a, offset: 18, end: { line: 1, column: 19 } })).toBe(true);
  });
});
