import { parseArgs } from 'node:util';
import { documentFingerprints } from '../../core';
import { CliUsageError, EXIT_OK, EXIT_USAGE, line } from '../io';
import { readToolFiles, textOrJson } from '../inputs';
import type { CliCommand } from '../io';

export const FINGERPRINT_USAGE = `Usage: tool-schema fingerprint FILE... [--format text|json]
  Prints a SHA-256 fingerprint of each tool's definition (RFC 8785 canonical JSON), so a reviewer
  can pin what they approved: layout and key order do not change it, any other edit does.
  Text lines are "sha256:HEX  NAME  FILE#POINTER". FILE "-" reads standard input.
  Exit 0: printed; 2: a file is unreadable, not JSON, or holds no tool.`;

export const fingerprintCommand: CliCommand = async (args, io) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { format: { type: 'string', default: 'text' } },
  });
  if (positionals.length === 0) throw new CliUsageError('fingerprint needs at least one FILE.');
  const format = textOrJson(values.format);
  const files: { file: string; tools: ReturnType<typeof documentFingerprints>; error?: string }[] =
    [];
  let exitCode = EXIT_OK;
  for await (const input of readToolFiles(positionals, io, 'fingerprint')) {
    if (input.error !== undefined) {
      files.push({ file: input.file, tools: [], error: input.error });
      exitCode = EXIT_USAGE;
      continue;
    }
    files.push({ file: input.file, tools: documentFingerprints(input.document.tools) });
  }
  if (format === 'json') {
    io.stdout(JSON.stringify({ files }, null, 2) + '\n');
  } else {
    for (const { file, tools, error } of files) {
      if (error) io.stderr(line(`tool-schema: ${error}`));
      for (const t of tools)
        io.stdout(
          line(
            `${t.fingerprint}  ${t.name ?? '(no name)'}  ${file}${t.pointer ? `#${t.pointer}` : ''}`,
          ),
        );
    }
  }
  return exitCode;
};
