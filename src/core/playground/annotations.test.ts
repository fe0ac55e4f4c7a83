import { describe, expect, it } from 'vitest';
import { parseDocument } from '../model/document';
import {
  annotationChangeEdits,
  annotationWarnings,
  directoryReadiness,
  hintSentence,
  readAnnotations,
} from './annotations';
import { applyTextEdits } from '../model/text-edits';

// The skill_command guide's search_code tool, with its own four-space indentation.
const SEARCH_CODE = `{
    "name": "filesystem.search_code",
    "description": "Search for patterns in code files",
    "inputSchema": {
        "type": "object",
        "properties": { "query": { "type": "string" } },
        "required": ["query"]
    }
}
`;

function toolOf(text: string, index = 0) {
  const doc = parseDocument(text);
  return { doc, tool: doc.tools[index]! };
}

describe('annotation edits', () => {
  it('adds the annotations object with the hint, in the text’s own indentation, and nothing else changes', () => {
    const edits = annotationChangeEdits(SEARCH_CODE, '', 'tool', {
      type: 'hint',
      hint: 'readOnlyHint',
      state: 'true',
    });
    expect(edits).toHaveLength(1);
    const next = applyTextEdits(SEARCH_CODE, edits);
    expect(JSON.parse(next).annotations).toEqual({ readOnlyHint: true });
    expect(next).toContain('\n    "annotations": {\n        "readOnlyHint": true\n    }');
    // Every line of the original is still there, unchanged.
    for (const line of SEARCH_CODE.split('\n')) expect(next).toContain(line);
  });

  it('cycles a hint through its three states: true, false, unset', () => {
    let text = SEARCH_CODE;
    const step = (state: 'true' | 'false' | 'unset') => {
      text = applyTextEdits(
        text,
        annotationChangeEdits(text, '', 'tool', { type: 'hint', hint: 'destructiveHint', state }),
      );
      return JSON.parse(text);
    };
    expect(step('true').annotations).toEqual({ destructiveHint: true });
    expect(step('false').annotations).toEqual({ destructiveHint: false });
    const unset = step('unset');
    // Emptying the object removes it, so the tool goes back to exactly what it was.
    expect(unset.annotations).toBeUndefined();
    expect(text).toBe(SEARCH_CODE);
  });

  it('changes only the value token when the hint exists (one small edit, so one undo step)', () => {
    const text =
      '{\n  "name": "t",\n  "inputSchema": {"type": "object"},\n  "annotations": {"title": "T",   "readOnlyHint": false}\n}';
    const edits = annotationChangeEdits(text, '', 'tool', {
      type: 'hint',
      hint: 'readOnlyHint',
      state: 'true',
    });
    expect(edits).toHaveLength(1);
    // The edit stays inside the old value token: nothing around it is rewritten.
    const at = text.indexOf('false');
    expect(edits[0]!.offset).toBeGreaterThanOrEqual(at);
    expect(edits[0]!.offset + edits[0]!.length).toBeLessThanOrEqual(at + 5);
    expect(applyTextEdits(text, edits)).toBe(text.replace('false', 'true'));
  });

  it('writes the RFC-0015 spelling inside a ToolHive registry entry and removes the MCP spelling there', () => {
    const text = JSON.stringify(
      {
        meta: {
          publisher_provided: {
            'io.github.stacklok': {
              'ghcr.io/x/weather': {
                tools: ['get_weather'],
                tool_definitions: [
                  {
                    name: 'get_weather',
                    inputSchema: { type: 'object' },
                    annotations: { readOnlyHint: true },
                  },
                ],
              },
            },
          },
        },
      },
      null,
      2,
    );
    const { doc, tool } = toolOf(text);
    expect(doc.kind).toBe('toolhive-registry');
    const reading = readAnnotations(tool.value, doc.kind);
    expect(reading.hints.readOnlyHint).toMatchObject({
      key: 'readOnly',
      value: true,
      foundUnder: 'readOnlyHint',
    });
    const next = applyTextEdits(
      text,
      annotationChangeEdits(text, tool.pointer, doc.kind, {
        type: 'hint',
        hint: 'readOnlyHint',
        state: 'true',
      }),
    );
    const written =
      JSON.parse(next).meta.publisher_provided['io.github.stacklok']['ghcr.io/x/weather']
        .tool_definitions[0];
    expect(written.annotations).toEqual({ readOnly: true });
    const destructive = applyTextEdits(
      next,
      annotationChangeEdits(next, tool.pointer, doc.kind, {
        type: 'hint',
        hint: 'destructiveHint',
        state: 'false',
      }),
    );
    expect(
      JSON.parse(destructive).meta.publisher_provided['io.github.stacklok']['ghcr.io/x/weather']
        .tool_definitions[0].annotations,
    ).toEqual({
      readOnly: true,
      destructive: false,
    });
  });

  it('edits the right tool inside a tools/list result', () => {
    const text =
      '{"tools": [{"name": "a", "inputSchema": {"type": "object"}}, {"name": "b", "inputSchema": {"type": "object"}}]}';
    const next = applyTextEdits(
      text,
      annotationChangeEdits(text, '/tools/1', 'tools-list', { type: 'title', title: 'Bee' }),
    );
    const parsed = JSON.parse(next);
    expect(parsed.tools[0].annotations).toBeUndefined();
    expect(parsed.tools[1].annotations).toEqual({ title: 'Bee' });
  });

  it('"set all explicitly" writes every unset hint with the effective value in one edit', () => {
    const text =
      '{\n  "name": "read_file",\n  "inputSchema": {"type": "object"},\n  "annotations": {\n    "readOnlyHint": true\n  }\n}';
    const edits = annotationChangeEdits(text, '', 'tool', { type: 'set-all-explicitly' });
    expect(edits).toHaveLength(1);
    const annotations = JSON.parse(applyTextEdits(text, edits)).annotations;
    // MCP defaults: idempotent false, openWorld true; destructive is written false for a
    // read-only tool (clients ignore it then, and true would contradict read-only).
    expect(annotations).toEqual({
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: true,
    });
  });

  it('refuses to edit text that does not parse, or annotations that are not an object', () => {
    expect(
      annotationChangeEdits('{"name": ', '', 'tool', {
        type: 'hint',
        hint: 'readOnlyHint',
        state: 'true',
      }),
    ).toEqual([]);
    const text = '{"name": "t", "annotations": "oops"}';
    expect(
      annotationChangeEdits(text, '', 'tool', {
        type: 'hint',
        hint: 'readOnlyHint',
        state: 'true',
      }),
    ).toEqual([]);
    const reading = readAnnotations(JSON.parse(text), 'tool');
    expect(annotationWarnings(reading).map((w) => w.code)).toContain('annotations-not-object');
  });

  it('leaves a one-line sibling object on one line (jsonc-parser formatting would spread it)', () => {
    const text = '{\n  "name": "t",\n  "inputSchema": { "type": "object" }\n}\n';
    const next = applyTextEdits(
      text,
      annotationChangeEdits(text, '', 'tool', {
        type: 'hint',
        hint: 'idempotentHint',
        state: 'true',
      }),
    );
    expect(next).toBe(
      '{\n  "name": "t",\n  "inputSchema": { "type": "object" },\n  "annotations": {\n    "idempotentHint": true\n  }\n}\n',
    );
  });

  it('keeps tabs and CRLF line endings', () => {
    const text = '{\r\n\t"name": "t",\r\n\t"inputSchema": {\r\n\t\t"type": "object"\r\n\t}\r\n}';
    const next = applyTextEdits(
      text,
      annotationChangeEdits(text, '', 'tool', {
        type: 'hint',
        hint: 'openWorldHint',
        state: 'false',
      }),
    );
    expect(next).toContain('\r\n\t"annotations": {\r\n\t\t"openWorldHint": false\r\n\t}');
    expect(next.replace(/\r\n/g, '')).not.toContain('\n');
  });
});

