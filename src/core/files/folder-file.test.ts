import { describe, expect, it } from 'vitest';
import {
  fileToolAt,
  fileToolsAt,
  readFolderFile,
  replaceToolSpan,
  saveToolInFile,
} from './folder-file';

// A tools/list result as a server's repository might keep it: four-space indent, one tool per
// entry, a trailing newline.
const LIST = `{
    "tools": [
        {
            "name": "a",
            "inputSchema": { "type": "object" }
        },
        {
            "name": "b",
            "inputSchema": { "type": "object" }
        }
    ]
}
`;

describe('readFolderFile', () => {
  it('gives each tool of a tools/list file its own text, without the indent it sits at', () => {
    const reading = readFolderFile(LIST);
    expect(reading.bound).toBe(true);
    if (!reading.bound) return;
    expect(reading.kind).toBe('tools-list');
    expect(reading.tools.map((t) => t.pointer)).toEqual(['/tools/0', '/tools/1']);
    expect(reading.tools[1]).toEqual({
      pointer: '/tools/1',
      indent: '        ',
      offset: LIST.indexOf('{\n            "name": "b"'),
      // "{", a line break, two member lines of 24 and 47 characters with theirs, and "        }".
      length: 84,
      text: '{\n    "name": "b",\n    "inputSchema": { "type": "object" }\n}',
    });
  });

  it('binds a one-tool file as the whole text, and skips a file without tools', () => {
    const text = '{"name": "x", "inputSchema": {"type": "object"}}\n';
    expect(readFolderFile(text)).toEqual({
      bound: true,
      kind: 'tool',
      tools: [{ pointer: '', indent: '', text, offset: 0, length: text.length }],
    });
    expect(readFolderFile('{"compilerOptions": {}}')).toMatchObject({
      bound: false,
      notTool: true,
    });
  });

  it('does not take a package.json for a tool, though it has a "name"', () => {
    const packageJson =
      '{\n  "name": "weather-mcp",\n  "version": "1.0.0",\n  "type": "module"\n}\n';
    expect(readFolderFile(packageJson)).toEqual({
      bound: false,
      notTool: true,
      reason: 'not a tool format the studio knows',
    });
  });

  it("reads a provider's file as `tool-schema import` does: converted, never bound", () => {
    const openAi = JSON.stringify([
      {
        type: 'function',
        function: { name: 'get_time', parameters: { type: 'object', properties: {} } },
      },
    ]);
    expect(readFolderFile(openAi)).toEqual({
      bound: false,
      converted: { target: 'openai-chat', label: 'OpenAI Chat Completions' },
      texts: [
        '{\n  "name": "get_time",\n  "inputSchema": {\n    "type": "object",\n    "properties": {}\n  }\n}\n',
      ],
    });
  });
});

// A .jsonc tool: a header comment outside the tool, comments inside it.
const JSONC = `// The search tool of the docs server.
{
  "name": "search",
  // Keep it under 200 characters.
  "description": "Search the docs.",
  "inputSchema": { "type": "object" } /* no parameters yet */
}
`;

describe('a .jsonc tool', () => {
  it('is read with its comments: the workspace gets the tool as JSON', () => {
    const reading = readFolderFile(JSONC);
    expect(reading.bound).toBe(true);
    if (!reading.bound) return;
    expect(reading.tools).toEqual([
      {
        pointer: '',
        indent: '',
        offset: JSONC.indexOf('{'),
        length: JSONC.lastIndexOf('}') + 1 - JSONC.indexOf('{'),
        text: '{\n  "name": "search",\n  "description": "Search the docs.",\n  "inputSchema": { "type": "object" } \n}',
      },
    ]);
  });

  it('is saved with every comment, inside and outside its span, kept', () => {
    const [tool] = (
      readFolderFile(JSONC) as { tools: NonNullable<ReturnType<typeof fileToolAt>>[] }
    ).tools;
    const edited = tool!.text.replace('Search the docs.', 'Search the docs by keyword.');
    const expected = JSONC.replace('Search the docs.', 'Search the docs by keyword.');
    expect(saveToolInFile(JSONC, '', '', edited)).toMatchObject({ ok: true, text: expected });
    expect(replaceToolSpan(JSONC, tool!, '', edited)).toMatchObject({ ok: true, text: expected });
  });

  it('is not written when an edit would take a comment with it, and says why', () => {
    const [tool] = (
      readFolderFile(JSONC) as { tools: NonNullable<ReturnType<typeof fileToolAt>>[] }
    ).tools;
    // The space and line break the comment sat between are gone: where it goes is a guess.
    const edited = tool!.text.replace('} \n}', '}}');
    const saved = saveToolInFile(JSONC, '', '', edited);
    expect(saved.ok).toBe(false);
    if (saved.ok) return;
    expect(saved.reason).toMatch(/^the edit changes the text around the comment on line 6,/);
  });
});

describe('saveToolInFile', () => {
  it('changes only the edited tool, at its indent, and keeps the rest byte for byte', () => {
    const tool = fileToolAt(LIST, '/tools/1')!;
    const edited = tool.text
      .replace('"b"', '"b2"')
      .replace('"object" }', '"object", "required": [] }');
    const saved = saveToolInFile(LIST, '/tools/1', tool.indent, edited);
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect(saved.text).toBe(
      LIST.replace('"name": "b"', '"name": "b2"').replace(
        '"name": "b2",\n            "inputSchema": { "type": "object" }',
        '"name": "b2",\n            "inputSchema": { "type": "object", "required": [] }',
      ),
    );
    // Unchanged text writes the file back as it was.
    expect(
      saveToolInFile(LIST, '/tools/0', '        ', fileToolAt(LIST, '/tools/0')!.text),
    ).toMatchObject({ text: LIST });
  });

  it('says why when the tool is no longer where it was', () => {
    expect(saveToolInFile('{"tools": []}', '/tools/1', '', '{}')).toEqual({
      ok: false,
      reason: 'the file no longer has a tool at /tools/1',
    });
    expect(saveToolInFile('{"tools": [', '/tools/0', '', '{}')).toMatchObject({ ok: false });
  });
});

describe('replaceToolSpan', () => {
  it('writes what saveToolInFile writes, without parsing, and says how far later spans move', () => {
    const [first, second] = fileToolsAt(LIST, ['/tools/0', '/tools/1']) as [
      NonNullable<ReturnType<typeof fileToolAt>>,
      NonNullable<ReturnType<typeof fileToolAt>>,
    ];
    const edited = first.text.replace('"a"', '"alpha"');
    const replaced = replaceToolSpan(LIST, first, first.indent, edited);
    if (!replaced.ok) throw new Error(replaced.reason);
    const saved = saveToolInFile(LIST, '/tools/0', first.indent, edited);
    expect(saved.ok && saved.text).toBe(replaced.text);
    expect(replaced.delta).toBe(4);
    // The second tool is where the delta says, with its text unchanged.
    expect(fileToolAt(replaced.text, '/tools/1')).toEqual({
      ...second,
      offset: second.offset + replaced.delta,
    });
  });
});
