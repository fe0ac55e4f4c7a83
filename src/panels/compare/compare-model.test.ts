import { describe, expect, it } from 'vitest';
import type { WorkspaceTool } from '../../store';
import { sourceOptions, sourceText } from './compare-model';

describe('sources', () => {
  const active: WorkspaceTool = {
    id: 'a',
    text: '{"name": "one"}',
    samples: [],
    snapshots: [
      { at: 1, text: 'first' },
      { at: 2, text: 'second' },
    ],
  };
  const other: WorkspaceTool = { id: 'b', text: '{"name": "two"}', samples: [] };
  it('lists snapshots newest first, then the other tools, then a file', () => {
    const options = sourceOptions(active, [active, other]);
    expect(options.map((o) => o.key)).toEqual(['snapshot:2', 'snapshot:1', 'tool:b', 'file']);
    expect(options[2]!.label).toBe('Tool two');
  });
  it('opens on an empty choice, never on another tool, when the tool has no snapshot', () => {
    const bare: WorkspaceTool = { ...active, snapshots: [] };
    const options = sourceOptions(bare, [bare, other]);
    expect(options.map((o) => o.key)).toEqual(['none', 'tool:b', 'file']);
    expect(sourceText(options[0]!.source, bare, [bare, other], 'pasted')).toBeUndefined();
  });
  it('reads the text a source stands for, or nothing when it is gone', () => {
    expect(sourceText({ kind: 'snapshot', at: 1 }, active, [active, other], '')).toBe('first');
    expect(sourceText({ kind: 'tool', id: 'b' }, active, [active, other], '')).toBe(
      '{"name": "two"}',
    );
    expect(sourceText({ kind: 'tool', id: 'gone' }, active, [active], '')).toBeUndefined();
    expect(sourceText({ kind: 'file' }, active, [active], 'pasted')).toBe('pasted');
  });
});
