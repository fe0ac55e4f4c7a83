import { describe, expect, it } from 'vitest';
import { documentPointer, readExportSources } from './read-tools';

describe('readExportSources', () => {
  it("takes a studio tool document as written, with each tool's place", () => {
    const reading = readExportSources(
      '[{"name": "a", "inputSchema": {"type": "object"}}, {"name": "b", "input_schema": {"type": "object"}}]',
    );
    expect(reading.ok && reading.tools.map((t) => [t.tool.name, t.entryPointer, t.format])).toEqual(
      [
        ['a', '/0', 'mcp'],
        ['b', '/1', 'spark'],
      ],
    );
  });

  it('reads a provider format it recognises, with no place in the text', () => {
    const reading = readExportSources(
      '[{"type": "function", "function": {"name": "a", "parameters": {"type": "object"}}}]',
    );
    expect(reading.ok && reading.readAs).toBe('openai-chat');
    expect(reading.ok && reading.tools.map((t) => [t.tool.name, t.entryPointer])).toEqual([
      ['a', undefined],
    ]);
  });

  it('says where the JSON breaks, or which formats it tried', () => {
    const broken = readExportSources('{"name": ');
    expect(!broken.ok && broken.syntaxError?.start).toEqual({ line: 1, column: 10 });
    const unknown = readExportSources('{"hello": 1}');
    expect(!unknown.ok && unknown.importMessage).toMatch(/openai-chat/);
  });
});

describe('documentPointer', () => {
  it("places a change below the tool, in Spark's spelling for Spark tools", () => {
    expect(
      documentPointer({ entryPointer: '/tools/2', format: 'mcp' }, '/inputSchema/properties/a'),
    ).toBe('/tools/2/inputSchema/properties/a');
    expect(
      documentPointer({ entryPointer: '', format: 'spark' }, '/inputSchema/properties/a'),
    ).toBe('/input_schema/properties/a');
    expect(documentPointer({ entryPointer: '', format: 'spark' }, '/inputSchemaX')).toBe(
      '/inputSchemaX',
    );
    expect(documentPointer({ entryPointer: undefined, format: 'mcp' }, '/name')).toBeUndefined();
  });
});
