import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TextEdit } from './diagnostic';
import { parseDocument, rangeAtPointer } from './document';
import type { ParsedDocument } from './document';
import { reparseAfterEdit } from './incremental';

const tool = {
  name: 'search',
  description: 'Searches.',
  inputSchema: {
    type: 'object',
    properties: {
      query: { type: 'string', description: 'What to find.' },
      limit: { type: 'integer', minimum: 1, maximum: 50 },
      tags: { type: 'array', items: { type: 'string' } },
    },
    required: ['query'],
  },
};
const text = JSON.stringify(tool, null, 2);

function apply(document: ParsedDocument, edit: TextEdit): { next: ParsedDocument; text: string } {
  const after =
    document.text.slice(0, edit.offset) +
    edit.content +
    document.text.slice(edit.offset + edit.length);
  return { next: reparseAfterEdit(document, edit, after), text: after };
}

/** What a reader can see of a document: its value, kind, tools and problems. */
function observable(document: ParsedDocument) {
  return {
    text: document.text,
    value: document.value,
    kind: document.kind,
    tools: document.tools.map((t) => ({ pointer: t.pointer, format: t.format, value: t.value })),
    diagnostics: document.diagnostics.map(({ code, offset, length, pointer, start, end }) => ({
      code,
      offset,
      length,
      pointer,
      start,
      end,
    })),
  };
}

const insertAt = (needle: string, content: string, after = needle.length): TextEdit => ({
  offset: text.indexOf(needle) + after,
  length: 0,
  content,
});

