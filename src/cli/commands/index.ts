import type { CliCommand } from '../io';
import { CHECK_USAGE, checkCommand } from './check';
import { COST_USAGE, costCommand } from './cost';
import { DIFF_USAGE, diffCommand } from './diff';
import { EVAL_USAGE, evalCommand } from './eval';
import { EXPORT_USAGE, exportCommand } from './export';
import { FINGERPRINT_USAGE, fingerprintCommand } from './fingerprint';
import { HOSTS_USAGE, hostsCommand } from './hosts';
import { IMPORT_USAGE, importCommand } from './import';
import { QUALITY_USAGE, qualityCommand } from './quality';
import { RULES_USAGE, rulesCommand } from './rules';
import { SERVE_USAGE, serveCommand } from './serve';
import { TARGETS_USAGE, targetsCommand } from './targets';
import { TEST_USAGE, testCommand } from './test';
import { VALIDATE_USAGE, validateCommand } from './validate';

export interface CommandEntry {
  run: CliCommand;
  summary: string;
  usage: string;
}

/** Every `tool-schema` subcommand; add a line here to register one. */
export const COMMANDS: Record<string, CommandEntry> = {
  validate: {
    run: validateCommand,
    summary: 'check tool definitions and print located diagnostics',
    usage: VALIDATE_USAGE,
  },
  rules: {
    run: rulesCommand,
    summary: 'list every diagnostic code with its severity and source',
    usage: RULES_USAGE,
  },
  check: {
    run: checkCommand,
    summary: "validate sample inputs/outputs against a tool's schemas",
    usage: CHECK_USAGE,
  },
  test: {
    run: testCommand,
    summary: 'run test cases (expected valid / invalid at a pointer) against tools',
    usage: TEST_USAGE,
  },
  export: {
    run: exportCommand,
    summary: 'write provider-ready JSON for a target; changes go to stderr',
    usage: EXPORT_USAGE,
  },
  import: {
    run: importCommand,
    summary: 'read any provider format and write canonical MCP tools',
    usage: IMPORT_USAGE,
  },
  targets: {
    run: targetsCommand,
    summary: 'list export targets and the feature matrix',
    usage: TARGETS_USAGE,
  },
  diff: {
    run: diffCommand,
    summary: 'what changed between two versions of a tool or toolset, and whether it breaks anyone',
    usage: DIFF_USAGE,
  },
  fingerprint: {
    run: fingerprintCommand,
    summary: "print a SHA-256 fingerprint of each tool's canonical JSON",
    usage: FINGERPRINT_USAGE,
  },
  quality: {
    run: qualityCommand,
    summary: "score each tool's description and parameters (our own estimate)",
    usage: QUALITY_USAGE,
  },
  eval: {
    run: evalCommand,
    summary: 'rank tools for prompts offline (BM25) and list the tools a model may confuse',
    usage: EVAL_USAGE,
  },
  serve: {
    run: serveCommand,
    summary: 'serve the studio on 127.0.0.1, optionally bridging a stdio MCP server',
    usage: SERVE_USAGE,
  },
  hosts: {
    run: hostsCommand,
    summary: 'what each MCP host and app directory does with the tools, with a verdict per tool',
    usage: HOSTS_USAGE,
  },
  cost: {
    run: costCommand,
    summary: 'context tokens per tool and toolset for each target, with how they were counted',
    usage: COST_USAGE,
  },
};
