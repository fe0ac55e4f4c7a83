import { parseArgs } from 'node:util';
import { BUILT_IN_CODES, RULES } from '../../core';
import { renderRulesReference } from '../../core/validation/rules/reference';
import { CliUsageError, EXIT_OK } from '../io';
import type { CliCommand } from '../io';

export const RULES_USAGE = `Usage: tool-schema rules [--format text|md|json]
  Lists every diagnostic code with its default severity, what it checks and why.`;

export const rulesCommand: CliCommand = async (args, io) => {
  const { values } = parseArgs({ args, options: { format: { type: 'string', default: 'text' } } });
  const all = [...RULES, ...BUILT_IN_CODES].map(({ code, severity, title, rationale }) => ({
    code,
    severity,
    title,
    rationale,
  }));
  if (values.format === 'md') io.stdout(renderRulesReference());
  else if (values.format === 'json') io.stdout(JSON.stringify({ rules: all }, null, 2) + '\n');
  else if (values.format === 'text')
    io.stdout(
      all.map((r) => `${r.code.padEnd(32)} ${r.severity.padEnd(8)} ${r.title}`).join('\n') + '\n',
    );
  else throw new CliUsageError(`--format must be text, md or json, not "${values.format}".`);
  return EXIT_OK;
};
