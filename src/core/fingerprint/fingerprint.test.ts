import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../model/document';
import { canonicalJson, documentFingerprints, sha256Hex, toolFingerprint } from './index';

describe('sha256', () => {
  // FIPS 180-4 examples (NIST "SHA256.pdf") and the empty string.
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('%j', (input, digest) => {
    expect(sha256Hex(input)).toBe(digest);
  });

  it("agrees with Node's crypto on any text, across block boundaries", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
      }),
      { numRuns: 300 },
    );
    for (const length of [55, 56, 63, 64, 65, 119, 120, 1000]) {
      const text = 'a'.repeat(length);
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });
});

describe('canonical JSON (RFC 8785)', () => {
  it("sorts members by UTF-16 code units, as the RFC's example does", () => {
    const keys = ['\u20ac', '\r', '\ufb33', '1', '\ud83d\ude00', '\u0080', '\u00f6'];
    const value = Object.fromEntries(keys.map((k) => [k, 0]));
    // Read the order from the text: Object.keys would put the integer-like "1" first.
    expect(canonicalJson(value)).toBe(
      '{"\\r":0,"1":0,"\u0080":0,"\u00f6":0,"\u20ac":0,"\ud83d\ude00":0,"\ufb33":0}',
    );
  });

  it('writes no whitespace and nests arrays and objects', () => {
    expect(canonicalJson({ b: [1, { d: true, c: null }], a: 'x' })).toBe(
      '{"a":"x","b":[1,{"c":null,"d":true}]}',
    );
    expect(canonicalJson([])).toBe('[]');
    expect(canonicalJson({})).toBe('{}');
  });

  it('survives nesting deeper than the call stack', () => {
    let deep: unknown = 0;
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(canonicalJson(deep)).toHaveLength(40_001);
  });
});

describe('tool fingerprints', () => {
  const a =
    '{\n  "name": "get_weather",\n  "description": "Get weather",\n  "inputSchema": {"type": "object"}\n}';
  const sameDefinition =
    '{"inputSchema":{"type":"object"},"description":"Get w\\u0065ather","name":"get_weather"}';

  it('ignore layout, key order and escapes', () => {
    expect(toolFingerprint(JSON.parse(a))).toBe(toolFingerprint(JSON.parse(sameDefinition)));
    expect(toolFingerprint(JSON.parse(a))).toBe(
      `sha256:${sha256Hex('{"description":"Get weather","inputSchema":{"type":"object"},"name":"get_weather"}')}`,
    );
  });

  it('change when anything in the definition changes', () => {
    expect(toolFingerprint(JSON.parse(a))).not.toBe(
      toolFingerprint({ ...JSON.parse(a), description: 'Get weather.' }),
    );
  });

  it('are listed for every tool of a document', () => {
    const doc = parseDocument(`[${a}, ${sameDefinition}]`);
    const prints = documentFingerprints(doc.tools);
    expect(prints.map((p) => p.pointer)).toEqual(['/0', '/1']);
    expect(prints[0]!.fingerprint).toBe(prints[1]!.fingerprint);
  });
});
