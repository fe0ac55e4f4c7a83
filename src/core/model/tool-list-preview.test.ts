import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_CHARS, MAX_NESTING_DEPTH, MAX_TOOLS_PER_DOCUMENT } from '../limits';
import { nestingBeyond, previewToolDocument } from './tool-list-preview';
import type { ToolListPreview } from './tool-list-preview';

const fixtures = new URL('../__fixtures__/', import.meta.url);
const seed = (name: string) => readFileSync(new URL(`seeds/${name}`, fixtures), 'utf8');

/** The real tools checked in beside the core's tests, in file order. */
const realTools = readdirSync(new URL('real-tools/', fixtures))
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map(
    (f) =>
      JSON.parse(readFileSync(new URL(`real-tools/${f}`, fixtures), 'utf8')) as Record<
        string,
        unknown
      >,
  );

/** A tools/list result of 100 real tools: the fixtures repeated under numbered names. */
function hundredTools(): { tools: Record<string, unknown>[] } {
  const tools = Array.from({ length: 100 }, (_, i) => {
    const base = realTools[i % realTools.length]!;
    return { ...base, name: `${String(base.name)}_${i}` };
  });
  return { tools };
}

function asTools(preview: ToolListPreview) {
  if (preview.status !== 'tools') throw new Error(`expected tools, got ${preview.status}`);
  return preview;
}

describe('previewToolDocument: a real toolset', () => {
  it('lists the 100 tools of a tools/list result by name, in document order', () => {
    const document = hundredTools();
    expect(realTools.length).toBeGreaterThan(30);
    const preview = asTools(previewToolDocument(JSON.stringify(document)));
    expect(preview.kind).toBe('tools-list');
    expect(preview.tools).toHaveLength(100);
    expect(preview.tools.map((t) => t.name)).toEqual(document.tools.map((t) => t.name));
    expect(preview.tools[7]).toEqual({
      pointer: '/tools/7',
      name: document.tools[7]!.name,
      format: 'mcp',
    });
    expect(preview.duplicateNames).toEqual([]);
    expect(preview.skippedItems).toBe(0);
    expect(preview.splitRefusal).toBeUndefined();
  });

  it('gives the same answer for the one-line and the pretty-printed text', () => {
    const document = hundredTools();
    const minified = JSON.stringify(document);
    const pretty = JSON.stringify(document, null, 2);
    expect(pretty.length).toBeGreaterThan(minified.length * 1.5);
    const one = previewToolDocument(minified);
    const other = previewToolDocument(pretty);
    expect({ ...other, chars: 0 }).toEqual({ ...one, chars: 0 });
    expect([one.chars, other.chars]).toEqual([minified.length, pretty.length]);
  });
});

