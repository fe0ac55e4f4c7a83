import { describe, expect, it } from 'vitest';
import { parseDocument } from '../core';
import { descriptionCutMarks } from './description-cut';

const cutAt = (limit: number) => (tool: { description?: unknown }) =>
  typeof tool.description === 'string' && tool.description.length > limit ? limit : null;

describe('descriptionCutMarks', () => {
  it('marks the first character past the cut, counting an escape as one character', () => {
    const description = 'ab\ncdefgh';
    const text = JSON.stringify(
      { name: 't', description, inputSchema: { type: 'object' } },
      null,
      2,
    );
    const doc = parseDocument(text);
    const [mark] = descriptionCutMarks(doc, cutAt(4));
    // The model reads "ab", the line break and "c"; the text spells the break as two characters.
    expect(mark).toBeDefined();
    expect(text.slice(mark!.start, mark!.end)).toBe('defgh');
    expect(text[mark!.end]).toBe('"');
    expect(mark!.shown).toBe(4);
  });

  it('marks nothing for a description the host reads whole, or one that is not a string', () => {
    const short = parseDocument(JSON.stringify({ name: 't', description: 'abc' }));
    expect(descriptionCutMarks(short, cutAt(4))).toEqual([]);
    const odd = parseDocument(JSON.stringify({ name: 't', description: 12345 }));
    expect(descriptionCutMarks(odd, () => 2)).toEqual([]);
  });

  it('marks each tool of a tools/list at its own description', () => {
    const text = JSON.stringify({
      tools: [
        { name: 'a', description: 'short', inputSchema: { type: 'object' } },
        { name: 'b', description: 'x'.repeat(10) + 'LOST', inputSchema: { type: 'object' } },
      ],
    });
    const marks = descriptionCutMarks(parseDocument(text), cutAt(10));
    expect(marks).toHaveLength(1);
    expect(text.slice(marks[0]!.start, marks[0]!.end)).toBe('LOST');
  });
});
