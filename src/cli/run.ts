import { COMMANDS } from './commands';
import { CliInputError, CliUsageError, EXIT_OK, EXIT_USAGE, line, lines, safeIO } from './io';
import type { CliIO } from './io';
import { errorMessage, loadPatternEngine } from '../core';
import { TOOL_SCHEMA_VERSION } from './version';

function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  return (
    [
      'Usage: tool-schema <command> [options]',
      '',
      'Commands:',
      ...Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`),
      '',
      'Run "tool-schema <command> --help" for a command\'s options; "tool-schema --version" prints the version.',
    ].join('\n') + '\n'
  );
}

/** Whether the command line asks for JSON output (`--format json` or `--format=json`). */
function wantsJson(args: readonly string[]): boolean {
  return args.some(
    (arg, index) => arg === '--format=json' || (arg === '--format' && args[index + 1] === 'json'),
  );
}

/**
 * What a `--format json` run writes on standard output when the command cannot answer: the same
 * message as on standard error, so a script reading JSON is never left with an empty stdout.
 */
function errorEnvelope(kind: 'input' | 'usage' | 'internal', message: string): string {
  return JSON.stringify({ error: { kind, message } }, null, 2) + '\n';
}

/**
 * Runs one command line; every failure the user can cause ends in one message and an exit code.
 * Every write goes through `safeIO`, the one escaping of the CLI's output.
 */
export async function runCli(argv: string[], rawIO: CliIO): Promise<number> {
  const io = safeIO(rawIO);
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(usage());
    return name === undefined ? EXIT_USAGE : EXIT_OK;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(line(TOOL_SCHEMA_VERSION));
    return EXIT_OK;
  }
  const command = Object.prototype.hasOwnProperty.call(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    io.stderr(`${line(`tool-schema: unknown command "${name}".`)}${usage()}`);
    return EXIT_USAGE;
  }
  // Words after "--" belong to another program (serve --bridge -- server --help).
  const own = args.includes('--') ? args.slice(0, args.indexOf('--')) : args;
  if (own.includes('--help') || own.includes('-h')) {
    io.stdout(command.usage + '\n');
    return EXIT_OK;
  }
  const json = wantsJson(args);
  try {
    // The page loads RE2 only for a schema with a pattern; a command may read many: load it now.
    await loadPatternEngine();
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof CliInputError) {
      if (json) io.stdout(errorEnvelope('input', error.message));
      io.stderr(lines(`tool-schema: ${error.message}`));
      return EXIT_USAGE;
    }
    if (
      error instanceof CliUsageError ||
      (error instanceof TypeError &&
        'code' in error &&
        String(error.code).startsWith('ERR_PARSE_ARGS'))
    ) {
      if (json) io.stdout(errorEnvelope('usage', error.message));
      io.stderr(`${line(`tool-schema: ${error.message}`)}${command.usage}\n`);
      return EXIT_USAGE;
    }
    const message = errorMessage(error);
    if (json) io.stdout(errorEnvelope('internal', message));
    io.stderr(
      `${line(`tool-schema: internal error: ${message}`)}Please report this with the input that caused it.\n`,
    );
    return EXIT_USAGE;
  }
}
