import { parseArgs } from 'node:util';
import { parseDocument, QUALITY_DISCLAIMER, toolQuality, toolsetQuality, unreadableReason } from '../../core';
import type { ToolQuality } from '../../core';
import { CliInputError, CliUsageError, EXIT_OK, EXIT_USAGE } from '../io';
import type { CliCommand } from '../io';

export const QUALITY_USAGE = `Usage: tool-schema quality FILE... [--format text|json]
  Scores each tool's definition on purpose, usage guidance, behaviour, parameters, conciseness
  and completeness, with the one change worth most. ${QUALITY_DISCLAIMER}
  The matching lint notes are in "tool-schema validate". FILE "-" reads standard input.
  Exit 0: printed; 2: a file is unreadable, not JSON, or holds no tool.`;

function textReport(file: string, tool: ToolQuality): string {
  const dims = tool.dimensions.map((d) => `${d.label} ${d.points}/${d.max}`).join(', ');
  const next = tool.nextStep ? `\n  next: ${tool.nextStep.advice} (+${tool.nextStep.gain} ${tool.nextStep.dimension})` : '';
  return `${file}${tool.pointer ? `#${tool.pointer}` : ''} ${tool.name ?? '(no name)'} ${tool.points}/${tool.max}\n  ${dims}${next}\n  ${tool.fingerprint}\n`;
}

export const qualityCommand: CliCommand = async (args, io) => {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { format: { type: 'string', default: 'text' } } });
  if (positionals.length === 0) throw new CliUsageError('quality needs at least one FILE.');
  if (values.format !== 'text' && values.format !== 'json') throw new CliUsageError(`--format must be "text" or "json", not "${values.format}".`);
  const reports: { file: string; tools: ToolQuality[] }[] = [];
  let exitCode = EXIT_OK;
  for (const file of positionals) {
    let text: string;
    try {
      text = await io.readInput(file);
    } catch (error) {
      if (!(error instanceof CliInputError)) throw error;
      io.stderr(`tool-schema: ${error.message}\n`);
      exitCode = EXIT_USAGE;
      continue;
    }
    const document = parseDocument(text);
    const unreadable = unreadableReason(document);
    if (unreadable || document.tools.length === 0) {
      io.stderr(`tool-schema: ${file}: ${unreadable ?? 'The document holds no tool'}; nothing to score (run "tool-schema validate ${file}").\n`);
      exitCode = EXIT_USAGE;
      continue;
    }
    reports.push({ file, tools: document.tools.map(toolQuality) });
  }
  const all = toolsetQuality(reports.flatMap((r) => r.tools));
  if (values.format === 'json') {
    io.stdout(JSON.stringify({ note: QUALITY_DISCLAIMER, files: reports, toolset: { averages: all.averages, weakest: all.weakest } }, null, 2) + '\n');
  } else {
    io.stdout(`${QUALITY_DISCLAIMER}\n`);
    for (const { file, tools } of reports) for (const tool of tools) io.stdout(textReport(file, tool));
    if (all.tools.length > 1) io.stdout(`toolset (${all.tools.length} tools): ${all.averages.map((a) => `${a.label} ${a.points}/${a.max}`).join(', ')}\n`);
  }
  return exitCode;
};
