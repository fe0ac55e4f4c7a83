/**
 * deflate-raw through the platform's CompressionStream / DecompressionStream (browsers, and Node
 * 18+ as globals). src/core compiles without the DOM library, so the few stream and text-coding
 * members used here are declared structurally and looked up on globalThis at call time.
 */

interface ByteReader {
  read(): Promise<{ done: boolean; value?: Uint8Array }>;
  cancel(reason?: unknown): Promise<void>;
}
interface ByteWriter {
  write(chunk: Uint8Array): Promise<void>;
  close(): Promise<void>;
  abort(reason?: unknown): Promise<void>;
}
interface ByteTransform {
  readable: { getReader(): ByteReader };
  writable: { getWriter(): ByteWriter };
}
type TransformConstructor = new (format: 'deflate-raw') => ByteTransform;

interface Utf8Encoder {
  encode(text: string): Uint8Array;
}
interface Utf8Decoder {
  decode(bytes: Uint8Array): string;
}

interface PlatformGlobals {
  CompressionStream?: TransformConstructor;
  DecompressionStream?: TransformConstructor;
  TextEncoder?: new () => Utf8Encoder;
  TextDecoder?: new (label: 'utf-8', options: { fatal: boolean }) => Utf8Decoder;
}

function platform(): PlatformGlobals {
  return globalThis as unknown as PlatformGlobals;
}

export class PlatformUnsupportedError extends Error {}

export function utf8Encode(text: string): Uint8Array {
  const Encoder = platform().TextEncoder;
  if (!Encoder) throw new PlatformUnsupportedError('This environment has no TextEncoder.');
  return new Encoder().encode(text);
}

/** Throws on bytes that are not valid UTF-8 (fatal decoding): a damaged link must not turn into U+FFFD soup. */
export function utf8Decode(bytes: Uint8Array): string {
  const Decoder = platform().TextDecoder;
  if (!Decoder) throw new PlatformUnsupportedError('This environment has no TextDecoder.');
  return new Decoder('utf-8', { fatal: true }).decode(bytes);
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/**
 * Feeds `input` to the transform while reading its output. Writing is not awaited before reading
 * starts: the stream applies back-pressure, so waiting for the write first would deadlock.
 * Stops and returns `'limit'` as soon as the output would exceed `maxOutputBytes`.
 */
async function pump(
  transform: ByteTransform,
  input: Uint8Array,
  maxOutputBytes: number,
): Promise<Uint8Array | 'limit'> {
  const writer = transform.writable.getWriter();
  const reader = transform.readable.getReader();
  const writing = writer.write(input).then(() => writer.close());
  // A failed write also errors the readable side, which read() reports; this only keeps the
  // rejection from going unhandled when we stop reading early.
  writing.catch(() => undefined);

  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!value) continue;
    total += value.length;
    if (total > maxOutputBytes) {
      await reader.cancel('output limit reached').catch(() => undefined);
      await writer.abort('output limit reached').catch(() => undefined);
      return 'limit';
    }
    chunks.push(value);
  }
  await writing;
  return concat(chunks, total);
}

export async function deflateRaw(input: Uint8Array): Promise<Uint8Array> {
  const Compression = platform().CompressionStream;
  if (!Compression)
    throw new PlatformUnsupportedError('This browser cannot compress data (no CompressionStream).');
  const result = await pump(new Compression('deflate-raw'), input, Number.MAX_SAFE_INTEGER);
  if (result === 'limit') throw new Error('unreachable: compression has no output limit');
  return result;
}

/**
 * Inflates `input`, never holding more than `maxOutputBytes` (plus one chunk) of output.
 * Returns `'limit'` when the data inflates past the bound; throws when the data is not valid
 * deflate-raw (damaged, cut off, or followed by junk).
 */
export async function inflateRawBounded(
  input: Uint8Array,
  maxOutputBytes: number,
): Promise<Uint8Array | 'limit'> {
  const Decompression = platform().DecompressionStream;
  if (!Decompression)
    throw new PlatformUnsupportedError(
      'This browser cannot decompress data (no DecompressionStream).',
    );
  return pump(new Decompression('deflate-raw'), input, maxOutputBytes);
}
