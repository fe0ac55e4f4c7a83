import { describe, expect, it } from 'vitest';
import { compareTexts } from './compare-texts';

const labels = { old: 'Snapshot', new: 'Current text' };

describe('compareTexts', () => {
  it('places both pointers of a change as 1-based line ranges in each text', () => {
    const before =
      '{\n  "name": "t",\n  "inputSchema": {\n    "type": "object",\n    "properties": { "n": { "type": "number" } }\n  }\n}';
    const after =
      '{\n  "name": "t",\n  "inputSchema": {\n    "type": "object",\n    "properties": {\n      "n": { "type": "integer" }\n    }\n  }\n}';
    const comparison = compareTexts(before, after, labels);
    if (!comparison.ok) throw new Error(comparison.message);
    const [change] = comparison.result.changes;
    expect(change!.kind).toBe('number-to-integer');
    const [where] = comparison.locations;
    // Old line 5 `    "properties": { "n": { "type": "number" } }`: "number" (with quotes) spans columns 36–43.
    expect(where!.old).toEqual({ line: 5, column: 36, endLine: 5, endColumn: 44 });
    // New line 6 `      "n": { "type": "integer" }`: "integer" spans columns 22–30.
    expect(where!.new).toEqual({ line: 6, column: 22, endLine: 6, endColumn: 31 });
  });

  it('says which side cannot be read instead of throwing', () => {
    expect(compareTexts('{"name": ', '{"name": "t", "inputSchema": {}}', labels)).toEqual({
      ok: false,
      message: 'Snapshot: The JSON has a syntax error.',
    });
    expect(compareTexts('{"name": "t", "inputSchema": {}}', '{"hello": 1}', labels)).toEqual({
      ok: false,
      message: 'Current text holds no tool definition.',
    });
    expect(compareTexts('{"name": "t", "inputSchema": {}}', '', labels)).toEqual({
      ok: false,
      message: 'Current text: The document is empty.',
    });
  });
});
