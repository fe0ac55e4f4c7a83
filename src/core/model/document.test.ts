import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_CHARS, MAX_NESTING_DEPTH } from '../limits';
import { nodeAtPointer, parseDocument, rangeAtPointer, unreadableReason } from './document';

const seed = (name: string) =>
  readFileSync(new URL(`../__fixtures__/seeds/${name}`, import.meta.url), 'utf8');

describe('parseDocument: document kinds', () => {
  it.each([
    ['get_weather.mcp.json', 'tool', ['']],
    ['search_database.spark.json', 'spark-toolspec', ['']],
    [
      'toolhive-registry.json',
      'toolhive-registry',
      ['/meta/publisher_provided/io.github.stacklok/<image_or_url>/tool_definitions/0'],
    ],
  ])('%s is a %s', (file, kind, pointers) => {
    const document = parseDocument(seed(file));
    expect(document.kind).toBe(kind);
    expect(document.tools.map((t) => t.pointer)).toEqual(pointers);
    expect(document.diagnostics).toEqual([]);
  });

  it('recognises an array of tools and a tools/list result', () => {
    const tool = seed('get_weather.mcp.json');
    expect(parseDocument(`[${tool}, ${tool}]`).kind).toBe('tool-array');
    const list = parseDocument(`{"tools": [${tool}], "nextCursor": "x"}`);
    expect(list.kind).toBe('tools-list');
    expect(list.tools.map((t) => t.pointer)).toEqual(['/tools/0']);
  });

  it('marks Spark entries by their input_schema', () => {
    const document = parseDocument(
      `[${seed('search_database.spark.json')}, ${seed('get_weather.mcp.json')}]`,
    );
    expect(document.tools.map((t) => t.format)).toEqual(['spark', 'mcp']);
  });

  it('says unknown for JSON that holds no tool', () => {
    expect(parseDocument('{"hello": 1}').kind).toBe('unknown');
    expect(parseDocument('42').kind).toBe('unknown');
  });

  it('links registry tools to their publisher-extension entry', () => {
    const document = parseDocument(seed('toolhive-registry.json'));
    expect(document.tools[0]!.registryEntryPointer).toBe(
      '/meta/publisher_provided/io.github.stacklok/<image_or_url>',
    );
  });
});

describe('parseDocument: positions', () => {
  const text =
    '{\n  "name": "get weather",\n  "inputSchema": {\n    "type": "object",\n    "properties": {\n      "city": {"type": "strin"}\n    }\n  }\n}';

  it('places a nested value exactly (1-based line and column)', () => {
    const document = parseDocument(text);
    const range = rangeAtPointer(document, '/inputSchema/properties/city/type');
    // Line 6 is `      "city": {"type": "strin"}`; the value "strin" starts at column 24.
    expect(document.lines.positionAt(range.offset)).toEqual({ line: 6, column: 24 });
    expect(text.slice(range.offset, range.offset + range.length)).toBe('"strin"');
  });

  it('places a key when asked', () => {
    const document = parseDocument(text);
    const range = rangeAtPointer(document, '/inputSchema/properties/city', { key: true });
    expect(text.slice(range.offset, range.offset + range.length)).toBe('"city"');
    expect(document.lines.positionAt(range.offset)).toEqual({ line: 6, column: 7 });
  });

  it('falls back to the nearest existing parent key for a missing member', () => {
    const document = parseDocument(text);
    const range = rangeAtPointer(document, '/inputSchema/required');
    expect(text.slice(range.offset, range.offset + range.length)).toBe('"inputSchema"');
  });

  it('reports a syntax error where it is', () => {
    const document = parseDocument('{\n  "name": "x",\n}');
    expect(document.value).toBeUndefined();
    expect(document.diagnostics).toHaveLength(1);
    // The comma closing line 2 (`  "name": "x",`) is at column 14.
    expect(document.diagnostics[0]).toMatchObject({
      code: 'json-syntax',
      start: { line: 2, column: 14 },
    });
    expect(document.diagnostics[0]!.message).toMatch(/comma/);
  });

  it('counts CRLF line breaks as one line', () => {
    const document = parseDocument('{\r\n  "name": 1\r\n}');
    const range = rangeAtPointer(document, '/name');
    expect(document.lines.positionAt(range.offset)).toEqual({ line: 2, column: 11 });
  });
});

