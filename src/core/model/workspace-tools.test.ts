import { describe, expect, it } from 'vitest';
import { createToolsetReader } from './workspace-tools';

const tool = (name: string) => ({ name, inputSchema: { type: 'object' } });

describe('createToolsetReader', () => {
  it('lists every tool of every document in order, with where each sits', () => {
    const read = createToolsetReader();
    const { tools, sources } = read([
      { id: 'a', text: JSON.stringify({ tools: [tool('x'), tool('y')] }) },
      { id: 'b', text: JSON.stringify({ name: 'z', input_schema: { type: 'object' } }) },
      { id: 'c', text: '{ "name": "nothing yet' },
    ]);
    expect(tools.map((t) => t.name)).toEqual(['x', 'y', 'z']);
    expect(sources).toEqual([
      { documentId: 'a', entryPointer: '/tools/0', format: 'mcp' },
      { documentId: 'a', entryPointer: '/tools/1', format: 'mcp' },
      { documentId: 'b', entryPointer: '', format: 'spark' },
    ]);
    // The canonical tool: Spark's input_schema read as inputSchema.
    expect(tools[2]!.inputSchema).toEqual({ type: 'object' });
  });

  it("keeps a document's last tools while a keystroke leaves it unreadable, not once it holds none", () => {
    const read = createToolsetReader();
    const text = JSON.stringify(tool('x'));
    const first = read([{ id: 'a', text }]);
    expect(read([{ id: 'a', text: text.slice(0, -3) }]).tools).toEqual(first.tools);
    expect(read([{ id: 'a', text: '{"note": "no tool here"}' }]).tools).toEqual([]);
  });

  it('reads an unchanged document once: the same tool objects come back', () => {
    const read = createToolsetReader();
    const docs = [{ id: 'a', text: JSON.stringify(tool('x')) }];
    expect(read(docs).tools[0]).toBe(read(docs).tools[0]);
  });
});
