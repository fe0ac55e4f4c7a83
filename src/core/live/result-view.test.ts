import { describe, expect, it } from 'vitest';
import { MAX_SHOWN_BLOCKS, MAX_SHOWN_TEXT_CHARS } from './client-limits';
import { formatElapsed, nestsDeeperThan, resultView } from './result-view';

const PNG = 'iVBORw0KGgo=';

describe('resultView', () => {
  it('keeps text as text, however much HTML it holds', () => {
    const view = resultView({ content: [{ type: 'text', text: '<script>alert(1)</script>' }] });
    expect(view.blocks).toEqual([{ kind: 'text', text: '<script>alert(1)</script>', cutChars: 0 }]);
  });
  it('draws images and audio only from base64 data of an allowed type', () => {
    const view = resultView({
      content: [
        { type: 'image', mimeType: 'image/png', data: PNG },
        { type: 'image', mimeType: 'text/html', data: PNG },
        { type: 'image', mimeType: 'image/png', data: '" onerror="alert(1)' },
        { type: 'audio', mimeType: 'audio/wav', data: 'UklGRg==' },
      ],
    });
    expect(view.blocks[0]).toEqual({
      kind: 'image',
      mimeType: 'image/png',
      dataUrl: `data:image/png;base64,${PNG}`,
    });
    expect(view.blocks[1]).toMatchObject({
      kind: 'media-refused',
      reason: expect.stringContaining('text/html'),
    });
    expect(view.blocks[2]).toMatchObject({
      kind: 'media-refused',
      reason: 'its data is not base64',
    });
    expect(view.blocks[3]).toMatchObject({
      kind: 'audio',
      dataUrl: 'data:audio/wav;base64,UklGRg==',
    });
  });
  it('shows links and embedded resources as URIs, javascript: included, without anything to follow', () => {
    const view = resultView({
      content: [
        { type: 'resource_link', uri: 'javascript:alert(1)', name: 'x' },
        { type: 'resource', resource: { uri: 'file:///etc/passwd', text: 'root' } },
      ],
    });
    expect(view.blocks).toEqual([
      { kind: 'resource-link', uri: 'javascript:alert(1)', name: 'x' },
      { kind: 'resource', uri: 'file:///etc/passwd', text: 'root', cutChars: 0 },
    ]);
  });
  it('cuts a 10 MB text and more blocks than MAX_SHOWN_BLOCKS, saying how much', () => {
    const big = 'x'.repeat(10 * 1024 * 1024);
    const view = resultView({
      content: Array.from({ length: MAX_SHOWN_BLOCKS + 5 }, (_, i) => ({
        type: 'text',
        text: i === 0 ? big : 'y',
      })),
    });
    expect(view.blocks).toHaveLength(MAX_SHOWN_BLOCKS);
    expect(view.hiddenBlocks).toBe(5);
    expect(view.blocks[0]).toMatchObject({ cutChars: big.length - MAX_SHOWN_TEXT_CHARS });
  });
  it('marks tool errors and writes structuredContent as JSON', () => {
    expect(resultView({ content: [], isError: true }).isError).toBe(true);
    expect(resultView({ content: [], structuredContent: { a: 1 } }).structured).toEqual({
      json: '{\n  "a": 1\n}',
      cutChars: 0,
    });
    expect(resultView({ content: [], structuredContent: 3 }).structured).toEqual({
      json: '3',
      cutChars: 0,
    });
  });
  it('describes structuredContent nested 10 000 levels deep instead of writing it', () => {
    let value: unknown = 'bottom';
    for (let i = 0; i < 10_000; i++) value = { d: value };
    expect(resultView({ content: [], structuredContent: value }).structured?.json).toBe(
      '(not shown: nested deeper than 256 levels, MAX_NESTING_DEPTH)',
    );
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
  });
  it('draws nothing from a malformed result, never throwing (the output check says what is wrong)', () => {
    expect(resultView('nope')).toEqual({ isError: false, blocks: [], hiddenBlocks: 0 });
    expect(resultView({ content: 'text', isError: 'yes' })).toEqual({
      isError: false,
      blocks: [],
      hiddenBlocks: 0,
    });
  });
});

describe('formatElapsed', () => {
  it('reads milliseconds under a second and seconds above', () => {
    expect(formatElapsed(12.4)).toBe('12 ms');
    expect(formatElapsed(1450)).toBe('1.4 s');
  });
});
