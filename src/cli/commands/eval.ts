import { parseArgs } from 'node:util';
import {
  evaluateSelection,
  ordinal,
  parseDocument,
  readSelectionCases,
  SELECTION_DISCLAIMER,
} from '../../core';
import type { SelectionReport } from '../../core';
import { junitXml } from '../junit';
import type { JunitCase } from '../junit';
import { CliInputError, CliUsageError, EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, line } from '../io';
import { readToolFiles } from '../inputs';
import type { CliCommand } from '../io';

export const EVAL_USAGE = `Usage: tool-schema eval TOOLS... [--cases FILE] [--format text|json|junit]
  Ranks the tools of all TOOLS files for each case's prompt and reports the expected tool's
  place; without --cases, lists the confusable pairs (tools a model is likely to mix up), each
  with why and the words that would separate them. FILE is {"cases": [{"prompt", "tool"}]}.
  ${SELECTION_DISCLAIMER}
  Exit 0: every case's tool ranked first alone; 1: a case's tool was not; 2: unreadable input.`;

/** Tools shown per case in the text report (the JSON has them all). */
const TEXT_RANKED_SHOWN = 3;

function formatOf(value: string | undefined): 'text' | 'json' | 'junit' {
  if (value !== 'text' && value !== 'json' && value !== 'junit')
    throw new CliUsageError(`--format must be "text", "json" or "junit", not "${value}".`);
  return value;
}

function placeWords(c: SelectionReport['cases'][number]): string {
  if (c.rank === undefined) return 'no tool of that name';
  return `ranked ${ordinal(c.rank)}${c.tied ? ' (tied)' : ''}`;
}

function textReport(report: SelectionReport, withCases: boolean): string {
  const out = [SELECTION_DISCLAIMER];
  if (withCases)
    for (const c of report.cases) {
      const top = c.ranked
        .slice(0, TEXT_RANKED_SHOWN)
        .map((r) => `${r.tool} ${r.score}`)
        .join(', ');
      out.push(`${c.ok ? 'ok  ' : 'FAIL'} ${c.tool} ${placeWords(c)}: ${c.prompt}`, `     ${top}`);
    }
  if (report.confusable.length === 0) out.push('No confusable pairs.');
  for (const p of report.confusable) {
    const [a, b] = p.separating;
    out.push(
      `confusable: ${p.tools[0]} / ${p.tools[1]} (${p.similarity}): ${p.why}`,
      `     separating words: ${a.join(', ') || 'none'} / ${b.join(', ') || 'none'}`,
    );
  }
  return out.map(line).join('');
}

function junitReport(report: SelectionReport): string {
  const cases = report.cases.map((c): JunitCase => ({
    name: c.prompt,
    classname: c.tool,
    ...(c.ok
      ? {}
      : {
          failure: {
            message: `${c.tool} ${placeWords(c)}; first: ${c.ranked[0]?.tool ?? 'none'}`,
            type: 'not ranked first',
          },
        }),
  }));
  return junitXml('tool-schema eval', [{ name: 'selection', cases }]);
}

export const evalCommand: CliCommand = async (args, io) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { cases: { type: 'string' }, format: { type: 'string', default: 'text' } },
  });
  if (positionals.length === 0) throw new CliUsageError('eval needs at least one TOOLS file.');
  const format = formatOf(values.format);
  const tools: Record<string, unknown>[] = [];
  let exitCode = EXIT_OK;
  for await (const input of readToolFiles(positionals, io, 'rank')) {
    if (input.error !== undefined) {
      io.stderr(line(`tool-schema: ${input.error}`));
      exitCode = EXIT_USAGE;
      continue;
    }
    tools.push(...input.document.tools.map((t) => t.value));
  }
  if (exitCode !== EXIT_OK) return exitCode;
  let cases: { prompt: string; tool: string }[] = [];
  if (values.cases !== undefined) {
    const document = parseDocument(await io.readInput(values.cases));
    const syntax = document.diagnostics.find((d) => d.severity === 'error');
    if (syntax)
      throw new CliInputError(
        `${values.cases}:${syntax.start.line}:${syntax.start.column}: ${syntax.message}`,
      );
    const reading = readSelectionCases(document.value);
    if (reading.error !== undefined) throw new CliInputError(`${values.cases}: ${reading.error}`);
    cases = reading.cases;
  }
  const report = evaluateSelection(tools, cases);
  if (format === 'json') {
    const json = {
      note: SELECTION_DISCLAIMER,
      cases: report.cases.map((c) => ({
        prompt: c.prompt,
        tool: c.tool,
        ranked: c.ranked,
        rank: c.rank ?? null,
        ok: c.ok,
      })),
      confusable: report.confusable,
    };
    io.stdout(`${JSON.stringify(json, null, 2)}\n`);
  } else if (format === 'junit') io.stdout(junitReport(report));
  else io.stdout(textReport(report, values.cases !== undefined));
  return report.cases.every((c) => c.ok) ? EXIT_OK : EXIT_FINDINGS;
};
