import { describe, expect, it } from 'vitest';
import { droppedKeysNote, protoKeyPointers } from './dropped-keys';

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
