import { constants, deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  SHARE_LINK_MAX_CHARS,
  SHARE_LINK_RELIABLE_CHARS,
  SHARE_MAX_DECODED_BYTES,
} from '../limits';
import { isShareFragment } from './fragment';
import { decodeShareLink, encodeShareLink, shareLinkSize } from './link';
import type { ShareDecodeResult } from './link';
import type { WorkspaceSnapshot } from './snapshot';

const WEATHER_TEXT = `{
  "name": "get_weather",
  "description": "Get current weather information for a location",
  "inputSchema": {
    "type": "object",
    "properties": { "location": { "type": "string", "description": "City name or zip code" } },
    "required": ["location"]
  }
}`;

const snapshot: WorkspaceSnapshot = {
  tools: [
    {
      name: 'get_weather',
      text: WEATHER_TEXT,
      samples: [{ name: 'Berlin', input: '{"location":"Berlin"}' }],
    },
    {
      name: 'Ünïcødé 工具 🚀',
      text: '{"name":"überall","description":"日本語の説明 — emoji 👩‍💻, RTL שלום, \\u2028 line sep"}',
      samples: [{ name: 'emoji 🎉', input: '{"q":"𝄞"}', output: '{"ok":true}' }],
    },
  ],
  activeIndex: 1,
};

/** A link made without the studio's encoder, the way another tool would (docs/share-links.md). */
function linkFromJson(json: string): string {
  return `#share=v1.${deflateRawSync(Buffer.from(json, 'utf8')).toString('base64url')}`;
}

function expectError(result: ShareDecodeResult, code: string): string {
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('expected an error');
  expect(result.error.code).toBe(code);
  expect(result.error.message.length).toBeGreaterThan(20);
  return result.error.message;
}

describe('share link encoding', () => {
  it('round-trips tools, names, samples and the active tool, unicode included', async () => {
    const encoded = await encodeShareLink(snapshot);
    if (!encoded.ok) throw new Error(encoded.error.message);
    expect(encoded.link.fragment).toMatch(/^share=v1\.[A-Za-z0-9_-]+$/);
    const decoded = await decodeShareLink(`#${encoded.link.fragment}`);
    expect(decoded).toEqual({ ok: true, snapshot });
    // Also without the leading '#', as location.hash.slice(1) would give it.
    expect(await decodeShareLink(encoded.link.fragment)).toEqual({ ok: true, snapshot });
  });

  it('is plain deflate-raw + base64url of the JSON, so other tools can read and write links', async () => {
    const encoded = await encodeShareLink(snapshot);
    if (!encoded.ok) throw new Error(encoded.error.message);
    const payload = encoded.link.fragment.slice('share=v1.'.length);
    const json = inflateRawSync(Buffer.from(payload, 'base64url')).toString('utf8');
    expect(JSON.parse(json)).toEqual(snapshot);
    expect(encoded.link.jsonBytes).toBe(Buffer.byteLength(json, 'utf8'));

    const foreign = linkFromJson(
      JSON.stringify({ tools: [{ name: 'x', text: '{}', samples: [] }] }),
    );
    expect(await decodeShareLink(foreign)).toEqual({
      ok: true,
      snapshot: { tools: [{ name: 'x', text: '{}', samples: [] }] },
    });
  });

  it('carries __proto__ and constructor keys as data without polluting any prototype', async () => {
    const hostile: WorkspaceSnapshot = {
      tools: [
        {
          name: '__proto__',
          text: '{"name":"constructor","inputSchema":{"type":"object","properties":{"__proto__":{"type":"string"}}}}',
          samples: [{ name: '__proto__', input: '{"__proto__":{"polluted":true}}' }],
        },
      ],
    };
    const encoded = await encodeShareLink(hostile);
    if (!encoded.ok) throw new Error(encoded.error.message);
    expect(await decodeShareLink(encoded.link.fragment)).toEqual({ ok: true, snapshot: hostile });

    // A hand-made link with __proto__ as a key of the envelope itself.
    const crafted = linkFromJson(
      '{"__proto__":{"polluted":true},"tools":[{"__proto__":{"polluted":true},"name":"a","text":"{}","samples":[]}]}',
    );
    const decoded = await decodeShareLink(crafted);
    expect(decoded).toEqual({
      ok: true,
      snapshot: { tools: [{ name: 'a', text: '{}', samples: [] }] },
    });
    if (!decoded.ok) throw new Error('unreachable');
    expect(Object.getPrototypeOf(decoded.snapshot)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(decoded.snapshot.tools[0])).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses to make a link for a workspace above the decoded-size limit', async () => {
    const big = {
      tools: [{ name: 'big', text: 'x'.repeat(SHARE_MAX_DECODED_BYTES), samples: [] }],
    };
    const encoded = await encodeShareLink(big);
    expect(encoded.ok).toBe(false);
    if (encoded.ok) return;
    expect(encoded.error.code).toBe('too-large');
    expect(encoded.error.message).toMatch(/workspace file/);
  });

  it('rates link lengths against the reliable and maximum lengths', () => {
    expect(shareLinkSize(100)).toBe('reliable');
    expect(shareLinkSize(SHARE_LINK_RELIABLE_CHARS)).toBe('reliable');
    expect(shareLinkSize(SHARE_LINK_RELIABLE_CHARS + 1)).toBe('long');
    expect(shareLinkSize(SHARE_LINK_MAX_CHARS + 1)).toBe('too-long');
  });
});

