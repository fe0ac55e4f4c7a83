import { parseArgs } from 'node:util';
import {
  inputSchemaKey,
  loadRubric,
  QUALITY_DISCLAIMER,
  RUBRIC_COMPONENT_IDS,
  toolQuality,
  toolsetQuality,
} from '../../core';
import type { RubricScores, ToolQuality } from '../../core';
import { CliUsageError, EXIT_OK, EXIT_USAGE, line } from '../io';
import { readToolFiles, textOrJson } from '../inputs';
import type { CliCommand } from '../io';

export const QUALITY_USAGE = `Usage: tool-schema quality FILE... [--format text|json]
  Scores each tool's definition on purpose, usage guidance, behaviour, parameters, conciseness
  and completeness, with the one change worth most. ${QUALITY_DISCLAIMER}
  "rubric" scores the description 1-5 on the six components of arXiv 2602.14878, an offline
  estimate fitted to three model judges' published scores (docs/quality.md).
  The matching lint notes are in "tool-schema validate". FILE "-" reads standard input.
  Exit 0: printed; 2: a file is unreadable, not JSON, or holds no tool.`;

type ScoredTool = ToolQuality & { rubric: RubricScores };

/** One tool's scores as text lines; the name is the file's own text, so each line is escaped. */
function textReport(file: string, tool: ScoredTool): string {
  const dims = tool.dimensions.map((d) => `${d.label} ${d.points}/${d.max}`).join(', ');
  const next = tool.nextStep
    ? [`  next: ${tool.nextStep.advice} (+${tool.nextStep.gain} ${tool.nextStep.dimension})`]
    : [];
  return [
    `${file}${tool.pointer ? `#${tool.pointer}` : ''} ${tool.name ?? '(no name)'} ${tool.points}/${tool.max}`,
    `  ${dims}`,
    `  rubric: ${RUBRIC_COMPONENT_IDS.map((id) => `${id} ${tool.rubric[id]}/5`).join(', ')}`,
    ...next,
    `  ${tool.fingerprint}`,
  ]
    .map(line)
    .join('');
}

export const qualityCommand: CliCommand = async (args, io) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { format: { type: 'string', default: 'text' } },
  });
  if (positionals.length === 0) throw new CliUsageError('quality needs at least one FILE.');
  const format = textOrJson(values.format);
  const reports: { file: string; tools: ScoredTool[] }[] = [];
  const rubric = await loadRubric();
  let exitCode = EXIT_OK;
  for await (const input of readToolFiles(positionals, io, 'score')) {
    if (input.error !== undefined) {
      io.stderr(line(`tool-schema: ${input.error}`));
      exitCode = EXIT_USAGE;
      continue;
    }
    reports.push({
      file: input.file,
      tools: input.document.tools.map((entry) => ({
        ...toolQuality(entry),
        rubric: rubric.toolRubric(entry.value, inputSchemaKey(entry)).scores,
      })),
    });
  }
  const all = toolsetQuality(reports.flatMap((r) => r.tools));
  if (format === 'json') {
    io.stdout(
      JSON.stringify(
        {
          note: QUALITY_DISCLAIMER,
          files: reports,
          toolset: { averages: all.averages, weakest: all.weakest },
        },
        null,
        2,
      ) + '\n',
    );
  } else {
    io.stdout(`${QUALITY_DISCLAIMER}\n`);
    for (const { file, tools } of reports)
      for (const tool of tools) io.stdout(textReport(file, tool));
    if (all.tools.length > 1)
      io.stdout(
        `toolset (${all.tools.length} tools): ${all.averages.map((a) => `${a.label} ${a.points}/${a.max}`).join(', ')}\n`,
      );
  }
  return exitCode;
};