describe('reparseAfterEdit', () => {
  it('reads a keystroke in a description and keeps every untouched value', () => {
    const before = parseDocument(text);
    const { next } = apply(before, insertAt('What to find', '!'));
    const value = next.value as typeof tool;
    expect(value.inputSchema.properties.query.description).toBe('What to find!.');
    const old = before.value as typeof tool;
    expect(value.inputSchema.properties.limit).toBe(old.inputSchema.properties.limit);
    expect(value.inputSchema.properties.tags).toBe(old.inputSchema.properties.tags);
    expect(value.inputSchema.required).toBe(old.inputSchema.required);
    // The path to the change is new, so views comparing by identity see it.
    expect(value.inputSchema.properties.query).not.toBe(old.inputSchema.properties.query);
    expect(value.inputSchema).not.toBe(old.inputSchema);
    expect(observable(next)).toEqual(observable(parseDocument(next.text)));
  });

  it('reads a renamed member in place, keeping the order of the keys', () => {
    const before = parseDocument(text);
    const { next } = apply(before, insertAt('"limit"', 's', 1)); // "slimit"
    expect(Object.keys((next.value as typeof tool).inputSchema.properties)).toEqual([
      'query',
      'slimit',
      'tags',
    ]);
    expect(observable(next)).toEqual(observable(parseDocument(next.text)));
  });

  it('keeps "__proto__" an own member when a value beside it changes', () => {
    const source =
      '{"name":"t","inputSchema":{"type":"object","properties":{"__proto__":{"type":"string"},"a":{"type":"string"}}}}';
    const before = parseDocument(source);
    const edit = { offset: source.lastIndexOf('string') + 1, length: 0, content: 'x' };
    const after = source.slice(0, edit.offset) + 'x' + source.slice(edit.offset);
    const next = reparseAfterEdit(before, edit, after);
    const properties = (next.value as { inputSchema: { properties: object } }).inputSchema
      .properties;
    expect(Object.getPrototypeOf(properties)).toBe(Object.prototype);
    expect(Object.keys(properties)).toEqual(['__proto__', 'a']);
    expect(observable(next)).toEqual(observable(parseDocument(after)));
  });

  it('falls back to the whole text where the shortcut cannot be sure', () => {
    const before = parseDocument(text);
    // A quote opens a string the piece cannot close: a syntax error, as parseDocument reports it.
    const broken = apply(before, insertAt('What to find', '"'));
    expect(broken.next.value).toBeUndefined();
    expect(broken.next.diagnostics.map((d) => d.code)).toContain('json-syntax');
    // A member renamed to its sibling's name: the duplicate key is reported.
    const duplicate = apply(before, {
      offset: text.indexOf('"limit"') + 1,
      length: 5,
      content: 'query',
    });
    expect(duplicate.next.diagnostics.map((d) => d.code)).toEqual(['json-duplicate-key']);
    expect(observable(duplicate.next)).toEqual(observable(parseDocument(duplicate.text)));
    // From a reading with problems, the next one is read whole too (and is right).
    const mended = apply(broken.next, {
      offset: text.indexOf('What to find') + 12,
      length: 1,
      content: '',
    });
    expect(observable(mended.next)).toEqual(observable(parseDocument(text)));
  });

  it('places pointers in the new text (the syntax tree is the new text’s)', () => {
    const before = parseDocument(text);
    const { next } = apply(before, insertAt('Searches', ' the web'));
    const range = rangeAtPointer(next, '/inputSchema/properties/query/description');
    expect(next.text.slice(range.offset, range.offset + range.length)).toBe('"What to find."');
  });

  it('equals reading the whole text after every one of many random edits in a row', () => {
    const alphabet = [
      'a',
      '1',
      ' ',
      '"',
      ',',
      ':',
      '{',
      '}',
      '[',
      ']',
      '\\',
      'null',
      'true',
      '-',
      '.',
      'e',
    ];
    const edit = fc.record({
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      remove: fc.nat(3),
      content: fc
        .array(fc.constantFrom(...alphabet), { maxLength: 3 })
        .map((parts) => parts.join('')),
    });
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 4 }),
        fc.array(edit, { minLength: 1, maxLength: 12 }),
        (value, edits) => {
          let document = parseDocument(JSON.stringify(value, null, 2));
          for (const { at, remove, content } of edits) {
            const offset = Math.min(
              document.text.length,
              Math.floor(at * (document.text.length + 1)),
            );
            const step = {
              offset,
              length: Math.min(remove, document.text.length - offset),
              content,
            };
            const { next, text: after } = apply(document, step);
            expect(observable(next)).toEqual(observable(parseDocument(after)));
            document = next;
          }
        },
      ),
      { seed: 18, numRuns: 400 },
    );
  });

  it('reads most edits inside strings and numbers without reading the whole text', () => {
    // Many keystrokes inside one description: every reading equals the whole one, and the
    // siblings keep their identity throughout (they would not if the text were read whole).
    let document = parseDocument(text);
    const limit = (document.value as typeof tool).inputSchema.properties.limit;
    const at = text.indexOf('What to find') + 4;
    for (let i = 0; i < 50; i++) {
      const next = apply(document, { offset: at, length: 0, content: String(i % 10) });
      expect(observable(next.next)).toEqual(observable(parseDocument(next.text)));
      document = next.next;
    }
    expect((document.value as typeof tool).inputSchema.properties.limit).toBe(limit);
  });

  it('keeps the shortcut across edits in different places (the spans after each edit move with it)', () => {
    // An edit early in the text, then edits in later members and a renamed key: each reading must
    // still find its value, so an untouched sibling keeps its identity the whole way through.
    let document = parseDocument(text);
    const tags = (document.value as typeof tool).inputSchema.properties.tags;
    const steps: [needle: string, after: number, content: string][] = [
      ['Searches', 0, 'It '],
      ['What to find', 4, ' else'],
      ['"maximum": 50', 12, '0'],
      ['"minimum"', 1, 'x'],
      ['Searches', 8, '!!'],
    ];
    for (const [needle, after, content] of steps) {
      const offset = document.text.indexOf(needle) + after;
      const next = apply(document, { offset, length: 0, content });
      expect(observable(next.next)).toEqual(observable(parseDocument(next.text)));
      document = next.next;
    }
    const value = document.value as typeof tool & {
      inputSchema: { properties: { limit: Record<string, unknown> } };
    };
    expect(value.inputSchema.properties.limit).toEqual({
      type: 'integer',
      xminimum: 1,
      maximum: 500,
    });
    expect(value.inputSchema.properties.tags).toBe(tags);
  });
});
