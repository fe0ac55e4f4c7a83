import { describe, expect, it } from 'vitest';
import { droppedKeysNote, droppedProtoKeys, protoKeyPointers } from './dropped-keys';

describe('protoKeyPointers', () => {
  it('finds an own "__proto__" key as JSON.parse makes it, at the top and nested', () => {
    const value: unknown = JSON.parse(
      '{"__proto__":{"polluted":true},"ok":true,"list":[{"a/b":{"__proto__":1}}]}',
    );
    expect(protoKeyPointers(value)).toEqual(['/__proto__', '/list/0/a~1b/__proto__']);
  });

  it('finds nothing in an object that only has the ordinary prototype', () => {
    expect(protoKeyPointers({ ok: true, nested: { a: [1, 2] } })).toEqual([]);
    expect(protoKeyPointers('text')).toEqual([]);
  });
});

describe('droppedKeysNote', () => {
  it('names where the key was and that the SDK dropped it', () => {
    expect(droppedKeysNote(['/__proto__'])).toBe(
      'The server’s structuredContent holds a "__proto__" key (at `/__proto__`). The MCP SDK’s parse drops it (a JavaScript object cannot keep it as a plain key), so it is not shown or checked below; the text block shows what the server sent.',
    );
    expect(droppedKeysNote([])).toBeUndefined();
  });
});

describe('droppedProtoKeys', () => {
  const text = '{"__proto__":{"polluted":true},"ok":true}';

  it('names the "__proto__" key the text block has and structuredContent lost', () => {
    // What the SDK's parse leaves: a plain copy, the key gone.
    const parsed = { content: [{ type: 'text', text }], structuredContent: { ok: true } };
    expect(droppedProtoKeys(parsed)).toEqual(['/__proto__']);
  });

  it('says nothing when structuredContent kept the key, or the text holds none', () => {
    expect(
      droppedProtoKeys({ content: [{ type: 'text', text }], structuredContent: JSON.parse(text) }),
    ).toEqual([]);
    expect(
      droppedProtoKeys({ content: [{ type: 'text', text: '{"ok":true}' }], structuredContent: {} }),
    ).toEqual([]);
    expect(droppedProtoKeys({ content: [{ type: 'text', text }] })).toEqual([]);
  });
});
