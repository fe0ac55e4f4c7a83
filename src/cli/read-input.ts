import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { formatSize, MAX_FILE_BYTES } from '../core';
import { CliInputError } from './io';

/** Reads all of standard input, refusing more than the file limit. */
export async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_FILE_BYTES)
      throw new CliInputError(
        `standard input is larger than ${formatSize(MAX_FILE_BYTES)}, the most the studio reads.`,
      );
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** Bytes to text, refusing what is not UTF-8 text with one sentence instead of a stack trace. */
function decodeText(bytes: Uint8Array, label: string): string {
  if (bytes.length === 0)
    throw new CliInputError(`${label} is empty; it should hold a JSON document.`);
  if (bytes.includes(0))
    throw new CliInputError(`${label} contains NUL bytes: it is a binary file, not JSON.`);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CliInputError(`${label} is not valid UTF-8 text; save it as UTF-8 JSON.`);
  }
}

/**
 * Reads a file argument (`-` is standard input, or `stdin` when the caller read it already) as
 * text, with the size limit applied before reading.
 */
export async function readInputFile(
  path: string,
  cwd: string,
  stdin?: Uint8Array,
): Promise<string> {
  if (path === '-') return decodeText(stdin ?? (await readStdin()), 'standard input');
  // resolve(cwd, '') is the working directory itself, which would be reported as " is a directory".
  if (path === '')
    throw new CliInputError(
      'a FILE argument is empty; give the path of a JSON file, or "-" for standard input.',
    );
  const full = resolve(cwd, path);
  let info;
  try {
    info = await stat(full);
  } catch {
    throw new CliInputError(`${path}: no such file.`);
  }
  if (info.isDirectory()) throw new CliInputError(`${path} is a directory; give a JSON file.`);
  if (info.size > MAX_FILE_BYTES) {
    throw new CliInputError(
      `${path} is ${formatSize(info.size)}; the studio reads files of at most ${formatSize(MAX_FILE_BYTES)}.`,
    );
  }
  let bytes;
  try {
    bytes = await readFile(full);
  } catch (error) {
    throw new CliInputError(
      `${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'unknown error'}).`,
    );
  }
  return decodeText(bytes, path);
}
