import { parseArgs } from 'node:util';
import {
  SIDECAR_FORMAT,
  TARGET_IDS,
  importAuto,
  isPlainObject,
  isTargetId,
  parseDocument,
  serializeExport,
} from '../../core';
import type { ExportSidecar, TargetId } from '../../core';
import { CliInputError, CliUsageError, EXIT_OK, line } from '../io';
import type { CliCommand } from '../io';
import { formatChange } from './export';

export const IMPORT_USAGE = `Usage: tool-schema import FILE [--from auto|TARGET] [--sidecar SIDECAR.json]
  Reads tools in any supported format (one tool or many, with or without the provider's wrapper)
  and writes them as an array of canonical MCP tools to standard output; what could not be carried
  over exactly is listed on standard error.
  TARGET: ${TARGET_IDS.join(', ')} (default: auto-detect).
  --sidecar  the sidecar of an earlier export (or its --format json envelope), to restore the tools exactly.
  Exit 0: tools read; 2: not a format the studio knows, unusable input or bad usage.`;

function parseJson(text: string, file: string): unknown {
  const document = parseDocument(text);
  const error = document.diagnostics.find(
    (d) => d.severity === 'error' && document.value === undefined,
  );
  if (error)
    throw new CliInputError(`${file}:${error.start.line}:${error.start.column}: ${error.message}`);
  return document.value;
}

export const importCommand: CliCommand = async (args, io) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { from: { type: 'string', default: 'auto' }, sidecar: { type: 'string' } },
  });
  if (positionals.length !== 1) throw new CliUsageError('import needs exactly one FILE.');
  const from = values.from;
  if (from !== 'auto' && !isTargetId(from))
    throw new CliUsageError(`--from is auto or one of ${TARGET_IDS.join(', ')}, not "${from}".`);
  const file = positionals[0]!;
  const json = parseJson(await io.readInput(file), file);

  let sidecar: ExportSidecar | undefined;
  if (values.sidecar !== undefined) {
    const data = parseJson(await io.readInput(values.sidecar), values.sidecar);
    const candidate = isPlainObject(data) && isPlainObject(data.sidecar) ? data.sidecar : data;
    if (
      !isPlainObject(candidate) ||
      candidate.format !== SIDECAR_FORMAT ||
      !isPlainObject(candidate.tools)
    ) {
      throw new CliInputError(
        `${values.sidecar} is not an export sidecar (an object with "format": "${SIDECAR_FORMAT}").`,
      );
    }
    sidecar = candidate as unknown as ExportSidecar;
  }

  const result = importAuto(json, {
    ...(from !== 'auto' ? { from: from as TargetId } : {}),
    ...(sidecar ? { sidecar } : {}),
  });
  if (!result.ok) throw new CliInputError(`${file}: ${result.message}`);
  io.stdout(serializeExport(result.tools));
  for (const change of result.changes) io.stderr(formatChange(file, change));
  io.stderr(line(`${file}: read ${result.tools.length} tool(s) as ${result.target}.`));
  return EXIT_OK;
};
