import { describe, expect, it } from 'vitest';
import { EVENT_STREAM_SLICE_BYTES, slicedEventStream, yieldingFetch } from './yielding-fetch';

async function readAll(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  const sizes: number[] = [];
  const bytes: number[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { sizes, bytes };
    sizes.push(value.length);
    bytes.push(...value);
  }
}

describe('slicedEventStream', () => {
  it('hands on the same bytes in order, in slices no larger than the limit', async () => {
    const data = Uint8Array.from({ length: EVENT_STREAM_SLICE_BYTES * 2 + 5 }, (_, i) => i % 251);
    const { sizes, bytes } = await readAll(slicedEventStream(new Response(data).body!));
    expect(bytes).toEqual([...data]);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(EVENT_STREAM_SLICE_BYTES);
    expect(sizes.length).toBeGreaterThanOrEqual(3);
  });

  it('lets a timer run between slices: the event loop turns while a large chunk is handed on', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 0);
    const data = new Uint8Array(EVENT_STREAM_SLICE_BYTES * 64);
    await readAll(slicedEventStream(new Response(data).body!));
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });
});

describe('yieldingFetch', () => {
  it('leaves a JSON answer as it is and keeps an event stream’s status and headers', async () => {
    const json = new Response('{}', { headers: { 'content-type': 'application/json' } });
    expect(await yieldingFetch(() => Promise.resolve(json))('http://x')).toBe(json);
    const sse = new Response('event: message\ndata: {}\n\n', {
      status: 200,
      headers: { 'content-type': 'text/event-stream', 'mcp-session-id': 's1' },
    });
    const wrapped = await yieldingFetch(() => Promise.resolve(sse))('http://x');
    expect(wrapped.headers.get('mcp-session-id')).toBe('s1');
    expect(await wrapped.text()).toBe('event: message\ndata: {}\n\n');
  });
});
