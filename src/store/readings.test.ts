import { describe, expect, it } from 'vitest';
import { readDocument, readTool } from './readings';

const tool = (name: string) =>
  JSON.stringify({ name, description: 'Does a thing.', inputSchema: { type: 'object' } });

describe('document readings', () => {
  it('reads a text once, whoever asks', () => {
    const text = tool('read_once');
    const first = readDocument(text);
    expect(first.tools.map((t) => t.value.name)).toEqual(['read_once']);
    expect(readDocument(text)).toBe(first);
    // An equal text built anew (another reader's copy) gets the same reading.
    expect(readDocument(`${text} `.trimEnd())).toBe(first);
  });

  it('keeps a bounded number of readings: the oldest is read again', () => {
    const oldest = tool('oldest');
    const kept = readDocument(oldest);
    for (let i = 0; i < 40; i++) readDocument(tool(`filler_${i}`));
    const again = readDocument(oldest);
    expect(again).not.toBe(kept);
    expect(again.tools[0]?.value.name).toBe('oldest');
  });

  it("shows a tool's last readable document while its text does not parse, and only that tool's", () => {
    const good = tool('mid_edit');
    const readable = readTool('tool-a', good);
    expect(readable).toMatchObject({ stale: false });
    expect(readable.shown).toBe(readable.current);

    const broken = good.slice(0, -3);
    const midEdit = readTool('tool-a', broken);
    expect(midEdit.stale).toBe(true);
    expect(midEdit.current.value).toBeUndefined();
    expect(midEdit.shown).toBe(readable.current);

    // Another tool never falls back to tool-a's document.
    const other = readTool('tool-b', broken);
    expect(other.stale).toBe(false);
    expect(other.shown).toBe(other.current);
  });
});