describe('share link decoding of bad links', () => {
  it('tells share links from other fragments', async () => {
    expect(isShareFragment('#share=v1.abc')).toBe(true);
    expect(isShareFragment('share=')).toBe(true);
    expect(isShareFragment('#section-2')).toBe(false);
    expect(isShareFragment('')).toBe(false);
    expectError(await decodeShareLink('#section-2'), 'not-a-share-link');
  });

  it('reports a missing or unknown version', async () => {
    expect(expectError(await decodeShareLink('#share=abcdef'), 'malformed')).toMatch(/version/);
    expect(expectError(await decodeShareLink('#share=v9.abcdef'), 'unsupported-version')).toMatch(
      /v9/,
    );
    expectError(await decodeShareLink('#share=v1.'), 'malformed');
  });

  it('reports characters that are not base64url', async () => {
    expectError(await decodeShareLink('#share=v1.abc$def'), 'malformed');
    expectError(await decodeShareLink('#share=v1.ab+/cd=='), 'malformed');
    expectError(await decodeShareLink('#share=v1.<img src=x onerror=alert(1)>'), 'malformed');
  });

  it('reports every truncation of a link as damaged, never throwing', async () => {
    const encoded = await encodeShareLink(snapshot);
    if (!encoded.ok) throw new Error(encoded.error.message);
    const full = encoded.link.fragment;
    const prefixLength = 'share=v1.'.length;
    for (let cut = prefixLength + 1; cut < full.length; cut += 7) {
      const result = await decodeShareLink(full.slice(0, cut));
      expect(result.ok, `cut at ${cut}`).toBe(false);
      if (!result.ok) expect(['corrupt', 'malformed']).toContain(result.error.code);
    }
    const message = expectError(await decodeShareLink(full.slice(0, full.length - 8)), 'corrupt');
    expect(message).toMatch(/cut off/);
  });

  it('reports data that is not deflate, not UTF-8 or not JSON as damaged', async () => {
    expectError(
      await decodeShareLink(
        `share=v1.${Buffer.from('hello, not deflate at all').toString('base64url')}`,
      ),
      'corrupt',
    );
    expectError(
      await decodeShareLink(
        `share=v1.${deflateRawSync(Buffer.from([0xff, 0xfe, 0x80])).toString('base64url')}`,
      ),
      'corrupt',
    );
    expectError(await decodeShareLink(linkFromJson('{"tools": [')), 'corrupt');
  });

  it('reports content that is not a workspace, with pointers', async () => {
    const result = await decodeShareLink(linkFromJson('{"tools":[{"text":42}]}'));
    const message = expectError(result, 'invalid-content');
    expect(message).toMatch(/\/tools\/0\/text/);
    if (!result.ok) expect(result.error.problems?.[0]?.pointer).toBe('/tools/0/text');
    expectError(await decodeShareLink(linkFromJson('[1,2,3]')), 'invalid-content');
  });

  it('refuses a fragment longer than the link limit before decoding it', async () => {
    const started = Date.now();
    const message = expectError(
      await decodeShareLink(`#share=v1.${'A'.repeat(SHARE_LINK_MAX_CHARS)}`),
      'too-large',
    );
    expect(message).toMatch(/characters/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('stops inflating a zip bomb at the decoded-size limit', async () => {
    // 1 GiB of zeros: 1024 byte-aligned copies of one compressed 1 MiB block, then a final empty block.
    const block = deflateRawSync(Buffer.alloc(1 << 20), {
      level: 9,
      finishFlush: constants.Z_SYNC_FLUSH,
    });
    const bomb = Buffer.concat([
      ...Array.from({ length: 1024 }, () => block),
      deflateRawSync(Buffer.alloc(0)),
    ]);
    const fragment = `share=v1.${bomb.toString('base64url')}`;
    expect(fragment.length).toBeLessThan(SHARE_LINK_MAX_CHARS);

    const heapBefore = process.memoryUsage().arrayBuffers;
    const started = Date.now();
    const message = expectError(await decodeShareLink(fragment), 'too-large');
    expect(message).toMatch(/2\.0 MB/);
    // Inflating the whole gigabyte would take seconds and a gigabyte; stopping early takes neither.
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(process.memoryUsage().arrayBuffers - heapBefore).toBeLessThan(256 * 1024 * 1024);
  });
});

describe('share links wrapped by mail and chat', () => {
  it('reads a link with spaces and line breaks inside, as typed or as the address bar keeps them (%20)', async () => {
    const encoded = await encodeShareLink(snapshot);
    if (!encoded.ok) throw new Error(encoded.error.message);
    const { fragment } = encoded.link;
    const wrapped = (gap: string) =>
      fragment
        .replace(/.{40}/g, (chunk) => `${chunk}${gap}`)
        .replace('share=v1.', `share=v1.${gap}`);
    for (const gap of [' ', '\n', '\r\n  ', '%20', '%20%20', '%0A', '%0D%0A%09'])
      expect(await decodeShareLink(`#${wrapped(gap)}`), JSON.stringify(gap)).toEqual({
        ok: true,
        snapshot,
      });
    expect(isShareFragment(`#${fragment.replace('share=', 'sha%20re=')}`)).toBe(true);
    expect(await decodeShareLink(`#%20${fragment}%20`)).toEqual({ ok: true, snapshot });
  });

  it('still refuses other characters a share link never holds', async () => {
    const encoded = await encodeShareLink(snapshot);
    if (!encoded.ok) throw new Error(encoded.error.message);
    expectError(await decodeShareLink(`#${encoded.link.fragment}%21`), 'malformed');
    expectError(await decodeShareLink(`#${encoded.link.fragment}+`), 'malformed');
  });
});
