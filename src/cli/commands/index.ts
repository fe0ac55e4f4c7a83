import type { CliCommand } from '../io';
import { CHECK_USAGE, checkCommand } from './check';
import { RULES_USAGE, rulesCommand } from './rules';
import { VALIDATE_USAGE, validateCommand } from './validate';

export interface CommandEntry {
  run: CliCommand;
  summary: string;
  usage: string;
}

/** Every `tool-schema` subcommand; add a line here to register one. */
export const COMMANDS: Record<string, CommandEntry> = {
  validate: { run: validateCommand, summary: 'check tool definitions and print located diagnostics', usage: VALIDATE_USAGE },
  rules: { run: rulesCommand, summary: 'list every diagnostic code with its severity and source', usage: RULES_USAGE },
  check: { run: checkCommand, summary: 'validate sample inputs/outputs against a tool\'s schemas', usage: CHECK_USAGE },
};
