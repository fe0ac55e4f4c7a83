import { parseArgs } from 'node:util';
import { documentFingerprints, parseDocument, unreadableReason } from '../../core';
import { CliInputError, CliUsageError, EXIT_OK, EXIT_USAGE } from '../io';
import type { CliCommand } from '../io';

export const FINGERPRINT_USAGE = `Usage: tool-schema fingerprint FILE... [--format text|json]
  Prints a SHA-256 fingerprint of each tool's definition (RFC 8785 canonical JSON), so a reviewer
  can pin what they approved: layout and key order do not change it, any other edit does.
  Text lines are "sha256:HEX  NAME  FILE#POINTER". FILE "-" reads standard input.
  Exit 0: printed; 2: a file is unreadable, not JSON, or holds no tool.`;

export const fingerprintCommand: CliCommand = async (args, io) => {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { format: { type: 'string', default: 'text' } } });
  if (positionals.length === 0) throw new CliUsageError('fingerprint needs at least one FILE.');
  if (values.format !== 'text' && values.format !== 'json') throw new CliUsageError(`--format must be "text" or "json", not "${values.format}".`);
  const files: { file: string; tools: ReturnType<typeof documentFingerprints>; error?: string }[] = [];
  let exitCode = EXIT_OK;
  for (const file of positionals) {
    let text: string;
    try {
      text = await io.readInput(file);
    } catch (error) {
      if (!(error instanceof CliInputError)) throw error;
      files.push({ file, tools: [], error: error.message });
      exitCode = EXIT_USAGE;
      continue;
    }
    const document = parseDocument(text);
    const unreadable = unreadableReason(document);
    if (unreadable || document.tools.length === 0) {
      files.push({ file, tools: [], error: `${file}: ${unreadable ?? 'The document holds no tool'}; nothing to fingerprint (run "tool-schema validate ${file}").` });
      exitCode = EXIT_USAGE;
      continue;
    }
    files.push({ file, tools: documentFingerprints(document.tools) });
  }
  if (values.format === 'json') {
    io.stdout(JSON.stringify({ files }, null, 2) + '\n');
  } else {
    for (const { file, tools, error } of files) {
      if (error) io.stderr(`tool-schema: ${error}\n`);
      for (const t of tools) io.stdout(`${t.fingerprint}  ${t.name ?? '(no name)'}  ${file}${t.pointer ? `#${t.pointer}` : ''}\n`);
    }
  }
  return exitCode;
};
