import { describe, expect, it } from 'vitest';
import { MAX_HIGHLIGHT_CHARS, tokenizeJson } from './json-tokens';

describe('tokenizeJson', () => {
  it('classifies keys, strings, numbers and literals, and loses no character', () => {
    const text =
      '{\n  "name": "get_weather",\n  "n": -1.5e3,\n  "ok": [true, false, null],\n  "s": "a: b"\n}\n';
    const tokens = tokenizeJson(text);
    expect(tokens.map((t) => t.text).join('')).toBe(text);
    const of = (kind: string) => tokens.filter((t) => t.kind === kind).map((t) => t.text);
    expect(of('key')).toEqual(['"name"', '"n"', '"ok"', '"s"']);
    expect(of('string')).toEqual(['"get_weather"', '"a: b"']);
    expect(of('number')).toEqual(['-1.5e3']);
    expect(of('literal')).toEqual(['true', 'false', 'null']);
  });

  it('keeps markup-like content as plain token text', () => {
    const text = '{"description": "<img src=x onerror=alert(1)>"}';
    expect(tokenizeJson(text).find((t) => t.kind === 'string')?.text).toBe(
      '"<img src=x onerror=alert(1)>"',
    );
  });

  it('leaves very large texts uncoloured in one token', () => {
    const text = `[${'1,'.repeat(MAX_HIGHLIGHT_CHARS / 2)}1]`;
    expect(tokenizeJson(text)).toEqual([{ text, kind: 'plain' }]);
  });
});
