import { describe, expect, it } from 'vitest';
import type { WorkspaceTool } from '../../store';
import { directionSentence, sourceOptions, sourceText } from './compare-model';

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
    expect(options[2]!.phrase).toBe('tool two');
  });
  it("puts the server's definition first, and names it in the direction sentence", () => {
    const options = sourceOptions(active, [active], {
      label: 'Server everything: get-sum (now)',
      phrase: "the server's get-sum",
      text: '{}',
    });
    expect(options[0]!.key).toBe('server');
    expect(directionSentence(options[0]!.phrase, 'your text')).toBe(
      "From the server's get-sum to your text",
    );
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
