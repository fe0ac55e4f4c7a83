/**
 * Reading a dropped or chosen file's bytes as JSON text. Decoding is strict: invalid UTF-8 (a
 * binary file, a PNG renamed .json, a Latin-1 export) is refused with a message instead of
 * being turned into U+FFFD characters that look like the user's text but are not.
 */
import { formatSize } from './document';

export type DecodedFile = { ok: true; text: string } | { ok: false; message: string };

interface Utf8Decoder {
  decode(input: Uint8Array): string;
}
// src/core compiles without the DOM library; TextDecoder exists in every browser, worker and Node.
declare const TextDecoder: new (label: 'utf-8', options: { fatal: boolean }) => Utf8Decoder;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

export function decodeTextFile(bytes: Uint8Array, fileName: string, maxBytes: number): DecodedFile {
  if (bytes.length > maxBytes) {
    return {
      ok: false,
      message: `${fileName} is ${formatSize(bytes.length)}; the studio reads at most ${formatSize(maxBytes)}.`,
    };
  }
  if (PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) {
    return {
      ok: false,
      message: `${fileName} is a PNG image, not UTF-8 text; choose the tool's JSON file.`,
    };
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return {
      ok: false,
      message: `${fileName} is not UTF-8 text (it may be a binary file or use another encoding); save it as UTF-8 JSON and try again.`,
    };
  }
}
