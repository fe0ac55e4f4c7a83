/**
 * base64url (RFC 4648 §5) without padding. Written out by hand because src/core compiles
 * without the DOM library (no atob/btoa) and must run unchanged in Node, worker and page.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const DECODE_TABLE: Int16Array = (() => {
  const table = new Int16Array(128).fill(-1);
  for (let i = 0; i < ALPHABET.length; i++) table[ALPHABET.charCodeAt(i)] = i;
  return table;
})();

/** The character for a 6-bit group (charAt, since indexing a string may be out of range to the type checker). */
const sextet = (n: number): string => ALPHABET.charAt(n & 63);

export function encodeBase64Url(bytes: Uint8Array): string {
  // Reads past the end count as 0, the padding bits base64 expects.
  const byte = (index: number): number => bytes[index] ?? 0;
  const parts: string[] = [];
  let chunk = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (byte(i) << 16) | (byte(i + 1) << 8) | byte(i + 2);
    chunk += sextet(n >> 18) + sextet(n >> 12) + sextet(n >> 6) + sextet(n);
    // Flushing now and then keeps string concatenation from building deep rope trees.
    if (chunk.length >= 8192) {
      parts.push(chunk);
      chunk = '';
    }
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = byte(i) << 16;
    chunk += sextet(n >> 18) + sextet(n >> 12);
  } else if (rest === 2) {
    const n = (byte(i) << 16) | (byte(i + 1) << 8);
    chunk += sextet(n >> 18) + sextet(n >> 12) + sextet(n >> 6);
  }
  parts.push(chunk);
  return parts.join('');
}

/** The bytes, or undefined when the text holds a character outside the alphabet or has an impossible length. */
export function decodeBase64Url(text: string): Uint8Array | undefined {
  // One leftover character cannot carry a whole byte: the text was cut.
  if (text.length % 4 === 1) return undefined;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let o = 0;
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? (DECODE_TABLE[code] ?? -1) : -1;
    if (value < 0) return undefined;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (buffer >> bits) & 0xff;
    }
  }
  return out.subarray(0, o);
}
