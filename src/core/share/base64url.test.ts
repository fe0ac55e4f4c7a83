import { describe, expect, it } from 'vitest';
import { decodeBase64Url, encodeBase64Url } from './base64url';

function pseudoRandomBytes(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

describe('base64url', () => {
  it("matches Node's own base64url for every length remainder", () => {
    for (let length = 0; length < 70; length++) {
      const bytes = pseudoRandomBytes(length, length + 1);
      const expected = Buffer.from(bytes).toString('base64url');
      expect(encodeBase64Url(bytes)).toBe(expected);
      expect(Array.from(decodeBase64Url(expected) ?? [])).toEqual(Array.from(bytes));
    }
  });

  it('round-trips a large buffer', () => {
    const bytes = pseudoRandomBytes(200_003, 7);
    const text = encodeBase64Url(bytes);
    expect(text).toBe(Buffer.from(bytes).toString('base64url'));
    expect(Buffer.from(decodeBase64Url(text)!).equals(Buffer.from(bytes))).toBe(true);
  });

  it('refuses characters outside the url-safe alphabet, padding and impossible lengths', () => {
    expect(decodeBase64Url('ab+d')).toBeUndefined();
    expect(decodeBase64Url('ab/d')).toBeUndefined();
    expect(decodeBase64Url('ab==')).toBeUndefined();
    expect(decodeBase64Url('abé')).toBeUndefined();
    expect(decodeBase64Url('abcde')).toBeUndefined();
    expect(decodeBase64Url('')).toEqual(new Uint8Array(0));
  });
});