describe('previewToolDocument: each document kind', () => {
  it('a single MCP tool', () => {
    const preview = asTools(previewToolDocument(seed('get_weather.mcp.json')));
    expect(preview).toMatchObject({ kind: 'tool', skippedItems: 0, duplicateNames: [] });
    expect(preview.tools).toEqual([{ pointer: '', name: 'get_weather', format: 'mcp' }]);
  });

  it('a Spark ToolSpec', () => {
    const preview = asTools(previewToolDocument(seed('search_database.spark.json')));
    expect(preview.kind).toBe('spark-toolspec');
    expect(preview.tools).toEqual([{ pointer: '', name: 'search_database', format: 'spark' }]);
  });

  it('a ToolHive registry entry: its tool_definitions', () => {
    const preview = asTools(previewToolDocument(seed('toolhive-registry.json')));
    expect(preview.kind).toBe('toolhive-registry');
    expect(preview.tools.map((t) => t.pointer)).toEqual([
      '/meta/publisher_provided/io.github.stacklok/<image_or_url>/tool_definitions/0',
    ]);
  });

  it('an array of tools: items that are not objects are counted as left out, nameless tools kept', () => {
    const text = JSON.stringify([
      { name: 'a', inputSchema: { type: 'object' } },
      'not a tool',
      { description: 'no name', inputSchema: { type: 'object' } },
      null,
    ]);
    const preview = asTools(previewToolDocument(text));
    expect(preview.kind).toBe('tool-array');
    expect(preview.tools.map((t) => [t.pointer, t.name])).toEqual([
      ['/0', 'a'],
      ['/2', undefined],
    ]);
    expect(preview.skippedItems).toBe(2);
  });

  it('names given twice are listed once each, in first-seen order', () => {
    const text = JSON.stringify({
      tools: [{ name: 'b' }, { name: 'a' }, { name: 'b' }, { name: 'a' }, { name: 'b' }],
    });
    expect(asTools(previewToolDocument(text)).duplicateNames).toEqual(['b', 'a']);
  });

  it('more tools than the studio checks at once: listed, but not offered as a split', () => {
    const count = MAX_TOOLS_PER_DOCUMENT + 1;
    const text = `[${Array.from({ length: count }, (_, i) => `{"name":"t${i}"}`).join(',')}]`;
    const preview = asTools(previewToolDocument(text));
    expect(preview.tools).toHaveLength(count);
    expect(preview.splitRefusal).toBe(
      `It holds ${count} tools; the studio checks at most ${MAX_TOOLS_PER_DOCUMENT} at once, so it can only be imported as one document. Split it into smaller files.`,
    );
  });

  it('reads past a byte-order mark, as the editor does', () => {
    const text = '\ufeff' + seed('get_weather.mcp.json');
    expect(asTools(previewToolDocument(text)).tools[0]!.name).toBe('get_weather');
  });
});

describe('previewToolDocument: text that holds no tools', () => {
  it('broken JSON: the error count and the first error with its place', () => {
    // `{"name": ` is 9 characters; the value is missing at the end, column 10.
    expect(previewToolDocument('{"name": ')).toEqual({
      status: 'no-tools',
      reason: 'not-json',
      chars: 9,
      message:
        'This text is not valid JSON yet; it can be imported as it is and fixed in the editor.',
      syntaxErrors: {
        count: 1,
        first: { line: 1, column: 10, message: 'A value is expected here.' },
      },
    });
  });

  it('a trailing comma on line 3 is placed there', () => {
    const preview = previewToolDocument('{\n  "name": "x",\n  "inputSchema": {},\n}');
    expect(preview).toMatchObject({
      reason: 'not-json',
      syntaxErrors: { first: { line: 3, column: 20 } },
    });
  });

  it.each([
    ['', 'empty'],
    ['  \n\t', 'empty'],
    ['{"a": 1}', 'unrecognised'],
    ['42', 'unrecognised'],
    ['{"name": "x\u0000"}', 'binary'],
    ['['.repeat(MAX_NESTING_DEPTH + 1) + ']'.repeat(MAX_NESTING_DEPTH + 1), 'too-deep'],
  ])('%j is %s', (text, reason) => {
    expect(previewToolDocument(text)).toMatchObject({ status: 'no-tools', reason });
  });

  it('deep nesting is caught before parsing, even a million levels', () => {
    const text = '['.repeat(1_000_000);
    expect(previewToolDocument(text)).toMatchObject({ reason: 'too-deep' });
  });

  it('refuses text past the size limit, saying how large it is', () => {
    const text = ' '.repeat(MAX_DOCUMENT_CHARS + 1);
    expect(previewToolDocument(text)).toEqual({
      status: 'refused',
      chars: MAX_DOCUMENT_CHARS + 1,
      message:
        'The document is 8.0 MB; the studio reads at most 8.0 MB. Split it into smaller files.',
    });
  });
});

describe('nestingBeyond', () => {
  it('counts brackets outside strings only, escaped quotes included', () => {
    expect(nestingBeyond('[[[]]]', 2)).toBe(2);
    expect(nestingBeyond('[[]]', 2)).toBe(-1);
    expect(nestingBeyond('["[[[[", {"k": "{{{"}]', 2)).toBe(-1);
    expect(nestingBeyond('["\\"[[[["]', 2)).toBe(-1);
    expect(nestingBeyond('["\\\\", [[1]]]', 2)).toBe(8);
  });
});
