import { parseArgs } from 'node:util';
import { COST_TARGETS, costForTarget, isCostTarget, totalMethod } from '../../core';
import type { CostTargetId, TargetCost } from '../../core';
import { loadO200k } from '../../core/cost/o200k';
import { CliUsageError, EXIT_FINDINGS, EXIT_OK, line } from '../io';
import { textOrJson } from '../inputs';
import type { CliCommand } from '../io';
import { readTools } from './export';

export const COST_USAGE = `Usage: tool-schema cost FILE --to TARGET[,TARGET…] [--format text|json] [--budget N]
  Prints the context tokens each tool of FILE costs when sent to TARGET, the provider's fixed
  overhead (added once per request, not per tool) and the total, each with how it was counted:
  "exact" (OpenAI's own o200k_base tokenizer on the text OpenAI models are given) or "estimate"
  (providers whose tokenizer is not public). Also lists the descriptions and enums that cost most.
  TARGET: ${COST_TARGETS.join(', ')}. FILE "-" reads standard input.
  --budget N   exit 1 when any target's total is over N tokens (for CI)
  Exit 0: printed, within the budget; 1: over the budget; 2: unusable input or bad usage.`;

function parseTargets(value: string | undefined): CostTargetId[] {
  if (!value)
    throw new CliUsageError(`cost needs --to TARGET (one or more of ${COST_TARGETS.join(', ')}).`);
  const targets = value.split(',').map((t) => t.trim());
  for (const target of targets)
    if (!isCostTarget(target))
      throw new CliUsageError(
        `Unknown target "${target}" for cost; choose from ${COST_TARGETS.join(', ')}.`,
      );
  return [...new Set(targets)] as CostTargetId[];
}

function parseBudget(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value))
    throw new CliUsageError(`--budget takes a whole number of tokens, not "${value}".`);
  return Number(value);
}

/** One target's figures as text lines; names and descriptions come from the file, so each line is escaped. */
function textReport(file: string, cost: TargetCost): string {
  const out = [`${file} → ${cost.label} [${cost.method.short}]`];
  for (const tool of cost.tools) {
    out.push(
      `  ${tool.name}  ${tool.tokens} tokens (name and description ${tool.nameAndDescription}, parameters ${tool.schema})`,
    );
    for (const c of tool.contributors)
      out.push(`      ${String(c.tokens).padStart(5)}  ${c.kind} ${c.pointer}  ${c.preview}`);
  }
  for (const r of cost.refused)
    out.push(`  refused ${JSON.stringify(r.name)}, not counted: ${r.reason}`);
  out.push(
    `  overhead  ${cost.overhead.tokens} tokens [${cost.overhead.kind}] ${cost.overhead.detail}${cost.overhead.source ? ` (${cost.overhead.source})` : ''}`,
  );
  out.push(`  total  ${cost.total} tokens [${totalMethod(cost)}]`);
  return out.map(line).join('');
}

export const costCommand: CliCommand = async (args, io) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      format: { type: 'string', default: 'text' },
      budget: { type: 'string' },
    },
  });
  if (positionals.length !== 1) throw new CliUsageError('cost needs exactly one FILE.');
  const targets = parseTargets(values.to);
  const format = textOrJson(values.format);
  const budget = parseBudget(values.budget);
  const file = positionals[0]!;
  const { tools } = readTools(await io.readInput(file), file);
  const count = await loadO200k();
  const costs = targets.map((target) =>
    costForTarget(
      tools.map((s) => s.tool),
      target,
      count,
    ),
  );
  const over = budget === undefined ? [] : costs.filter((c) => c.total > budget);
  if (format === 'json') {
    io.stdout(
      JSON.stringify(
        {
          file,
          budget: budget ?? null,
          overBudget: over.length > 0,
          targets: costs.map(({ tools: perTool, ...rest }) => ({
            ...rest,
            tools: perTool.map(({ text: _text, nameText: _nameText, ...figures }) => figures),
          })),
        },
        null,
        2,
      ) + '\n',
    );
  } else {
    for (const cost of costs) io.stdout(textReport(file, cost));
    if (budget !== undefined)
      io.stdout(
        line(
          over.length === 0
            ? `within the budget of ${budget} tokens`
            : `over the budget of ${budget} tokens: ${over.map((c) => `${c.target} ${c.total} (+${c.total - budget})`).join(', ')}`,
        ),
      );
  }
  return over.length > 0 ? EXIT_FINDINGS : EXIT_OK;
};
