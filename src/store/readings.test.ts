import { beforeEach, describe, expect, it } from 'vitest';
import { parseDocument } from '../core';
import { loadIncrementalReader, readDocument, readTool } from './readings';
import { clearTextChanges, recordTextChange } from './text-changes';

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

describe('readings after an edit', () => {
  const wide = JSON.stringify(
    {
      name: 'wide',
      description: 'Has many parameters.',
      inputSchema: {
        type: 'object',
        properties: { a: { type: 'string', title: 'A' }, b: { type: 'integer', title: 'B' } },
      },
    },
    null,
    2,
  );
  const insert = (text: string, needle: string, content: string) => {
    const offset = text.indexOf(needle) + needle.length;
    return {
      text: text.slice(0, offset) + content + text.slice(offset),
      edit: { offset, length: 0, content },
    };
  };
  type Wide = { inputSchema: { properties: Record<string, { title: string }> } };

  beforeEach(async () => {
    clearTextChanges();
    await loadIncrementalReader();
  });

  it('reads a text the editor reached by an edit from the reading before it', () => {
    const before = readDocument(wide);
    const { text, edit } = insert(wide, '"title": "A', 'x');
    recordTextChange(wide, text, [edit]);
    const after = readDocument(text);
    expect((after.value as Wide).inputSchema.properties.a!.title).toBe('Ax');
    // The member the edit did not touch is the earlier reading's own object: it was not read again.
    expect((after.value as Wide).inputSchema.properties.b).toBe(
      (before.value as Wide).inputSchema.properties.b,
    );
    expect(after.value).toEqual(parseDocument(text).value);
  });

  it('composes the edits of keys pressed while no one read the texts between them', () => {
    const before = readDocument(wide);
    let text = wide;
    for (const key of ['1', '2', '3']) {
      const next = insert(text, '"title": "B', key);
      recordTextChange(text, next.text, [next.edit]);
      text = next.text;
    }
    const after = readDocument(text);
    expect((after.value as Wide).inputSchema.properties.b!.title).toBe('B321');
    expect((after.value as Wide).inputSchema.properties.a).toBe(
      (before.value as Wide).inputSchema.properties.a,
    );
  });

  it('reads the whole text when the text before the edit was never read', () => {
    const unread = wide.replace('Has many', 'Has several');
    const { text, edit } = insert(unread, '"title": "A', 'y');
    recordTextChange(unread, text, [edit]);
    const after = readDocument(text);
    expect((after.value as Wide).inputSchema.properties.a!.title).toBe('Ay');
    expect(after.value).toEqual(parseDocument(text).value);
  });
});