describe('hint meaning', () => {
  it('says which default applies when a hint is unset (MCP: readOnly false, destructive true, idempotent false, openWorld true)', () => {
    const reading = readAnnotations({ name: 't' }, 'tool');
    expect(reading.hints.destructiveHint).toMatchObject({ state: 'unset', effective: true });
    expect(hintSentence(reading.hints.destructiveHint, false)).toBe(
      'Not set, so the MCP default (true) applies. Clients may ask before calling: this tool may destroy or overwrite data.',
    );
    expect(hintSentence(reading.hints.openWorldHint, false)).toMatch(
      /^Not set, so the MCP default \(true\) applies\./,
    );
    expect(hintSentence(reading.hints.readOnlyHint, false)).toMatch(
      /default \(false\).*may change its environment/,
    );
  });

  it('notes that destructive and idempotent are ignored for a read-only tool', () => {
    const reading = readAnnotations(
      { name: 't', annotations: { readOnlyHint: true, idempotentHint: true } },
      'tool',
    );
    expect(hintSentence(reading.hints.idempotentHint, true)).toMatch(
      /retry freely.*ignore this hint because the tool is read-only/,
    );
  });

  it('warns when read-only and destructive are both true', () => {
    const reading = readAnnotations(
      { name: 't', annotations: { readOnlyHint: true, destructiveHint: true } },
      'tool',
    );
    expect(annotationWarnings(reading)).toEqual([
      expect.objectContaining({ code: 'hints-contradict' }),
    ]);
    const fine = readAnnotations(
      { name: 't', annotations: { readOnlyHint: true, destructiveHint: false } },
      'tool',
    );
    expect(annotationWarnings(fine)).toEqual([]);
  });

  it('treats a non-boolean hint as unset and says so', () => {
    const reading = readAnnotations({ name: 't', annotations: { readOnlyHint: 'yes' } }, 'tool');
    expect(reading.hints.readOnlyHint).toMatchObject({
      state: 'unset',
      effective: false,
      invalidValue: 'yes',
    });
    expect(annotationWarnings(reading)[0]!.message).toContain('readOnlyHint is "yes"');
  });
});

describe('directory readiness', () => {
  it('lists unset hints with the pessimistic default a directory assumes, and a missing title', () => {
    const readiness = directoryReadiness(
      readAnnotations({ name: 'read_file', annotations: { readOnlyHint: true } }, 'tool'),
    );
    expect(readiness.ready).toBe(false);
    expect(readiness.missingTitle).toBe(true);
    expect(readiness.unset.map((u) => [u.hint, u.assumed])).toEqual([
      ['destructiveHint', true],
      ['idempotentHint', false],
      ['openWorldHint', true],
    ]);
  });

  it('is ready with a title (tool-level or annotations) and all four hints explicit', () => {
    const annotations = {
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    };
    expect(
      directoryReadiness(readAnnotations({ name: 't', title: 'T', annotations }, 'tool')).ready,
    ).toBe(true);
    expect(
      directoryReadiness(
        readAnnotations({ name: 't', annotations: { ...annotations, title: 'T' } }, 'tool'),
      ).ready,
    ).toBe(true);
  });
});
