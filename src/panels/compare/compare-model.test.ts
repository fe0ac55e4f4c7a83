import { describe, expect, it } from 'vitest';
import type { WorkspaceTool } from '../../store';
import { compareTexts, sourceOptions, sourceText } from './compare-model';

const labels = { old: 'Snapshot', new: 'Current text' };

describe('compareTexts', () => {
  it('places both pointers of a change as 1-based line ranges in each text', () => {
    const before = '{\n  "name": "t",\n  "inputSchema": {\n    "type": "object",\n    "properties": { "n": { "type": "number" } }\n  }\n}';
    const after = '{\n  "name": "t",\n  "inputSchema": {\n    "type": "object",\n    "properties": {\n      "n": { "type": "integer" }\n    }\n  }\n}';
    const comparison = compareTexts(before, after, labels);
    if (!comparison.ok) throw new Error(comparison.message);
    const [change] = comparison.result.changes;
    expect(change!.kind).toBe('number-to-integer');
    // Old line 5 `    "properties": { "n": { "type": "number" } }`: "number" (with quotes) spans columns 36–43.
    expect(comparison.locate('old', change!.oldPointer)).toEqual({ line: 5, column: 36, endLine: 5, endColumn: 44 });
    // New line 6 `      "n": { "type": "integer" }`: "integer" spans columns 22–30.
    expect(comparison.locate('new', change!.newPointer)).toEqual({ line: 6, column: 22, endLine: 6, endColumn: 31 });
  });

  it('says which side cannot be read instead of throwing', () => {
    expect(compareTexts('{"name": ', '{"name": "t", "inputSchema": {}}', labels)).toEqual({ ok: false, message: 'Snapshot: The JSON has a syntax error.' });
    expect(compareTexts('{"name": "t", "inputSchema": {}}', '{"hello": 1}', labels)).toEqual({ ok: false, message: 'Current text holds no tool definition.' });
    expect(compareTexts('{"name": "t", "inputSchema": {}}', '', labels)).toEqual({ ok: false, message: 'Current text: The document is empty.' });
  });
});

describe('sources', () => {
  const active: WorkspaceTool = { id: 'a', text: '{"name": "one"}', samples: [], snapshots: [{ at: 1, text: 'first' }, { at: 2, text: 'second' }] };
  const other: WorkspaceTool = { id: 'b', text: '{"name": "two"}', samples: [] };
  it('lists snapshots newest first, then the other tools, then a file', () => {
    const options = sourceOptions(active, [active, other]);
    expect(options.map((o) => o.key)).toEqual(['snapshot:2', 'snapshot:1', 'tool:b', 'file']);
    expect(options[2]!.label).toBe('Tool two');
  });
  it('reads the text a source stands for, or nothing when it is gone', () => {
    expect(sourceText({ kind: 'snapshot', at: 1 }, active, [active, other], '')).toBe('first');
    expect(sourceText({ kind: 'tool', id: 'b' }, active, [active, other], '')).toBe('{"name": "two"}');
    expect(sourceText({ kind: 'tool', id: 'gone' }, active, [active], '')).toBeUndefined();
    expect(sourceText({ kind: 'file' }, active, [active], 'pasted')).toBe('pasted');
  });
});
