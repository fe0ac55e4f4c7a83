import { decodeTextFile, errorMessage, formatSize, MAX_DOCUMENT_CHARS } from '../core';

/** Reads a dropped or chosen file as text, refusing what the parser would refuse anyway and bytes that are not UTF-8. */
export async function readJsonFile(file: File): Promise<{ text: string } | { error: string }> {
  if (file.size > MAX_DOCUMENT_CHARS) {
    return {
      error: `${file.name} is ${formatSize(file.size)}; the studio reads at most ${formatSize(MAX_DOCUMENT_CHARS)}.`,
    };
  }
  try {
    const decoded = decodeTextFile(
      new Uint8Array(await file.arrayBuffer()),
      file.name,
      MAX_DOCUMENT_CHARS,
    );
    return decoded.ok ? { text: decoded.text } : { error: decoded.message };
  } catch (error) {
    return {
      error: `${file.name} could not be read (${errorMessage(error)}).`,
    };
  }
}
