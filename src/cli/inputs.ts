import { parseDocument, unreadableReason } from '../core';
import type { ParsedDocument } from '../core';
import { CliInputError, CliUsageError } from './io';
import type { CliIO } from './io';

/** One FILE argument: its text, or why it could not be read. */
export type FileInput =
  | { file: string; text: string; error?: undefined }
  | { file: string; text?: undefined; error: string };

/**
 * Reads the FILE arguments one at a time, so a run over many files holds one text at a time. An
 * unreadable file is reported in its turn and the others are still read; any other failure is a
 * bug and propagates.
 */
export async function* readFiles(files: readonly string[], io: CliIO): AsyncGenerator<FileInput> {
  for (const file of files) {
    let text: string;
    try {
      text = await io.readInput(file);
    } catch (error) {
      if (!(error instanceof CliInputError)) throw error;
      yield { file, error: error.message };
      continue;
    }
    yield { file, text };
  }
}

/** One FILE argument read as a document of tools, or why it holds none. */
export type ToolsInput =
  | { file: string; document: ParsedDocument; error?: undefined }
  | { file: string; document?: undefined; error: string };

/**
 * Reads the FILE arguments as documents of tools for a command that needs at least one tool (to
 * fingerprint, to score): a file that is unreadable, not JSON or empty of tools is reported with
 * what to run instead.
 */
export async function* readToolFiles(
  files: readonly string[],
  io: CliIO,
  purpose: string,
): AsyncGenerator<ToolsInput> {
  for await (const input of readFiles(files, io)) {
    if (input.error !== undefined) {
      yield input;
      continue;
    }
    const document = parseDocument(input.text);
    const unreadable = unreadableReason(document);
    if (unreadable || document.tools.length === 0) {
      yield {
        file: input.file,
        error: `${input.file}: ${unreadable ?? 'The document holds no tool'}; nothing to ${purpose} (run "tool-schema validate ${input.file}").`,
      };
      continue;
    }
    yield { file: input.file, document };
  }
}

/** The --format value of a command that writes text or JSON. */
export function textOrJson(format: string | undefined): 'text' | 'json' {
  if (format !== 'text' && format !== 'json')
    throw new CliUsageError(`--format must be "text" or "json", not "${format}".`);
  return format;
}