describe('parseDocument: hostile text', () => {
  it('refuses deep nesting before parsing, without a stack overflow', () => {
    const depth = 100_000;
    const document = parseDocument('['.repeat(depth) + ']'.repeat(depth));
    expect(document.root).toBeUndefined();
    expect(document.diagnostics.map((d) => d.code)).toEqual(['json-too-deep']);
    expect(document.diagnostics[0]!.offset).toBe(MAX_NESTING_DEPTH);
  });

  it('accepts nesting at the limit', () => {
    const document = parseDocument('['.repeat(MAX_NESTING_DEPTH) + ']'.repeat(MAX_NESTING_DEPTH));
    expect(document.diagnostics).toEqual([]);
  });

  it('does not count brackets inside strings as nesting', () => {
    const document = parseDocument(
      JSON.stringify({ name: '['.repeat(1000), inputSchema: { type: 'object' } }),
    );
    expect(document.diagnostics).toEqual([]);
  });

  it('reports empty text, NUL bytes and a byte-order mark', () => {
    expect(parseDocument('  \n').diagnostics.map((d) => d.code)).toEqual(['json-empty']);
    expect(parseDocument('{"a":\u0000}').diagnostics.map((d) => d.code)).toEqual(['json-binary']);
    const bom = parseDocument('\uFEFF{"name": "x", "inputSchema": {"type": "object"}}');
    expect(bom.diagnostics.map((d) => d.code)).toEqual(['json-bom']);
    expect(bom.kind).toBe('tool');
    expect(bom.diagnostics[0]!.fix?.edits).toEqual([{ offset: 0, length: 1, content: '' }]);
  });

  it('refuses comments and trailing commas as JSON does', () => {
    expect(parseDocument('{"a": 1 // c\n}').diagnostics[0]!.message).toMatch(/comments/);
    expect(parseDocument('[1, 2,]').diagnostics.map((d) => d.code)).toEqual(['json-syntax']);
  });

  it('keeps "__proto__" as an own key and pollutes nothing', () => {
    const document = parseDocument(
      '{"name": "__proto__", "inputSchema": {"type": "object", "properties": {"__proto__": {"type": "string"}, "constructor": {"type": "number"}}}}',
    );
    const properties = (document.value as { inputSchema: { properties: Record<string, unknown> } })
      .inputSchema.properties;
    expect(Object.keys(properties)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(properties)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).type).toBeUndefined();
    expect(nodeAtPointer(document.root, '/inputSchema/properties/__proto__/type')?.value).toBe(
      'string',
    );
  });

  it('finds duplicate keys however keys are spaced or escaped', () => {
    const cases: [string, number][] = [
      ['{"a": {"b": 1, "b" : 2}}', 1],
      // JSON text {"a\\": 1, "a\\" :2}: the key is a\ twice.
      [String.raw`{"a\\": 1, "a\\" :2}`, 1],
      [String.raw`{"x": "say \"hi\": now", "y": 1}`, 0],
      [String.raw`{"x": "a\\", "x": 1}`, 1],
      ['[{"k": 1}, {"k": 2}]', 0],
      ['{"k": [{"k": 1, "j": 2}], "j": 3}', 0],
    ];
    for (const [text, count] of cases) {
      expect(
        parseDocument(text).diagnostics.filter((d) => d.code === 'json-duplicate-key'),
        text,
      ).toHaveLength(count);
    }
  });

  it('locates pointers in valid JSON read by the native parser', () => {
    const document = parseDocument('{"name": "a", "inputSchema": {"type": "object"}}');
    expect(document.value).toEqual({ name: 'a', inputSchema: { type: 'object' } });
    expect(nodeAtPointer(document.root, '/inputSchema/type')?.offset).toBe(38);
  });

  it('reports duplicate keys at the second occurrence', () => {
    const document = parseDocument('{"name": "a", "name": "b", "inputSchema": {"type": "object"}}');
    expect(document.diagnostics).toHaveLength(1);
    expect(document.diagnostics[0]).toMatchObject({
      code: 'json-duplicate-key',
      offset: 14,
      pointer: '/name',
    });
  });
});

describe('unreadableReason', () => {
  it('names why a text has no value, and is undefined for one that was read', () => {
    expect(unreadableReason(parseDocument('{"name": "t"}'))).toBeUndefined();
    expect(unreadableReason(parseDocument('null'))).toBeUndefined();
    expect(unreadableReason(parseDocument('{"name": '))).toBe('The JSON has a syntax error');
    expect(unreadableReason(parseDocument('{"a": 1,}'))).toBe('The JSON has a syntax error');
    expect(unreadableReason(parseDocument('   '))).toBe('The document is empty');
    expect(unreadableReason(parseDocument('{"a":\u0000}'))).toBe('The text is binary, not JSON');
    expect(
      unreadableReason(
        parseDocument('['.repeat(MAX_NESTING_DEPTH + 1) + ']'.repeat(MAX_NESTING_DEPTH + 1)),
      ),
    ).toBe('The JSON is nested deeper than the studio reads');
    expect(unreadableReason(parseDocument(`{"d":"${'a'.repeat(MAX_DOCUMENT_CHARS)}"}`))).toBe(
      'The document is larger than the studio reads',
    );
  });
});
