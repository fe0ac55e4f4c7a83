/**
 * A fetch for the SDK's Streamable HTTP transport that hands an event stream on in slices, with a
 * turn of the event loop between them. The SDK parses every event of a chunk in microtasks, so a
 * flood already buffered (20 000 progress or 30 000 list_changed notifications) was parsed in one
 * task of a second or more; sliced, the page answers clicks between slices. Nothing else changes:
 * the same bytes, in the same order, for every other response untouched.
 */

/** Bytes of an event stream handed to the SDK between two turns of the event loop. */
export const EVENT_STREAM_SLICE_BYTES = 32 * 1024;

/**
 * A turn of the event loop. A timer, not a MessageChannel message: a chain of messages kept
 * Chromium from drawing a frame between slices, so a click still waited for the flood.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function slicedEventStream(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      async transform(chunk, controller) {
        for (let at = 0; at < chunk.length; at += EVENT_STREAM_SLICE_BYTES) {
          if (at > 0) await nextTask();
          controller.enqueue(chunk.subarray(at, at + EVENT_STREAM_SLICE_BYTES));
        }
        await nextTask();
      },
    }),
  );
}

export function yieldingFetch(base: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    const type = response.headers.get('content-type') ?? '';
    if (!response.body || !type.startsWith('text/event-stream')) return response;
    return new Response(slicedEventStream(response.body), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
