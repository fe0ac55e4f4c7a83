import { describe, expect, it } from 'vitest';
import type { WorkspaceData } from '../../store';
import { snapshotOfWorkspace, summarizeSnapshot, workspaceOfSnapshot } from './share-model';

const data: WorkspaceData = {
  tools: [
    { id: 't1', text: '{"name":"get_weather","inputSchema":{"type":"object"}}', samples: [] },
    {
      id: 't2',
      text: '{"name":"search","inputSchema":{"type":"object"}}',
      samples: [
        { id: 's1', name: 'first', input: '{"q":"a"}' },
        { id: 's2', name: 'with output', input: '{}', output: '{"hits":[]}' },
      ],
      activeSampleId: 's2',
      snapshots: [{ at: 1, text: 'old' }],
    },
  ],
  activeToolId: 't2',
};

describe('share model', () => {
  it('shares texts, names, samples and the open tool, but no ids or snapshots', () => {
    expect(snapshotOfWorkspace(data)).toEqual({
      tools: [
        { name: 'get_weather', text: data.tools[0]!.text, samples: [] },
        {
          name: 'search',
          text: data.tools[1]!.text,
          samples: [
            { name: 'first', input: '{"q":"a"}' },
            { name: 'with output', input: '{}', output: '{"hits":[]}' },
          ],
        },
      ],
      activeIndex: 1,
    });
  });

  it('opens a snapshot as a fresh workspace with new ids and the same open tool', () => {
    let n = 0;
    const opened = workspaceOfSnapshot(
      snapshotOfWorkspace(data),
      (prefix) => `${prefix}-new-${++n}`,
    );
    expect(opened.tools.map((t) => t.text)).toEqual(data.tools.map((t) => t.text));
    expect(opened.tools.every((t) => t.id.startsWith('tool-new-'))).toBe(true);
    expect(opened.activeToolId).toBe(opened.tools[1]!.id);
    expect(opened.tools[1]!.samples.map((s) => [s.name, s.input, s.output])).toEqual([
      ['first', '{"q":"a"}', undefined],
      ['with output', '{}', '{"hits":[]}'],
    ]);
    expect(opened.tools[1]!.activeSampleId).toBe(opened.tools[1]!.samples[0]!.id);
  });

  it('names shared tools by their text, not by the name the link claims', () => {
    const lines = summarizeSnapshot({
      tools: [
        {
          name: 'harmless',
          text: '{"name":"delete_everything"}',
          samples: [{ name: 'a', input: '{}' }],
        },
      ],
    });
    expect(lines).toEqual([{ name: 'delete_everything', samples: 1, chars: 28 }]);
  });
});
